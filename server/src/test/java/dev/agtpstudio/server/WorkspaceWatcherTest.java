package dev.agtpstudio.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WorkspaceWatcherTest {
    @TempDir
    Path dir;

    @Test
    void deliversANewSnapshotWhenAWorkspaceFileIsSavedOrDeleted() throws Exception {
        Files.createDirectories(dir.resolve("endpoints"));
        Files.writeString(dir.resolve("agtp-server.toml"), "[server]\nserver_id = \"a\"\n");
        Workspace initial = WorkspaceLoader.load(dir, MethodCatalog.bundled());
        BlockingQueue<Workspace> seen = new LinkedBlockingQueue<>();
        try (WorkspaceWatcher ignored = new WorkspaceWatcher(dir, initial, seen::add, 50)) {
            Files.writeString(dir.resolve("agtp-server.toml"), "[server]\nserver_id = \"b\"\n");
            Workspace next = seen.poll(10, TimeUnit.SECONDS);
            assertThat(next).isNotNull();
            assertThat(next.serverConfig().server().serverId()).isEqualTo("b");
            Files.writeString(dir.resolve("notes.txt"), "ignored");
            Files.delete(dir.resolve("agtp-server.toml"));
            Workspace gone = seen.poll(10, TimeUnit.SECONDS);
            assertThat(gone).isNotNull();
            assertThat(gone.serverConfigFile()).isEmpty();
        }
    }
}

package dev.agtpstudio.app.ui.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The sides of a split editor area go to workbench.json with the tabs and come back; older files mean unsplit. */
class WorkbenchStoreSplitTest {
    @TempDir
    Path tmp;

    private Path file(String name) throws Exception {
        Path p = tmp.resolve("ws").resolve(name);
        Files.createDirectories(p.getParent());
        Files.writeString(p, "x");
        return p;
    }

    @Test
    void theSidesAndTheDividerRoundTrip() throws Exception {
        Path root = tmp.resolve("ws");
        Path a = file("a.toml");
        Path b = file("b.toml");
        Path c = file("c.agis");
        WorkbenchStore store = new WorkbenchStore(tmp.resolve("config/workbench.json"));
        assertThat(store.save(
                        null, root, new WorkbenchStore.Tabs(List.of(a, b, c), b, List.of(a, b), List.of(b, c), 0.3)))
                .isNull();

        WorkbenchStore.Tabs back = new WorkbenchStore(tmp.resolve("config/workbench.json")).tabs(root);
        assertThat(back.open()).containsExactly(a, b, c);
        assertThat(back.left()).containsExactly(a, b);
        assertThat(back.right()).containsExactly(b, c);
        assertThat(back.divider()).isEqualTo(0.3);
        assertThat(back.active()).isEqualTo(b);
    }

    @Test
    void aFileWithoutSidesIsUnsplitAndGoneFilesAreDropped() throws Exception {
        Path root = tmp.resolve("ws");
        Path a = file("a.toml");
        Path b = file("b.toml");
        WorkbenchStore store = new WorkbenchStore(tmp.resolve("workbench.json"));
        store.save(null, root, new WorkbenchStore.Tabs(List.of(a, b), a));
        assertThat(Files.readString(tmp.resolve("workbench.json"))).doesNotContain("\"right\"");
        WorkbenchStore.Tabs plain = store.tabs(root);
        assertThat(plain.left()).containsExactly(a, b);
        assertThat(plain.right()).isEmpty();

        store.save(null, root, new WorkbenchStore.Tabs(List.of(a, b), a, List.of(a), List.of(b), 0.6));
        Files.delete(b);
        WorkbenchStore.Tabs gone = store.tabs(root);
        assertThat(gone.open()).containsExactly(a);
        assertThat(gone.right()).isEmpty();
    }
}

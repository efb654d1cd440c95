package dev.agtpstudio.server;

import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Watches a workspace folder and hands every saved state to {@code onChange} as a new snapshot: changed
 * {@code .toml} / {@code .agis} files are reloaded one by one, deleted ones dropped, and a changed fixtures file
 * ({@code *.fixtures.json}) triggers a re-registration of the same snapshot. Changes are batched for
 * {@code debounceMillis} so an editor's save burst gives one reload.
 */
public final class WorkspaceWatcher implements AutoCloseable {
    private final Path root;
    private final Consumer<Workspace> onChange;
    private final long debounceMillis;
    private final WatchService watch;
    private final Map<WatchKey, Path> keys = new HashMap<>();
    private final Thread thread;
    private volatile Workspace current;
    private volatile boolean closed;

    public WorkspaceWatcher(Path root, Workspace initial, Consumer<Workspace> onChange, long debounceMillis)
            throws IOException {
        this.root = root;
        this.current = initial;
        this.onChange = onChange;
        this.debounceMillis = debounceMillis;
        this.watch = FileSystems.getDefault().newWatchService();
        registerTree(root);
        this.thread = new Thread(this::loop, "agtp-workspace-watcher");
        this.thread.setDaemon(true);
        this.thread.start();
    }

    public Workspace current() {
        return current;
    }

    private void registerTree(Path dir) throws IOException {
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) throws IOException {
                String n = d.getFileName() == null ? "" : d.getFileName().toString();
                if (!d.equals(root) && (n.startsWith(".") || n.equals("target") || n.equals("node_modules"))) {
                    return FileVisitResult.SKIP_SUBTREE;
                }
                keys.put(
                        d.register(
                                watch,
                                StandardWatchEventKinds.ENTRY_CREATE,
                                StandardWatchEventKinds.ENTRY_MODIFY,
                                StandardWatchEventKinds.ENTRY_DELETE),
                        d);
                return FileVisitResult.CONTINUE;
            }
        });
    }

    private void loop() {
        while (!closed) {
            try {
                WatchKey k = watch.take();
                Set<Path> changed = new LinkedHashSet<>();
                collect(k, changed);
                long until = System.currentTimeMillis() + debounceMillis;
                while (System.currentTimeMillis() < until) {
                    WatchKey more = watch.poll(
                            Math.max(1, until - System.currentTimeMillis()),
                            java.util.concurrent.TimeUnit.MILLISECONDS);
                    if (more != null) {
                        collect(more, changed);
                    }
                }
                apply(changed);
            } catch (InterruptedException | java.nio.file.ClosedWatchServiceException e) {
                return;
            }
        }
    }

    private void collect(WatchKey k, Set<Path> changed) {
        Path dir = keys.get(k);
        for (WatchEvent<?> ev : k.pollEvents()) {
            if (dir != null && ev.context() instanceof Path p) {
                Path full = dir.resolve(p);
                if (Files.isDirectory(full)) {
                    try {
                        registerTree(full);
                    } catch (IOException ignored) {
                        // a folder that vanished again
                    }
                }
                changed.add(full);
            }
        }
        k.reset();
    }

    private void apply(Set<Path> changed) {
        Workspace ws = current;
        boolean relevant = false;
        for (Path p : changed) {
            String n = p.getFileName().toString();
            if (n.endsWith(".fixtures.json")) {
                relevant = true;
            } else if (WorkspaceLoader.isWorkspaceFile(p)) {
                relevant = true;
                Path key = ws.files().keySet().stream()
                        .filter(f -> root.resolve(f).equals(p))
                        .findFirst()
                        .orElse(p);
                ws = Files.isRegularFile(p) ? ws.withFile(FileLoader.load(p)) : ws.without(key);
            }
        }
        if (relevant) {
            current = ws;
            onChange.accept(ws);
        }
    }

    @Override
    public void close() {
        closed = true;
        try {
            watch.close();
        } catch (IOException ignored) {
            // closing anyway
        }
        thread.interrupt();
    }
}

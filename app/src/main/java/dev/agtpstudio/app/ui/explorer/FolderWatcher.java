package dev.agtpstudio.app.ui.explorer;

import dev.agtpstudio.app.files.Debouncer;
import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
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
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Consumer;

/**
 * Watches a workspace folder and its subfolders for files created or deleted by other programs, and calls
 * {@code onChange} on the {@code fx} executor once a burst of events has been quiet for the debounce delay (a
 * {@code git checkout} of 200 files is one refresh). Hidden files and folders (.git, .agtp-studio, the temporary
 * files of atomic saves) are ignored, and so is a save that replaces a file the tree already shows.
 */
public final class FolderWatcher implements AutoCloseable {
    private final Path root;
    private final WatchService service;
    private final Thread thread;
    private final Debouncer<String> debouncer;
    private final Executor fx;
    private final Runnable onChange;
    /** Told what each batch of events was taken for, after any refresh it triggered was scheduled (tests wait on it). */
    private final Consumer<List<Seen>> afterBatch;
    /** Files and folders the tree shows (touched by the watcher thread only, after the start). */
    private final java.util.Set<Path> known = java.util.concurrent.ConcurrentHashMap.newKeySet();

    /** One event of a batch: the file or folder it is about, and whether it changes what the tree shows. */
    record Seen(Path path, boolean structural) {}

    private FolderWatcher(
            Path root,
            WatchService service,
            ScheduledExecutorService timer,
            Duration quiet,
            Executor fx,
            Runnable onChange,
            Consumer<List<Seen>> afterBatch) {
        this.root = root;
        this.service = service;
        this.debouncer = new Debouncer<>(timer, quiet);
        this.fx = fx;
        this.onChange = onChange;
        this.afterBatch = afterBatch;
        this.thread = new Thread(this::loop, "folder-watcher");
        this.thread.setDaemon(true);
    }

    /** Starts watching {@code root}; {@code timer} runs the debounce (it is not shut down by {@link #close}). */
    public static FolderWatcher start(
            Path root, ScheduledExecutorService timer, Duration quiet, Executor fx, Runnable onChange)
            throws IOException {
        return start(root, timer, quiet, fx, onChange, batch -> {});
    }

    /** As above, telling {@code afterBatch} what each batch of events was taken for (a test's way to wait without sleeping). */
    static FolderWatcher start(
            Path root,
            ScheduledExecutorService timer,
            Duration quiet,
            Executor fx,
            Runnable onChange,
            Consumer<List<Seen>> afterBatch)
            throws IOException {
        FolderWatcher w = new FolderWatcher(
                root, FileSystems.getDefault().newWatchService(), timer, quiet, fx, onChange, afterBatch);
        w.registerTree(root);
        w.thread.start();
        return w;
    }

    private void registerTree(Path dir) throws IOException {
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) throws IOException {
                if (!d.equals(root) && d.getFileName().toString().startsWith(".")) {
                    return FileVisitResult.SKIP_SUBTREE;
                }
                d.register(
                        service,
                        StandardWatchEventKinds.ENTRY_CREATE,
                        StandardWatchEventKinds.ENTRY_DELETE,
                        StandardWatchEventKinds.ENTRY_MODIFY);
                known.add(d);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path f, BasicFileAttributes attrs) {
                known.add(f);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException exc) {
                return FileVisitResult.CONTINUE;
            }
        });
    }

    private void loop() {
        try {
            while (true) {
                WatchKey key = service.take();
                Path dir = (Path) key.watchable();
                boolean structural = false;
                List<Seen> batch = new ArrayList<>();
                for (WatchEvent<?> e : key.pollEvents()) {
                    Seen seen = take(dir, e);
                    batch.add(seen);
                    structural |= seen.structural();
                }
                key.reset();
                if (structural) {
                    debouncer.trigger("tree", () -> fx.execute(onChange));
                }
                afterBatch.accept(batch);
            }
        } catch (InterruptedException | ClosedWatchServiceException e) {
            // closed
        }
    }

    /** Updates what the tree shows for one event; whether the event changed it. */
    private Seen take(Path dir, WatchEvent<?> e) {
        if (e.kind() == StandardWatchEventKinds.OVERFLOW) {
            return new Seen(dir, true);
        }
        Path child = dir.resolve((Path) e.context());
        if (child.getFileName().toString().startsWith(".")) {
            return new Seen(child, false); // hidden: temporary files of atomic saves, .agtp-studio, .git
        }
        if (e.kind() == StandardWatchEventKinds.ENTRY_CREATE) {
            // a save renames a temporary file over the target: a "create" of a file the tree already has
            boolean added = known.add(child);
            if (Files.isDirectory(child)) {
                try {
                    registerTree(child);
                } catch (IOException ex) {
                    // gone again already: the refresh shows what is there
                }
            }
            return new Seen(child, added);
        }
        if (e.kind() == StandardWatchEventKinds.ENTRY_DELETE) {
            boolean removed = known.remove(child);
            known.removeIf(p -> p.startsWith(child));
            return new Seen(child, removed);
        }
        return new Seen(child, false);
    }

    @Override
    public void close() {
        debouncer.cancel("tree");
        try {
            service.close();
        } catch (IOException e) {
            // closing anyway
        }
        thread.interrupt();
    }
}

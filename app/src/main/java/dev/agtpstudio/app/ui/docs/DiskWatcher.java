package dev.agtpstudio.app.ui.docs;

import dev.agtpstudio.app.files.ContentHash;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * Finds open files changed by other programs: compares modification time and size first, then the content hash,
 * so a touched-but-identical file is reported only as {@link Kind#TOUCHED}. The checking runs on the given I/O
 * executor; results come back on the FX executor.
 */
public final class DiskWatcher {
    public enum Kind {
        CHANGED,
        DELETED,
        TOUCHED
    }

    /** What happened to one file; {@code text} is the new content for {@link Kind#CHANGED}. */
    public record Change(Path file, Kind kind, String text, DiskState state) {}

    private final Executor io;
    private final Executor fx;

    public DiskWatcher(Executor io, Executor fx) {
        this.io = io;
        this.fx = fx;
    }

    /** Checks {@code known} (path to the state the editor knows) and reports what moved (possibly nothing). */
    public void check(Map<Path, DiskState> known, Consumer<List<Change>> onChanges) {
        Map<Path, DiskState> copy = Map.copyOf(known);
        io.execute(() -> {
            List<Change> changes = changes(copy);
            fx.execute(() -> onChanges.accept(changes));
        });
    }

    /** The comparison itself, synchronous. */
    public static List<Change> changes(Map<Path, DiskState> known) {
        List<Change> out = new ArrayList<>();
        for (Map.Entry<Path, DiskState> e : known.entrySet()) {
            Path file = e.getKey();
            DiskState was = e.getValue();
            if (!was.looksChanged(file)) {
                continue;
            }
            if (!Files.exists(file)) {
                out.add(new Change(file, Kind.DELETED, null, DiskState.MISSING));
                continue;
            }
            try {
                byte[] bytes = Files.readAllBytes(file);
                String hash = ContentHash.of(bytes);
                DiskState now = new DiskState(Files.getLastModifiedTime(file).toMillis(), bytes.length, hash);
                if (hash.equals(was.hash())) {
                    out.add(new Change(file, Kind.TOUCHED, null, now));
                } else {
                    out.add(new Change(file, Kind.CHANGED, new String(bytes, StandardCharsets.UTF_8), now));
                }
            } catch (IOException ex) {
                // unreadable right now (being written?): look again next time
            }
        }
        return out;
    }
}

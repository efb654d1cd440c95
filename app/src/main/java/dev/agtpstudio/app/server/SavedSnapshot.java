package dev.agtpstudio.app.server;

import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * The workspace as saved on disk: a validation snapshot in which every buffer with unsaved edits is replaced by its
 * saved text, so the server only ever serves saved files. {@link #fingerprint} tells whether a reload is needed.
 */
public final class SavedSnapshot {
    private SavedSnapshot() {
    }

    /**
     * Makes saved snapshots and remembers the files it loaded: while a person types, every validation result needs
     * the same saved text of the file being edited, and it is parsed once rather than on every keystroke. Confined
     * to one thread: the {@code saved-snapshot} worker of {@link SavedSnapshotFeed} in the IDE, never the FX thread.
     */
    public static final class Memo {
        private final Map<Path, LoadedFile<?>> loaded = new java.util.HashMap<>();

        /** {@code dirty} maps each buffer with unsaved edits to its saved text. */
        public Workspace of(Workspace validated, Map<Path, String> dirty) {
            loaded.keySet().retainAll(dirty.keySet());
            Workspace ws = validated;
            for (Map.Entry<Path, String> e : dirty.entrySet()) {
                if (ws.file(e.getKey()).isPresent()) {
                    LoadedFile<?> f = loaded.get(e.getKey());
                    if (f == null || !e.getValue().equals(f.text())) {
                        f = FileLoader.load(e.getKey(), e.getValue());
                        loaded.put(e.getKey(), f);
                    }
                    ws = ws.withFile(f);
                }
            }
            return ws;
        }

        /** How many saved files are remembered (for tests). */
        int size() {
            return loaded.size();
        }
    }

    /** Path to source-text hash of every file: equal fingerprints mean the server would register the same thing. */
    public static Map<Path, Integer> fingerprint(Workspace ws) {
        Map<Path, Integer> m = new TreeMap<>();
        for (LoadedFile<?> f : ws.files().values()) {
            m.put(f.path(), f.text() == null ? 0 : f.text().hashCode());
        }
        return m;
    }
}

package dev.agtpstudio.app.server;

import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The workspace as saved on disk: a validation snapshot in which every buffer with unsaved edits is replaced by its
 * saved text, so the server only ever serves saved files. {@link #fingerprint} tells whether a reload is needed.
 */
public final class SavedSnapshot {
    private SavedSnapshot() {}

    /**
     * Makes saved snapshots and remembers the saved files: while a person types, every validation result needs the
     * same saved text of the file being edited, and it is never parsed again. A buffer that is clean in a result
     * (its validated text is its saved text) hands its validated file to the memo, so the first keystroke after
     * opening or saving a 20,000-line document costs no parse at all. Confined to one thread: the
     * {@code saved-snapshot} worker of {@link SavedSnapshotFeed} in the IDE, never the FX thread.
     */
    public static final class Memo {
        private final Map<Path, LoadedFile<?>> loaded = new java.util.HashMap<>();

        /**
         * {@code saved} maps each open buffer to its saved text (dirty or not); a buffer whose validated text differs
         * from it is replaced by the saved file.
         */
        public Workspace of(Workspace validated, Map<Path, String> saved) {
            loaded.keySet().retainAll(saved.keySet());
            Workspace ws = validated;
            for (Map.Entry<Path, String> e : saved.entrySet()) {
                LoadedFile<?> current = ws.file(e.getKey()).orElse(null);
                if (current == null) {
                    continue;
                }
                if (sameText(current.text(), e.getValue())) {
                    loaded.put(e.getKey(), current);
                    continue;
                }
                LoadedFile<?> f = loaded.get(e.getKey());
                if (f == null || !sameText(f.text(), e.getValue())) {
                    f = FileLoader.load(e.getKey(), e.getValue());
                    loaded.put(e.getKey(), f);
                }
                ws = ws.withFile(f);
            }
            return ws;
        }

        private static boolean sameText(String a, String b) {
            return Objects.equals(a, b);
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

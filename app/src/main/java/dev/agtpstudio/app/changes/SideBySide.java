package dev.agtpstudio.app.changes;

import com.github.difflib.DiffUtils;
import com.github.difflib.patch.AbstractDelta;
import com.github.difflib.patch.Chunk;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.evolution.Change;
import dev.agtpstudio.evolution.ChangeLocation;
import dev.agtpstudio.evolution.DiffResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One changed file of a comparison, side by side: the baseline's text and the workspace's, aligned line by line
 * (unchanged lines face each other, a changed line faces its new version, an added or removed line faces a gap), with
 * the classified changes of {@link dev.agtpstudio.evolution.ContractDiff} at the lines their locations name, on the
 * side they name (decision 0580). Built on the "changes" worker; the view only paints it.
 *
 * @param file       the file, relative to the workspace root ({@code /}-separated)
 * @param rows       the aligned rows, top to bottom
 * @param oldMissing true when the baseline has no such file (it was added)
 * @param newMissing true when the workspace has no such file any more (it was removed)
 */
public record SideBySide(String file, List<Row> rows, boolean oldMissing, boolean newMissing) {

    /** How a row's two sides differ. */
    public enum Kind {
        SAME,
        CHANGED,
        ADDED,
        REMOVED
    }

    /**
     * One aligned row: a line of each side (line 0 and null text where that side has a gap) and the changes marked
     * at each side's line.
     */
    public record Row(
            Kind kind,
            int oldLine,
            String oldText,
            int newLine,
            String newText,
            List<Change> oldMarks,
            List<Change> newMarks) {}

    /** A changed endpoint (or the server-wide changes of a file) as the list beside the texts shows it. */
    public record Entry(String endpoint, String file, List<Change> changes) {
        /** The worst severity first, as {@link DiffResult} sorts them. */
        public Change worst() {
            return changes.get(0);
        }

        @Override
        public String toString() {
            return (endpoint == null ? "(server)" : endpoint) + "  \u2014  " + file;
        }
    }

    /** The changed endpoints and files of {@code r} that have a location, in the result's order (worst first). */
    public static List<Entry> entries(DiffResult r) {
        Map<List<String>, List<Change>> by = new LinkedHashMap<>();
        for (Change c : r.changes()) {
            if (c.location() != null) {
                by.computeIfAbsent(
                                java.util.Arrays.asList(
                                        c.endpoint(), c.location().fileName()),
                                k -> new ArrayList<>())
                        .add(c);
            }
        }
        List<Entry> out = new ArrayList<>();
        by.forEach((k, v) -> out.add(new Entry(k.get(0), k.get(1), List.copyOf(v))));
        return out;
    }

    /** The row index of {@code c}'s mark, or -1 when it has none here. */
    public int rowOf(Change c) {
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).oldMarks().contains(c) || rows.get(i).newMarks().contains(c)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * {@code file} of the two versions side by side, with the changes of {@code result} located in it.
     *
     * @param base    the baseline the comparison read
     * @param current the workspace as edited
     */
    public static SideBySide of(String file, Workspace base, Workspace current, DiffResult result) {
        String oldText = textOf(base, file);
        String newText = textOf(current, file);
        List<String> a = lines(oldText);
        List<String> b = lines(newText);
        Map<Integer, List<Change>> oldMarks = new LinkedHashMap<>();
        Map<Integer, List<Change>> newMarks = new LinkedHashMap<>();
        for (Change c : result.changes()) {
            ChangeLocation l = c.location();
            if (l != null && l.fileName().equals(file)) {
                int line = l.range() == null ? 1 : l.range().startLine();
                (l.side() == ChangeLocation.Side.OLD ? oldMarks : newMarks)
                        .computeIfAbsent(line, k -> new ArrayList<>())
                        .add(c);
            }
        }
        List<Row> rows = new ArrayList<>();
        int i = 0;
        int j = 0;
        for (AbstractDelta<String> d : DiffUtils.diff(a, b).getDeltas()) {
            Chunk<String> src = d.getSource();
            Chunk<String> tgt = d.getTarget();
            while (i < src.getPosition()) {
                rows.add(row(Kind.SAME, a, i++, b, j++, oldMarks, newMarks));
            }
            int n = Math.max(src.size(), tgt.size());
            for (int k = 0; k < n; k++) {
                boolean left = k < src.size();
                boolean right = k < tgt.size();
                Kind kind = left && right ? Kind.CHANGED : left ? Kind.REMOVED : Kind.ADDED;
                rows.add(row(kind, a, left ? i++ : -1, b, right ? j++ : -1, oldMarks, newMarks));
            }
        }
        while (i < a.size()) {
            rows.add(row(Kind.SAME, a, i++, b, j++, oldMarks, newMarks));
        }
        return new SideBySide(file, List.copyOf(rows), oldText == null, newText == null);
    }

    private static Row row(
            Kind kind,
            List<String> a,
            int i,
            List<String> b,
            int j,
            Map<Integer, List<Change>> om,
            Map<Integer, List<Change>> nm) {
        return new Row(
                kind,
                i + 1,
                i < 0 ? null : a.get(i),
                j + 1,
                j < 0 ? null : b.get(j),
                i < 0 ? List.of() : List.copyOf(om.getOrDefault(i + 1, List.of())),
                j < 0 ? List.of() : List.copyOf(nm.getOrDefault(j + 1, List.of())));
    }

    /** The text of {@code file} (relative to the root) in {@code ws}, or null when {@code ws} has no such file. */
    static String textOf(Workspace ws, String file) {
        if (ws == null) {
            return null;
        }
        Path root = ws.root().toAbsolutePath().normalize();
        for (LoadedFile<?> f : ws.files().values()) {
            Path p = f.path().toAbsolutePath().normalize();
            if (p.startsWith(root)
                    && root.relativize(p).toString().replace('\\', '/').equals(file)) {
                return f.text();
            }
        }
        return null;
    }

    /** The lines of {@code text} without their ends ({@code \r\n} or {@code \n}); none for a missing file. */
    static List<String> lines(String text) {
        if (text == null || text.isEmpty()) {
            return List.of();
        }
        List<String> out = new ArrayList<>(List.of(text.split("\r?\n", -1)));
        if (text.endsWith("\n")) {
            out.remove(out.size() - 1);
        }
        return out;
    }
}

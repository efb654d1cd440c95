package dev.agtpstudio.core.diag;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * "Fix all of a kind": the quick fixes the validator attached to many diagnostics, composed into one list of edits
 * per file (one undo step in the IDE, one workspace edit in the language server). Each occurrence contributes its
 * first fix, the one the editor and the language server offer first; no fix is computed here. Fixes are taken from
 * the end of the file backwards; a fix whose edits overlap a fix already taken is skipped (and counted), a fix equal
 * to one already taken (two diagnostics repaired by the same edit) is counted as fixed once.
 */
public final class FixAll {
    private FixAll() {}

    /**
     * The composed repair of one file.
     *
     * @param file    the file the edits apply to
     * @param edits   the edits of every fix taken, non-overlapping, in text order
     * @param fixed   the occurrences the edits repair
     * @param skipped the occurrences whose fix overlapped another's and was left out
     */
    public record FileFix(Path file, List<TextEdit> edits, List<Diagnostic> fixed, List<Diagnostic> skipped) {
        public FileFix {
            edits = List.copyOf(edits);
            fixed = List.copyOf(fixed);
            skipped = List.copyOf(skipped);
        }

        /** The file's text with every edit applied (the text must be the one the diagnostics were made on). */
        public String applyTo(String text) {
            return TextEdit.applyAll(text, edits);
        }

        public boolean isEmpty() {
            return edits.isEmpty();
        }
    }

    /** The active occurrences of {@code ruleId} that carry a fix. */
    public static Predicate<Diagnostic> ofRule(String ruleId) {
        return d -> d.ruleId().equals(ruleId);
    }

    /** Whether {@code d} can take part: active (not suppressed), in a file, with at least one fix with edits. */
    public static boolean fixable(Diagnostic d) {
        return !d.suppressed()
                && d.file() != null
                && !d.fixes().isEmpty()
                && !d.fixes().get(0).edits().isEmpty();
    }

    /** Composes the fixes of the diagnostics of one file that {@code which} selects. */
    public static FileFix inFile(Path file, List<Diagnostic> diagnostics, Predicate<Diagnostic> which) {
        List<Diagnostic> candidates = diagnostics.stream()
                .filter(d -> file.equals(d.file()) && fixable(d) && which.test(d))
                .sorted(Comparator.comparingInt(
                                (Diagnostic d) -> start(d.fixes().get(0)))
                        .reversed()
                        .thenComparing(Diagnostic.ORDER))
                .toList();
        List<Fix> taken = new ArrayList<>();
        List<Diagnostic> fixed = new ArrayList<>();
        List<Diagnostic> skipped = new ArrayList<>();
        for (Diagnostic d : candidates) {
            Fix f = d.fixes().get(0);
            if (taken.stream().anyMatch(t -> t.edits().equals(f.edits()))) {
                fixed.add(d);
            } else if (taken.stream().anyMatch(t -> overlaps(t, f))) {
                skipped.add(d);
            } else {
                taken.add(f);
                fixed.add(d);
            }
        }
        List<TextEdit> edits = new ArrayList<>();
        taken.forEach(t -> edits.addAll(t.edits()));
        edits.sort(Comparator.comparingInt(TextEdit::start).thenComparingInt(TextEdit::end));
        fixed.sort(Diagnostic.ORDER);
        skipped.sort(Diagnostic.ORDER);
        return new FileFix(file, edits, fixed, skipped);
    }

    /** The composed fixes of every file with a selected occurrence, in file order; files with nothing left out. */
    public static Map<Path, FileFix> inWorkspace(List<Diagnostic> diagnostics, Predicate<Diagnostic> which) {
        Map<Path, FileFix> out = new LinkedHashMap<>();
        diagnostics.stream()
                .filter(d -> fixable(d) && which.test(d))
                .map(Diagnostic::file)
                .distinct()
                .sorted(Comparator.comparing(Path::toString))
                .forEach(f -> {
                    FileFix ff = inFile(f, diagnostics, which);
                    if (!ff.isEmpty()) {
                        out.put(f, ff);
                    }
                });
        return out;
    }

    /** "5 occurrences", "1 occurrence". */
    public static String occurrences(int n) {
        return n + (n == 1 ? " occurrence" : " occurrences");
    }

    private static int start(Fix f) {
        return f.edits().stream().mapToInt(TextEdit::start).min().orElse(0);
    }

    /**
     * Whether two fixes touch the same text: their ranges overlap (an insertion strictly inside a replaced range
     * included), or both start at the same place (which goes first would be a guess).
     */
    static boolean overlaps(Fix a, Fix b) {
        for (TextEdit x : a.edits()) {
            for (TextEdit y : b.edits()) {
                if (x.start() == y.start() || x.start() < y.end() && y.start() < x.end()) {
                    return true;
                }
            }
        }
        return false;
    }
}

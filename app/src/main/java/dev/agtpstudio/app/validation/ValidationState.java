package dev.agtpstudio.app.validation;

import dev.agtpstudio.core.diag.Diagnostic;
import java.util.List;

/** What the status bar says about validation: running, or the counts of the last result. */
public record ValidationState(boolean running, int errors, int warnings, int infos) {
    public static ValidationState idle() {
        return new ValidationState(false, 0, 0, 0);
    }

    public static ValidationState inProgress() {
        return new ValidationState(true, 0, 0, 0);
    }

    public static ValidationState done(List<Diagnostic> diags) {
        int e = 0;
        int w = 0;
        int i = 0;
        for (Diagnostic d : diags) {
            if (d.suppressed()) {
                continue;
            }
            switch (d.severity()) {
                case ERROR -> e++;
                case WARNING -> w++;
                default -> i++;
            }
        }
        return new ValidationState(false, e, w, i);
    }

    /** "Validating…", "No problems", "3 errors, 2 warnings". */
    public String describe() {
        if (running) {
            return "Validating\u2026";
        }
        if (errors == 0 && warnings == 0 && infos == 0) {
            return "No problems";
        }
        StringBuilder sb = new StringBuilder();
        append(sb, errors, "error");
        append(sb, warnings, "warning");
        append(sb, infos, "info");
        return sb.toString();
    }

    private static void append(StringBuilder sb, int n, String noun) {
        if (n == 0) {
            return;
        }
        if (sb.length() > 0) {
            sb.append(", ");
        }
        sb.append(n).append(' ').append(noun);
        if (n != 1 && !noun.equals("info")) {
            sb.append('s');
        }
    }
}

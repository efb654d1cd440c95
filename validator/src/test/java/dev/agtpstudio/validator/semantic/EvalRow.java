package dev.agtpstudio.validator.semantic;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** One labelled (method, intent) pair of {@code semantic/consistency-eval.csv}. */
record EvalRow(int line, String method, String label, String split, String intent) {
    static final String RESOURCE = "/semantic/consistency-eval.csv";

    /**
     * Scoring: a consistent pair is right only when CONSISTENT; an inconsistent pair is right when flagged (WARNING or
     * FAILURE); a borderline pair is right when not hard-failed (WARNING or CONSISTENT).
     */
    boolean correct(Verdict v) {
        return switch (label) {
            case "consistent" -> v == Verdict.CONSISTENT;
            case "inconsistent" -> v != Verdict.CONSISTENT;
            case "borderline" -> v != Verdict.FAILURE;
            default -> throw new IllegalStateException("unknown label " + label + " at line " + line);
        };
    }

    static List<EvalRow> load() throws IOException {
        List<EvalRow> out = new ArrayList<>();
        try (InputStream in = EvalRow.class.getResourceAsStream(RESOURCE)) {
            String[] lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
            for (int i = 0; i < lines.length; i++) {
                String l = lines[i].strip();
                if (l.isEmpty() || l.startsWith("#") || l.startsWith("method,")) {
                    continue;
                }
                String[] p = l.split(",", 4);
                String intent = p[3].startsWith("\"")
                        ? p[3].substring(1, p[3].length() - 1).replace("\"\"", "\"")
                        : p[3];
                out.add(new EvalRow(i + 1, p[0], p[1], p[2], intent));
            }
        }
        return out;
    }
}

package dev.agtpstudio.validator.grade;

import java.nio.file.Path;
import java.util.List;

/**
 * What the description grade reads of one tool: the endpoint id ({@code METHOD /path}), the tool name an agent sees,
 * its description, intent and outcome (any may be null), its parameters, outputs and errors, and where it lives (file
 * and key path; null for a tool read from outside a workspace, as the labelled set's).
 */
public record GradeSubject(
        String endpoint,
        String name,
        String description,
        String intent,
        String outcome,
        List<GradeItem> params,
        List<GradeItem> outputs,
        List<GradeItem> errors,
        Path file,
        String keyPath) {
    public GradeSubject {
        params = params == null ? List.of() : List.copyOf(params);
        outputs = outputs == null ? List.of() : List.copyOf(outputs);
        errors = errors == null ? List.of() : List.copyOf(errors);
    }

    /** The agent-facing prose: description, intent and outcome, joined by spaces (blank parts left out). */
    public String prose() {
        // sized first and appended stripped in place: the grade reads every tool's prose on a cold run
        int len = stripped(description) + stripped(intent) + stripped(outcome);
        StringBuilder sb = new StringBuilder(len + 2);
        append(sb, description);
        append(sb, intent);
        append(sb, outcome);
        return sb.toString();
    }

    /** The length of {@code s} stripped, 0 for null or blank. */
    private static int stripped(String s) {
        if (s == null) {
            return 0;
        }
        int from = start(s);
        return from == s.length() ? 0 : end(s) - from;
    }

    private static void append(StringBuilder sb, String s) {
        if (s == null) {
            return;
        }
        int from = start(s);
        if (from < s.length()) {
            sb.append(sb.isEmpty() ? "" : " ").append(s, from, end(s));
        }
    }

    /** Where {@link String#strip} starts (the length for a blank text). */
    static int start(String s) {
        int i = 0;
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    /** Where {@link String#strip} ends. */
    static int end(String s) {
        int i = s.length();
        while (i > 0 && Character.isWhitespace(s.charAt(i - 1))) {
            i--;
        }
        return i;
    }

    /** The key path a finding about the prose points at: the intent's when there is one, else the description's. */
    String proseKey() {
        if (keyPath == null) {
            return null;
        }
        return keyPath + "/description";
    }
}

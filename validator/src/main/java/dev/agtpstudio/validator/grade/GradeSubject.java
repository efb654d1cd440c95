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
        StringBuilder sb = new StringBuilder();
        for (String s : new String[] {description, intent, outcome}) {
            if (s != null && !s.isBlank()) {
                sb.append(sb.isEmpty() ? "" : " ").append(s.strip());
            }
        }
        return sb.toString();
    }

    /** The key path a finding about the prose points at: the intent's when there is one, else the description's. */
    String proseKey() {
        if (keyPath == null) {
            return null;
        }
        return keyPath + "/description";
    }
}

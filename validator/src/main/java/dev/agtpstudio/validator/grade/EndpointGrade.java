package dev.agtpstudio.validator.grade;

import java.nio.file.Path;
import java.util.List;

/** The grade of one tool: 0-100 and the findings that cost points, biggest first. */
public record EndpointGrade(String endpoint, String name, Path file, int score, List<GradeFinding> findings) {
    public EndpointGrade {
        findings = List.copyOf(findings);
    }
}

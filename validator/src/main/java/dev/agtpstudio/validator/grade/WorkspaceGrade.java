package dev.agtpstudio.validator.grade;

import java.util.Comparator;
import java.util.List;

/**
 * Every tool's grade, worst first, and the workspace's: the mean of the mean score and the worst score, rounded, so
 * one bad tool pulls the workspace down however many good ones surround it (docs/grade.md). No tools: 100.
 */
public record WorkspaceGrade(List<EndpointGrade> grades, int workspace) {
    public static final Comparator<EndpointGrade> WORST_FIRST =
            Comparator.comparingInt(EndpointGrade::score).thenComparing(EndpointGrade::endpoint);

    public WorkspaceGrade {
        grades = grades.stream().sorted(WORST_FIRST).toList();
    }

    /** The grades and their workspace score. */
    public static WorkspaceGrade of(List<EndpointGrade> grades) {
        if (grades.isEmpty()) {
            return new WorkspaceGrade(grades, 100);
        }
        double mean = grades.stream().mapToInt(EndpointGrade::score).average().orElse(100);
        int worst = grades.stream().mapToInt(EndpointGrade::score).min().orElse(100);
        return new WorkspaceGrade(grades, (int) Math.round((mean + worst) / 2));
    }
}

package dev.agtpstudio.validator.grade;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Every tool's grade, worst first, and the workspace's: the mean of the mean score and the worst score, rounded, so
 * one bad tool pulls the workspace down however many good ones surround it (docs/grade.md). No tools: 100.
 */
public record WorkspaceGrade(List<EndpointGrade> grades, int workspace) {
    /** Lowest score first, then by endpoint. */
    public static final Comparator<EndpointGrade> WORST_FIRST = new WorstFirst();

    /** A class rather than a lambda or a comparator chain: nothing to spin on a cold run. */
    private static final class WorstFirst implements Comparator<EndpointGrade> {
        @Override
        public int compare(EndpointGrade a, EndpointGrade b) {
            return a.score() != b.score()
                    ? Integer.compare(a.score(), b.score())
                    : a.endpoint().compareTo(b.endpoint());
        }
    }

    public WorkspaceGrade {
        EndpointGrade[] sorted = grades.toArray(new EndpointGrade[0]);
        Arrays.sort(sorted, WORST_FIRST);
        grades = List.of(sorted);
    }

    /** The grades and their workspace score. */
    public static WorkspaceGrade of(List<EndpointGrade> grades) {
        if (grades.isEmpty()) {
            return new WorkspaceGrade(grades, 100);
        }
        long sum = 0;
        int worst = Integer.MAX_VALUE;
        for (EndpointGrade e : grades) {
            sum += e.score();
            worst = Math.min(worst, e.score());
        }
        double mean = (double) sum / grades.size();
        return new WorkspaceGrade(grades, (int) Math.round((mean + worst) / 2));
    }
}

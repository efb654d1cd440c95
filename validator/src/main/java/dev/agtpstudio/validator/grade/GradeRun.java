package dev.agtpstudio.validator.grade;

import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.semantic.EmbeddingConsistency;
import dev.agtpstudio.validator.semantic.IntentConsistency;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The grade of a {@code validate --grade} run: the tools of every workspace it validated (only those of the named
 * files when files were named), near tools found with the model pass 6 loaded for this run when it did (the same
 * {@link dev.agtpstudio.validator.semantic.EmbeddingService}), else by word overlap; one workspace grade over them.
 */
public final class GradeRun {
    private GradeRun() {}

    /** Near-tool finder for a run whose pass 6 used {@code consistency} (null: the lexicon). */
    public static Confusables confusables(IntentConsistency consistency) {
        return consistency instanceof EmbeddingConsistency e && e.isReady()
                ? Confusables.embedding(e.embeddings())
                : Confusables.words();
    }

    public static WorkspaceGrade grade(Map<Path, Workspace> loaded, Map<Path, Set<Path>> only, Confusables c) {
        List<EndpointGrade> all = new ArrayList<>();
        for (Map.Entry<Path, Workspace> e : loaded.entrySet()) {
            Set<Path> files = only.get(e.getKey());
            List<GradeSubject> subjects = GradeSubjects.of(e.getValue());
            WorkspaceGrade g = DescriptionGrader.grade(subjects, c);
            for (EndpointGrade eg : g.grades()) {
                if (files == null
                        || files.isEmpty()
                        || files.contains(eg.file().toAbsolutePath().normalize())) {
                    all.add(eg);
                }
            }
        }
        return WorkspaceGrade.of(all);
    }

    /** {@link #grade} on its own daemon thread ("grade"), so it runs while the files are validated. */
    public static java.util.concurrent.CompletableFuture<WorkspaceGrade> start(
            Map<Path, Workspace> loaded, Map<Path, Set<Path>> only, Confusables c) {
        java.util.concurrent.CompletableFuture<WorkspaceGrade> f = new java.util.concurrent.CompletableFuture<>();
        Thread t = new Thread(
                () -> {
                    try {
                        f.complete(grade(loaded, only, c));
                    } catch (Throwable e) {
                        f.completeExceptionally(e);
                    }
                },
                "grade");
        t.setDaemon(true);
        t.start();
        return f;
    }
}

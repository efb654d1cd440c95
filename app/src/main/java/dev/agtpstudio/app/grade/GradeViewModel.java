package dev.agtpstudio.app.grade;

import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.grade.Confusables;
import dev.agtpstudio.validator.grade.EndpointGrade;
import dev.agtpstudio.validator.grade.GradeMemo;
import dev.agtpstudio.validator.grade.WorkspaceGrade;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The IDE's description grade (docs/grade.md): graded on a worker for each settled validation, applied on the FX
 * thread only when no newer workspace was submitted meanwhile; what an unchanged tool gives is remembered. Near tools come from {@code confusables}, the IDE's one
 * MiniLM model once it is loaded.
 */
public final class GradeViewModel {
    private final Executor worker;
    private final Executor fx;
    private final Supplier<Confusables> confusables;
    private final AtomicLong generation = new AtomicLong();
    /** An unchanged tool's grade is remembered between workspaces (decision 0641). */
    private final GradeMemo memo = new GradeMemo();

    private final ObservableList<EndpointGrade> grades = FXCollections.observableArrayList();
    private final ReadOnlyObjectWrapper<WorkspaceGrade> workspace = new ReadOnlyObjectWrapper<>();

    public GradeViewModel(Executor worker, Executor fx, Supplier<Confusables> confusables) {
        this.worker = worker;
        this.fx = fx;
        this.confusables = confusables;
    }

    /** Grades {@code ws}; the returned future completes once the result is applied (or superseded). */
    public CompletableFuture<Void> submit(Workspace ws) {
        long g = generation.incrementAndGet();
        return CompletableFuture.supplyAsync(() -> memo.grade(ws, confusables.get()), worker)
                .thenAcceptAsync(
                        r -> {
                            if (generation.get() == g) {
                                workspace.set(r);
                                grades.setAll(r.grades());
                            }
                        },
                        fx);
    }

    /** Every endpoint's grade, worst first. */
    public ObservableList<EndpointGrade> grades() {
        return grades;
    }

    public ReadOnlyObjectProperty<WorkspaceGrade> workspaceProperty() {
        return workspace.getReadOnlyProperty();
    }
}

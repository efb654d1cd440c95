package dev.agtpstudio.validator.grade;

import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.agis.IdentityMemo;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The grade of one workspace after another, as the IDE asks for it after every settled validation: what an unchanged
 * tool gives is remembered by identity (a workspace reloads only the files that changed, so an unchanged endpoint keeps
 * its loaded file and model; decision 0501's reasoning). A tool is read again only when its file or its {@code .agis}
 * entry is a new object; the near tools are found again only when some tool changed (or the finder did); a tool is
 * graded again only when it, its near tool or their similarity changed. The result equals
 * {@code DescriptionGrader.grade(GradeSubjects.of(ws), confusables)} for every workspace (GradeMemoTest). One
 * instance per caller; calls are serialised.
 */
public final class GradeMemo {
    private record Read(AgisDocument.AgisEndpoint agis, GradeSubject subject) {}

    private record Graded(GradeSubject near, double similarity, EndpointGrade grade) {}

    private final IdentityMemo<LoadedFile<EndpointDecl>, Read> reads = new IdentityMemo<>();
    private final IdentityMemo<GradeSubject, Graded> grades = new IdentityMemo<>();
    private List<GradeSubject> lastSubjects = List.of();
    private Class<?> lastFinder;
    private List<Confusables.Near> lastNear = List.of();

    /** Every tool of {@code ws} graded, near tools found with {@code confusables}. */
    public synchronized WorkspaceGrade grade(Workspace ws, Confusables confusables) {
        Map<String, AgisDocument.AgisEndpoint> agis = GradeSubjects.agisById(ws);
        List<GradeSubject> subjects = new ArrayList<>(ws.endpointFiles().size());
        IdentityMemo<LoadedFile<EndpointDecl>, Read>.Pass readPass = reads.pass();
        for (LoadedFile<EndpointDecl> f : ws.endpointFiles()) {
            AgisDocument.AgisEndpoint a = GradeSubjects.agisFor(f, agis);
            Read r = readPass.get(f, (k, v) -> v.agis() == a, k -> new Read(a, GradeSubjects.of(k, a)));
            if (r.subject() != null) {
                subjects.add(r.subject());
            }
        }
        readPass.close();
        List<Confusables.Near> near =
                IdentityMemo.sameObjects(subjects, lastSubjects) && confusables.getClass() == lastFinder
                        ? lastNear
                        : confusables.nearest(subjects);
        lastSubjects = subjects;
        lastFinder = confusables.getClass();
        lastNear = near;
        List<EndpointGrade> out = new ArrayList<>(subjects.size());
        IdentityMemo<GradeSubject, Graded>.Pass gradePass = grades.pass();
        for (int i = 0; i < subjects.size(); i++) {
            Confusables.Near n = near.get(i);
            GradeSubject nearSubject = n == null ? null : subjects.get(n.index());
            double similarity = n == null ? 0 : n.similarity();
            Graded g = gradePass.get(
                    subjects.get(i),
                    (k, v) -> v.near() == nearSubject && Double.compare(v.similarity(), similarity) == 0,
                    k -> new Graded(nearSubject, similarity, DescriptionGrader.grade(k, nearSubject, similarity)));
            out.add(g.grade());
        }
        gradePass.close();
        return WorkspaceGrade.of(out);
    }
}

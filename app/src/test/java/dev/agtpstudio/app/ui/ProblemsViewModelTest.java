package dev.agtpstudio.app.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.ui.problems.ProblemsViewModel;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.text.LineIndex;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ProblemsViewModelTest {
    private static final Path ROOT = Path.of("/ws");

    private static Diagnostic d(String file, Severity s, int at) {
        return Diagnostic.builder("rule/" + s.label(), s, "message " + at)
                .file(ROOT.resolve(file))
                .range(LineIndex.of("a\nb\nc\nd\n").range(at, at + 1))
                .build();
    }

    private ProblemsViewModel vm() {
        ProblemsViewModel vm = new ProblemsViewModel();
        vm.rootProperty().set(ROOT);
        vm.setDiagnostics(List.of(
                d("endpoints/book.toml", Severity.ERROR, 2),
                d("endpoints/book.toml", Severity.WARNING, 0),
                d("hotel.agis", Severity.INFO, 4),
                d("hotel.agis", Severity.HINT, 6),
                d("hotel.agis", Severity.ERROR, 0).suppress("accepted")));
        return vm;
    }

    @ParameterizedTest
    @CsvSource({
        "HINT,    '',      4",
        "INFO,    '',      3",
        "WARNING, '',      2",
        "ERROR,   '',      1",
        "HINT,    agis,    2",
        "HINT,    BOOK,    2",
        "WARNING, agis,    0",
        "HINT,    nothing, 0",
    })
    void filtersBySeverityAndFile(Severity min, String file, int expected) {
        ProblemsViewModel vm = vm();
        vm.minimumSeverityProperty().set(min);
        vm.fileFilterProperty().set(file);
        assertThat(vm.visible()).hasSize(expected);
    }

    @Test
    void suppressedFindingsAreNotListed() {
        assertThat(vm().all()).noneMatch(Diagnostic::suppressed).hasSize(4);
    }

    @Test
    void rowsAreSortedByFileThenPosition() {
        assertThat(vm().all())
                .extracting(x -> x.file().getFileName() + ":" + x.range().startLine())
                .containsExactly("book.toml:1", "book.toml:2", "hotel.agis:3", "hotel.agis:4");
    }

    @Test
    void summaryCountsAllRowsAndSaysHowManyAreShown() {
        ProblemsViewModel vm = vm();
        assertThat(vm.summary().get()).isEqualTo("1 error, 1 warning, 2 other");
        vm.minimumSeverityProperty().set(Severity.ERROR);
        assertThat(vm.summary().get()).isEqualTo("1 error, 1 warning, 2 other (1 shown)");
    }

    @Test
    void fileColumnIsRelativeToTheWorkspace() {
        ProblemsViewModel vm = vm();
        assertThat(vm.fileLabel(vm.all().get(0)))
                .isEqualTo(Path.of("endpoints/book.toml").toString());
        assertThat(vm.fileLabel(Diagnostic.builder("w/x", Severity.ERROR, "m").build()))
                .isEqualTo("(workspace)");
    }

    @Test
    void externalRowsStayWhenValidationResultsChangeAndGoWhenCleared() {
        ProblemsViewModel vm = vm();
        Diagnostic check = Diagnostic.builder("check/valid-input", Severity.ERROR, "BOOK /reservations: got 500")
                .file(ROOT.resolve("endpoints/book.toml"))
                .build();
        vm.setExternal("check", List.of(check));
        assertThat(vm.all()).hasSize(5).contains(check);
        vm.setDiagnostics(List.of(d("hotel.agis", Severity.INFO, 4)));
        assertThat(vm.all()).containsExactlyInAnyOrder(check, d("hotel.agis", Severity.INFO, 4));
        vm.setExternal("check", List.of());
        assertThat(vm.all()).containsExactly(d("hotel.agis", Severity.INFO, 4));
    }

    @Test
    void aRowActionIsOfferedOnlyOnTheRowsItAppliesTo() {
        ProblemsViewModel vm = vm();
        List<Diagnostic> clicked = new java.util.ArrayList<>();
        vm.actions()
                .add(new ProblemsViewModel.RowAction("Replay", x -> x.ruleId().startsWith("check/"), clicked::add));
        Diagnostic check =
                Diagnostic.builder("check/served", Severity.ERROR, "not served").build();
        assertThat(vm.actionFor(check)).map(ProblemsViewModel.RowAction::label).contains("Replay");
        assertThat(vm.actionFor(vm.all().get(0))).isEmpty();
        vm.actionFor(check).orElseThrow().run().accept(check);
        assertThat(clicked).containsExactly(check);
    }
}

package dev.agtpstudio.validator;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.validator.engine.Validators;
import dev.agtpstudio.validator.portability.DraftFormCheck;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** User-facing text cites the drafts' sections or a shipped docs/ page, never a file users do not have. */
class CitationsTest {
    private static final List<String> UNSHIPPED = List.of("protocol.md", "../shared", "seeds/");

    @Test
    void noRuleCitesAFileThatDoesNotShip() {
        List<String> bad = new ArrayList<>();
        for (RuleInfo r : Validators.standard(ValidationOptions.defaults()).rules()) {
            for (String u : UNSHIPPED) {
                if (r.spec().contains(u) || r.title().contains(u)) {
                    bad.add(r.id() + ": " + r.spec());
                }
            }
        }
        assertThat(bad).isEmpty();
    }

    @Test
    void noMessageOverTheFixtureCorpusCitesAFileThatDoesNotShip() {
        List<String> bad = new ArrayList<>();
        for (String dir : List.of("valid", "invalid", "borderline", "context", "agis")) {
            Workspace ws = WorkspaceLoader.load(Path.of("src/test/resources/fixtures", dir), MethodCatalog.bundled());
            for (Diagnostic d : Validators.standard(ValidationOptions.defaults())
                    .validate(ws)
                    .diagnostics()) {
                if (UNSHIPPED.stream()
                        .anyMatch(u -> d.message().contains(u)
                                || String.valueOf(d.specRef()).contains(u))) {
                    bad.add(d.ruleId() + ": " + d.message());
                }
            }
        }
        assertThat(bad).isEmpty();
    }

    @Test
    void theDraftFormNoteSaysWhatTheReferenceServerDoes() {
        Workspace ws = Workspace.of(
                Path.of("ws"),
                MethodCatalog.bundled(),
                List.of(
                        FileLoader.load(
                                Path.of("ws/find.toml"),
                                "[endpoint]\nmethod = \"FIND\"\npath = \"/rooms\"\ndescription = \"d\"\n"
                                        + "input_schema = { type = \"object\", properties = { city = { type = \"string\" } } }\n")));
        List<Diagnostic> notes = Validators.standard(ValidationOptions.defaults()).validate(ws).diagnostics().stream()
                .filter(d -> d.ruleId().equals(DraftFormCheck.DRAFT_FORM.id()))
                .toList();
        assertThat(notes)
                .singleElement()
                .satisfies(d -> assertThat(d.message())
                        .contains("loads this endpoint but ignores input_schema")
                        .contains("accepts no inputs")
                        .doesNotContain("would refuse"));
    }
}

package dev.agtpstudio.validator.endpoint;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.engine.Validator;
import dev.agtpstudio.validator.engine.Validators;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every missing required endpoint field has a quick fix that adds it, and the fixed file has none missing. */
class MissingFieldFixTest {
    private static final Path FILE = Path.of("/ws/endpoints/refund.toml");
    private static final Validator ENDPOINT = new Validator(
            Map.of(FileKind.ENDPOINT, Validators.endpointChecks()), List.of(), ValidationOptions.defaults());

    private static List<Diagnostic> validate(String text) {
        Workspace ws = Workspace.of(Path.of("/ws"), MethodCatalog.bundled(), List.of(FileLoader.load(FILE, text)));
        return ENDPOINT.validate(ws).diagnostics();
    }

    private static List<Diagnostic> missing(String text) {
        return validate(text).stream()
                .filter(d -> d.ruleId().equals("endpoint/missing-field"))
                .toList();
    }

    @Test
    void eachMissingFieldIsAddedByItsFixUntilNoneIsMissing() {
        String text = "# refunds\n[endpoint]\nmethod = \"REFUND\"\npath = \"/payments/{payment_id}\"\n";
        List<String> applied = new ArrayList<>();
        for (int i = 0; i < 10 && !missing(text).isEmpty(); i++) {
            Diagnostic d = missing(text).get(0);
            assertThat(d.fixes()).as(d.message()).hasSize(1);
            applied.add(d.fixes().get(0).title());
            text = d.fixes().get(0).applyTo(text);
        }
        assertThat(missing(text)).isEmpty();
        // no input tables: a reference-form endpoint that takes no input (decision 0180), so five fields are missing
        assertThat(applied).hasSize(5).allMatch(t -> t.startsWith("Add `"));
        assertThat(text)
                .contains(
                        "[endpoint]\nerrors = []\ndescription = ",
                        "capability = \"transaction\"",
                        "[endpoint.handler]");
        assertThat(validate(text))
                .noneMatch(d -> d.severity() == Severity.ERROR && d.ruleId().startsWith("endpoint/"));
    }

    @Test
    void aFileWithoutAnEndpointTableGetsTheMessageButNoFix() {
        List<Diagnostic> d = missing("method = \"FETCH\"\n");
        assertThat(d).isNotEmpty().allMatch(x -> x.fixes().isEmpty());
    }
}

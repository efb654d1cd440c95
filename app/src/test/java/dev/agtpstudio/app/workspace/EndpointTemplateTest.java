package dev.agtpstudio.app.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.catalog.MethodInfo;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.validator.live.StandardValidation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** A new endpoint from the template validates with no error or warning, whatever the verb and path. */
class EndpointTemplateTest {
    private static final MethodCatalog CATALOG = MethodCatalog.bundled();

    @TempDir
    Path dir;

    static Stream<String> everyAdmittedVerb() {
        return CATALOG.methods().values().stream()
                .filter(m -> !m.removed() && !m.deprecated())
                .map(MethodInfo::name);
    }

    @ParameterizedTest
    @MethodSource("everyAdmittedVerb")
    void everyCatalogVerbGivesAValidEndpoint(String verb) throws IOException {
        assertThat(findings(verb + " /payments/{payment_id}")).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "REFUND /payments/{payment_id}",
                "BOOK /reservations",
                "FETCH /",
                "QUERY /hotels/{hotel_id}/rooms/{room_id}/rates",
                "NOTIFY /guests/{guest_id}/messages"
            })
    void pathParametersBecomeRequiredInputs(String line) throws IOException {
        assertThat(findings(line)).isEmpty();
    }

    @Test
    void refundDeclaresThePaymentIdAndTheTransactionCategory() {
        String t = EndpointTemplate.render(
                EndpointTemplate.parse("REFUND /payments/{payment_id}").orElseThrow(), CATALOG);
        assertThat(t)
                .contains("name = \"payment_id\"", "capability = \"transaction\"")
                .doesNotContain("name = \"id\"", "\"informational\"");
    }

    @Test
    void aVerbOutsideTheCatalogOrAPathTheServerRefusesIsReportedInTheValidatorsWords() {
        assertThat(EndpointTemplate.problem(
                        EndpointTemplate.parse("REFUN /payments").orElseThrow(), CATALOG))
                .hasValueSatisfying(m -> assertThat(m).contains("REFUN", "REFUND"));
        assertThat(EndpointTemplate.problem(
                        EndpointTemplate.parse("NOTIFY /guests/{guest-id}").orElseThrow(), CATALOG))
                .hasValueSatisfying(m -> assertThat(m).contains("{guest-id}"));
        assertThat(EndpointTemplate.problem(
                        EndpointTemplate.parse("REFUND /payments").orElseThrow(), CATALOG))
                .isEmpty();
    }

    private List<String> findings(String line) throws IOException {
        EndpointTemplate.Signature s = EndpointTemplate.parse(line).orElseThrow();
        Path f = dir.resolve(s.fileName());
        Files.writeString(f, EndpointTemplate.render(s, CATALOG));
        Workspace ws = WorkspaceLoader.load(dir, CATALOG);
        List<Diagnostic> all = new StandardValidation(Map.of()).validate(ws, Set.of());
        return all.stream()
                .filter(d -> d.severity().atLeast(Severity.WARNING))
                .map(d -> d.severity() + " " + d.ruleId() + ": " + d.message())
                .toList();
    }
}

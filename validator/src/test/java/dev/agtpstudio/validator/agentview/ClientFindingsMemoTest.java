package dev.agtpstudio.validator.agentview;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.validator.Clients;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.engine.Validators;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The client findings remembered per tool node (decision 0535) are the findings the rules make: an unchanged tool's
 * are reported again (the very fix objects made the first time), a changed tool's and another client set's are made
 * again, and every result equals the validation of a freshly loaded workspace (nothing remembered for its nodes).
 */
class ClientFindingsMemoTest {
    private static final Path FX = Path.of("src/test/resources/fixtures");
    private static final Path STRICT = FX.resolve("borderline/client-openai-strict-required-all.toml");
    private static final Path GEMINI = FX.resolve("borderline/client-gemini-unsupported-keyword.toml");
    private static final Set<String> ALL = Set.copyOf(Clients.ALL);

    /** The context workspace with the two fixtures, {@code strict} as the text of the OpenAI one; every node new. */
    private static Workspace fresh(String strict) throws Exception {
        return WorkspaceLoader.load(FX.resolve("context"), MethodCatalog.bundled())
                .withFile(FileLoader.load(STRICT, strict))
                .withFile(FileLoader.load(GEMINI, Files.readString(GEMINI)));
    }

    private static List<Diagnostic> findings(Workspace ws, Set<String> clients) {
        return Validators.standard(ValidationOptions.defaults().withClients(clients))
                .validate(ws)
                .diagnostics()
                .stream()
                .filter(d -> d.ruleId().startsWith("client/"))
                .toList();
    }

    private static Diagnostic one(List<Diagnostic> ds, String rule) {
        return ds.stream().filter(d -> d.ruleId().equals(rule)).findFirst().orElseThrow();
    }

    @Test
    void anUnchangedToolsFindingsAreReportedAgainAndEqualTheUncachedOnes() throws Exception {
        String text = Files.readString(STRICT);
        Workspace ws = fresh(text);
        List<Diagnostic> first = findings(ws, ALL);
        List<Diagnostic> again = findings(ws, ALL);
        assertThat(again).isEqualTo(first);
        String rule = "client/openai-strict/required-all";
        assertThat(one(again, rule).fixes().get(0))
                .isSameAs(one(first, rule).fixes().get(0));
        List<Diagnostic> uncached = findings(fresh(text), ALL);
        assertThat(uncached).isEqualTo(first);
        assertThat(one(uncached, rule).fixes().get(0))
                .isNotSameAs(one(first, rule).fixes().get(0));
    }

    @Test
    void aChangedToolIsCheckedAgainAndTheOthersAreReused() throws Exception {
        Workspace ws = fresh(Files.readString(STRICT));
        List<Diagnostic> before = findings(ws, ALL);
        String edited = Files.readString(STRICT).replace("name = \"guest_note\"", "name = \"guest_remark\"");
        List<Diagnostic> after = findings(ws.withFile(FileLoader.load(STRICT, edited)), ALL);
        assertThat(one(before, "client/openai-strict/required-all").message()).contains("`guest_note`");
        assertThat(one(after, "client/openai-strict/required-all").message()).contains("`guest_remark`");
        String gemini = "client/gemini/unsupported-keyword";
        assertThat(one(after, gemini).fixes().get(0))
                .isSameAs(one(before, gemini).fixes().get(0));
        assertThat(after).isEqualTo(findings(fresh(edited), ALL));
    }

    @Test
    void anotherClientSetIsCheckedAgain() throws Exception {
        String text = Files.readString(STRICT);
        Workspace ws = fresh(text);
        List<Diagnostic> strict = findings(ws, Set.of(Clients.OPENAI_STRICT));
        List<Diagnostic> all = findings(ws, ALL);
        assertThat(all)
                .isEqualTo(findings(fresh(text), ALL))
                .anyMatch(d -> d.ruleId().startsWith("client/gemini/"));
        assertThat(strict).isNotEmpty().noneMatch(d -> d.ruleId().startsWith("client/gemini/"));
        assertThat(findings(ws, Set.of(Clients.OPENAI_STRICT)))
                .isEqualTo(strict)
                .isEqualTo(findings(fresh(text), Set.of(Clients.OPENAI_STRICT)));
    }
}

package dev.agtpstudio.app.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.dispatch.Replies;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The PROPOSE body built from an endpoint file's text, and the server evaluator's dry run of it on the sample. */
class ProposalDraftTest {
    @TempDir
    Path tmp;

    @Test
    void aDraftOfTheSampleIsEvaluatedByTheServersEvaluatorWithoutAServer() throws Exception {
        Path ws = SampleSupport.copySample(tmp);
        Workspace w = WorkspaceLoader.load(ws, MethodCatalog.bundled());
        Path file = ws.resolve("endpoints/audit_folio.toml");
        String draft = Files.readString(file)
                .replace("path = \"/folios/{reservation_id}\"", "path = \"/audits/{reservation_id}\"");
        ProposalDraft d = ProposalDraft.of(file, draft);
        assertThat(d.errors()).isEmpty();
        assertThat(d.endpoint()).isEqualTo("AUDIT /audits/{reservation_id}");
        assertThat(d.body().at("/parameters/endpoint/input_schema/properties").has("reservation_id"))
                .isTrue();
        assertThat(d.body().at("/parameters/persistent").asBoolean(true)).isFalse();
        // the recipe's FETCH step calls the PMS with ${HOTEL_PMS_TOKEN}: registered only with it set
        DispatchOptions env = DispatchOptions.defaults().withEnvironment(java.util.Map.of("HOTEL_PMS_TOKEN", "t"));
        Replies.Reply few = EmbeddedServer.dryRunProposal(w, env, d.body(), "billing:read");
        assertThat(few.status()).as(few.body().toPrettyString()).isEqualTo(262);
        Replies.Reply enough = EmbeddedServer.dryRunProposal(w, env, d.body(), "billing:read booking:read");
        assertThat(enough.status()).as(enough.body().toPrettyString()).isEqualTo(263);
        Replies.Reply served = EmbeddedServer.dryRunProposal(
                w, env, ProposalDraft.of(file, Files.readString(file)).body(), "billing:read booking:read");
        assertThat(served.status()).as(served.body().toPrettyString()).isEqualTo(463);
        assertThat(served.body().get("similar").toString())
                .as("a 463 names similar entries")
                .contains("/folios/{reservation_id}");
    }

    @Test
    void aFileThatDoesNotLoadGivesItsErrorsAndNoBody() {
        ProposalDraft d = ProposalDraft.of(Path.of("x.toml"), "[endpoint]\nmethod = 3\n");
        assertThat(d.body()).isNull();
        assertThat(d.errors()).isNotEmpty();
        assertThat(String.join("\n", d.errors())).contains("line 2");
    }
}

package dev.agtpstudio.app.preview;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.preview.ProjectionKind;
import dev.agtpstudio.preview.tokens.Tokenizers;
import dev.agtpstudio.preview.tokens.ToolTokens;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.engine.Validators;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;

/** The preview counts the tokens of the tool lists it shows, per tool and in total, from the snapshot's projection. */
class PreviewTokensTest {
    private static final Path SAMPLE =
            Path.of(System.getProperty("agtp.project.dir", "..")).resolve("samples/hotel");

    @Test
    void theSnapshotCountsTheMcpAndA2tListsItShows() {
        Workspace w = WorkspaceLoader.load(SAMPLE, MethodCatalog.bundled());
        Executor direct = Runnable::run;
        PreviewSnapshot s = new PreviewViewModel(direct, direct, Clock.fixed(Instant.EPOCH, ZoneOffset.UTC))
                .compute(new PreviewViewModel.Input(
                        w,
                        Validators.standard(ValidationOptions.defaults())
                                .validate(w)
                                .diagnostics()));
        ToolTokens.ListCost mcp = s.tokens().get(ProjectionKind.MCP);
        assertThat(mcp.tools())
                .hasSize(s.get(ProjectionKind.MCP).document().get("tools").size())
                .isNotEmpty();
        assertThat(mcp.total())
                .isEqualTo(Tokenizers.count(
                        ToolTokens.wire(s.get(ProjectionKind.MCP).document())));
        ToolTokens.ListCost a2t = s.tokens().get(ProjectionKind.A2T);
        assertThat(a2t.total())
                .isEqualTo(Tokenizers.count(
                        ToolTokens.wire(s.get(ProjectionKind.A2T).document())));

        String line = TokenSummary.line(mcp);
        assertThat(line)
                .startsWith("tools/list: "
                        + String.format(
                                java.util.Locale.ROOT, "%,d", mcp.total().o200kBase()) + " tokens (o200k_base)")
                .contains(mcp.tools().size() + " tools")
                .contains("largest `");
        String table = TokenSummary.table(mcp);
        assertThat(table.split("\n")).hasSize(mcp.tools().size() + 2);
        mcp.tools().forEach(t -> assertThat(table).contains(t.name() + "  "));
    }
}

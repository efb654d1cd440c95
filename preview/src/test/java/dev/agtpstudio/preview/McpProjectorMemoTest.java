package dev.agtpstudio.preview;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.tokens.ToolTokens;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The per-endpoint memo of the MCP projection (decision 0501): only changed endpoints are projected again. */
class McpProjectorMemoTest {
    private static final ProjectionOptions OPTS = ProjectionOptions.at(Instant.EPOCH);
    private static final String OLD_INTENT = "Book a room at a Harbor Light property";

    private static McpProjector.Result mcp(Workspace ws) {
        return Projections.standard(ws).servedMcp(ws, OPTS);
    }

    /** A new snapshot of the same loaded files: what the per-snapshot result cannot answer (decision 0605). */
    private static Workspace snapshot(Workspace ws) {
        return Workspace.of(ws.root(), ws.catalog(), List.copyOf(ws.files().values()));
    }

    /** The sample projected from its endpoint files (no .agis), so the TOML -> AGIS conversion is memoised too. */
    private static Workspace tomlOnly() {
        Workspace ws = Workspaces.load(Workspaces.sampleDir());
        return ws.without(Workspaces.sampleDir().resolve("harbor-light.agis"));
    }

    private static Workspace withChangedIntent(Workspace ws) throws IOException {
        Path f = Workspaces.sampleDir().resolve("endpoints/book_reservation.toml");
        String text = Files.readString(f);
        assertThat(text).contains(OLD_INTENT);
        return ws.withFile(FileLoader.load(f, text.replace(OLD_INTENT, "Reserve a room at a Harbor Light hotel")));
    }

    @Test
    void oneSnapshotIsProjectedOnceForEveryReaderAndAnotherIsProjectedAgain() {
        Workspace ws = tomlOnly();
        long before = McpProjector.builds();
        McpProjector.Result first = mcp(ws);
        assertThat(mcp(ws)).isSameAs(first);
        assertThat(Projections.standard(ws).served(ws, OPTS).mcp()).isSameAs(first);
        assertThat(McpProjector.builds() - before).isEqualTo(1);
        McpProjector.Result next = mcp(snapshot(ws));
        assertThat(next).isNotSameAs(first);
        assertThat(ToolTokens.wire(next.projection().document()))
                .isEqualTo(ToolTokens.wire(first.projection().document()));
        assertThat(McpProjector.builds() - before).isEqualTo(2);
        // another selection of endpoints is its own projection
        McpProjector.Result some = Projections.of(
                        ws, f -> f.model() != null && !f.path().endsWith("book_reservation.toml"))
                .servedMcp(ws, OPTS);
        assertThat(some.tools()).hasSize(first.tools().size() - 1);
    }

    @Test
    void anUnchangedEndpointIsNotProjectedAgainAndAChangedOneIs() throws IOException {
        Workspace ws = tomlOnly();
        List<McpProjector.McpTool> first = mcp(ws).tools();
        List<McpProjector.McpTool> again = mcp(snapshot(ws)).tools();
        assertThat(first).hasSizeGreaterThan(1);
        for (int i = 0; i < first.size(); i++) {
            assertThat(again.get(i).tool()).isSameAs(first.get(i).tool());
        }
        List<McpProjector.McpTool> changed = mcp(withChangedIntent(ws)).tools();
        for (int i = 0; i < first.size(); i++) {
            if (first.get(i).name().equals("book_reservations")) {
                assertThat(changed.get(i).tool()).isNotSameAs(first.get(i).tool());
                assertThat(changed.get(i).tool().get("description").asText()).startsWith("Reserve a room");
            } else {
                assertThat(changed.get(i).tool()).isSameAs(first.get(i).tool());
            }
        }
    }

    @Test
    void anUnchangedAgisEndpointIsNotProjectedAgain() {
        Workspace ws = Workspaces.load(Workspaces.sampleDir());
        List<McpProjector.McpTool> first = mcp(ws).tools();
        List<McpProjector.McpTool> again = mcp(snapshot(ws)).tools();
        assertThat(first).isNotEmpty();
        for (int i = 0; i < first.size(); i++) {
            assertThat(again.get(i).tool()).isSameAs(first.get(i).tool());
        }
    }

    @Test
    void theMemoisedListIsTheUncachedOneAndCostsTheSame() throws IOException {
        Workspace ws = tomlOnly();
        mcp(ws);
        Workspace edited = withChangedIntent(ws);
        Projections.Served memoised = Projections.standard(edited).served(edited, OPTS);
        // a workspace loaded afresh has new model objects only: nothing of it is in the memo
        Workspace fresh = withChangedIntent(tomlOnly());
        Projections.Served uncached = Projections.standard(fresh).served(fresh, OPTS);
        assertThat(ToolTokens.wire(memoised.mcp().projection().document()))
                .isEqualTo(ToolTokens.wire(uncached.mcp().projection().document()));
        assertThat(ToolTokens.mcp(memoised).total())
                .isEqualTo(ToolTokens.mcp(uncached).total());
        assertThat(ToolTokens.mcp(memoised).tools().stream()
                        .map(t -> t.tokens())
                        .toList())
                .isEqualTo(ToolTokens.mcp(uncached).tools().stream()
                        .map(t -> t.tokens())
                        .toList());
    }
}

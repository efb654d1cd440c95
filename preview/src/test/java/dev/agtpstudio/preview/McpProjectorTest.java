package dev.agtpstudio.preview;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.core.model.AgisDocument.AgisSemantic;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.preview.agis.ServiceView;
import dev.agtpstudio.preview.agis.TomlToAgis;
import dev.agtpstudio.preview.source.SourceRef;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class McpProjectorTest {

    static AgisEndpoint ep(String method, String path, String toolName, Map<String, List<String>> hints) {
        AgisSemantic s = new AgisSemantic(
                "Books a table.",
                "agent",
                "A booking exists.",
                "transaction",
                0.9,
                "reversible",
                false,
                hints,
                null,
                toolName,
                "/endpoints/0/semantic");
        return new AgisEndpoint(
                method,
                path,
                null,
                s,
                SchemaSpec.absent("/endpoints/0/input"),
                SchemaSpec.absent("/endpoints/0/output"),
                List.of("table_unavailable"),
                "/endpoints/0");
    }

    static ServiceView view(List<AgisEndpoint> eps) {
        AgisDocument d = new AgisDocument("1.0", "Tables", "agtp://tables.example", null, eps, null, null, null, null);
        return new ServiceView(d, List.of(), new SourceRef(Path.of("t.agis"), null, ""));
    }

    @Test
    void namesToolsFromVerbAndFirstSegmentUnlessOverridden() {
        assertThat(McpProjector.toolName(ep("BOOK", "/reservation", null, null)))
                .isEqualTo("book_reservation");
        assertThat(McpProjector.toolName(ep("BOOK", "/reservation", "make_reservation", null)))
                .isEqualTo("make_reservation");
        assertThat(McpProjector.toolName(ep("FETCH", "/{id}/rooms", null, null)))
                .isEqualTo("fetch_rooms");
    }

    @Test
    void appendsParameterHintsToTheDescription() {
        Map<String, List<String>> hints = new LinkedHashMap<>();
        hints.put("party_size", List.of("number of guests", "table for N"));
        JsonNode tool = new McpProjector()
                .project(view(List.of(ep("BOOK", "/tables", null, hints))))
                .document()
                .get("tools")
                .get(0);
        assertThat(tool.get("description").asText())
                .isEqualTo("Books a table.\nHints: party_size = ['number of guests', 'table for N']");
        assertThat(tool.get("inputSchema").get("type").asText()).isEqualTo("object");
    }

    @Test
    void flagsDuplicateLongNamesAndTooManyTools() {
        List<AgisEndpoint> eps = new ArrayList<>();
        eps.add(ep("BOOK", "/tables", null, null));
        eps.add(ep("BOOK", "/tables/{id}", null, null));
        eps.add(ep("BOOK", "/tables", "x".repeat(70), null));
        IntStream.range(0, 40).forEach(i -> eps.add(ep("FETCH", "/things" + i, null, null)));
        Projection p = new McpProjector().project(view(eps));
        assertThat(p.notes())
                .extracting(ProjectionNote::code)
                .contains("mcp/duplicate-name", "mcp/name-too-long", "mcp/too-many-tools");
    }

    @Test
    void mapsFreeFormTomlActorsOntoAgisActors() {
        assertThat(TomlToAgis.agisActor("customer")).isEqualTo("user");
        assertThat(TomlToAgis.agisActor("agent")).isEqualTo("agent");
        assertThat(TomlToAgis.agisActor("system")).isEqualTo("system");
    }

    @Test
    void theSampleCarriesTitlesAnnotationsOutputSchemasAndSaysWhatTheEnvironmentDecides() {
        dev.agtpstudio.core.workspace.Workspace ws = Workspaces.load(Workspaces.sampleDir());
        Projection p = new McpProjector().project(ws, f -> f.model() != null, "1");
        JsonNode tools = p.document().get("tools");
        JsonNode fetch = tools.get(5);
        assertThat(fetch.get("name").asText()).isEqualTo("fetch_reservation");
        assertThat(fetch.get("title").asText()).isEqualTo("Fetch reservation");
        assertThat(fetch.get("annotations").get("readOnlyHint").asBoolean()).isTrue();
        assertThat(fetch.get("annotations").get("openWorldHint").asBoolean()).isTrue();
        assertThat(fetch.get("outputSchema").get("properties").has("guest_name"))
                .isTrue();
        JsonNode book = tools.get(3);
        assertThat(book.get("annotations").get("destructiveHint").asBoolean()).isTrue();
        assertThat(book.get("annotations").get("idempotentHint").asBoolean()).isFalse();
        assertThat(book.get("annotations").get("openWorldHint").asBoolean()).isFalse();
        assertThat(p.notes())
                .filteredOn(n -> n.code().equals("mcp/needs-environment"))
                .singleElement()
                .satisfies(
                        n -> assertThat(n.message()).contains("HOTEL_PMS_TOKEN").contains("fetch_reservation"));
    }

    @Test
    void anAgisEndpointNoServedFileDeclaresIsNotATool() {
        dev.agtpstudio.core.workspace.Workspace ws = Workspaces.load(Workspaces.sampleDir());
        Projection p = new McpProjector()
                .project(ws, f -> f.model() != null && !f.model().method().equals("FETCH"), "1");
        assertThat(p.document().get("tools").findValuesAsText("name"))
                .hasSize(10)
                .doesNotContain("fetch_reservation");
        assertThat(p.notes()).extracting(ProjectionNote::code).contains("mcp/not-served");
    }
}

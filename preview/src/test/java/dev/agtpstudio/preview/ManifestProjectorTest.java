package dev.agtpstudio.preview;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.LocationMap;
import dev.agtpstudio.core.load.SourceText;
import dev.agtpstudio.core.model.Deprecation;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.EndpointForm;
import dev.agtpstudio.core.model.FieldSpec;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.model.SchemaForm;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.core.model.Semantic;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.source.SourceRef;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ManifestProjectorTest {

    static LoadedFile<?> endpoint(String file, String method, String path, HandlerBinding handler, Deprecation dep) {
        Semantic sem = new Semantic(
                "Fetch one article by id.",
                "agent",
                "The article is returned.",
                "retrieval",
                0.9,
                "informational",
                true,
                "/endpoint/semantic");
        SchemaSpec in = new SchemaSpec(
                SchemaForm.FIELD_TABLES,
                List.of(new FieldSpec(
                        "article_id",
                        "integer",
                        "The article id.",
                        null,
                        null,
                        null,
                        true,
                        "/endpoint/input/required/0")),
                null,
                "/endpoint/input");
        SchemaSpec out = new SchemaSpec(
                SchemaForm.FIELD_TABLES,
                List.of(new FieldSpec("title", "string", "The title.", null, null, null, false, "/endpoint/output/0")),
                null,
                "/endpoint/output");
        EndpointDecl d = new EndpointDecl(
                method,
                path,
                "Fetches an article.",
                "articles",
                sem,
                in,
                out,
                List.of("article_not_found"),
                handler,
                List.of("articles:read"),
                dep,
                EndpointForm.REFERENCE,
                "/endpoint");
        return new LoadedFile<>(
                SourceText.of(Path.of(file), "[endpoint]\n"), FileKind.ENDPOINT, d, LocationMap.EMPTY, List.of());
    }

    static Workspace workspace() {
        HandlerBinding ext = new HandlerBinding.ExternalService(
                "https://upstream.example/articles",
                "GET",
                5.0,
                Map.of("Authorization", "Bearer ${TOKEN}"),
                Map.of("a", "b"),
                Map.of("author_id", "userId"),
                Map.of("404", "article_not_found"),
                "/endpoint/handler");
        return Workspace.of(
                Path.of("ws"),
                MethodCatalog.bundled(),
                List.of(
                        endpoint("ws/endpoints/a.toml", "FETCH", "/articles/{article_id}", ext, null),
                        endpoint(
                                "ws/endpoints/b.toml",
                                "QUERY",
                                "/articles",
                                new HandlerBinding.RegisteredFunction("pkg.handlers.query", "/endpoint/handler"),
                                new Deprecation(
                                        "1.1", "2.0", "FETCH", "/articles/{article_id}", "/endpoint/deprecated"))));
    }

    @Test
    void projectsHandlerTypeOnlyAndNoReferenceFields() {
        Projection p = new ManifestProjector()
                .project(workspace(), ProjectionOptions.at(Instant.parse("2026-01-01T00:00:00Z")));
        String json = p.document().toString();
        assertThat(json).doesNotContain("upstream.example", "pkg.handlers", "Bearer", "userId", "error_map", "timeout");
        JsonNode first = p.document().get("endpoints").get(0);
        assertThat(first.get("handler").toString()).isEqualTo("{\"type\":\"external_service\"}");
        assertThat(first.get("input_schema").get("additionalProperties").asBoolean())
                .isFalse();
        assertThat(first.get("output_schema").get("additionalProperties").asBoolean())
                .isTrue();
    }

    @Test
    void keepsSectionOrderAndAddsBuiltinDiscoverMethods() {
        JsonNode m = new ManifestProjector()
                .project(workspace(), ProjectionOptions.at(Instant.EPOCH))
                .document();
        assertThat(m.fieldNames())
                .toIterable()
                .containsExactly(
                        "agtp_version",
                        "agtp_api_version",
                        "document_version",
                        "catalog_version",
                        "catalog_versions_supported",
                        "server",
                        "embedded_methods",
                        "endpoints",
                        "agent_disclosure",
                        "hosted_agents",
                        "agent_disclosure_notice",
                        "apis",
                        "hosted_protocols",
                        "policies",
                        "manifest_signature");
        JsonNode last = m.get("endpoints").get(m.get("endpoints").size() - 1);
        assertThat(last.get("method").asText() + " " + last.get("path").asText())
                .isEqualTo("DISCOVER /methods");
        assertThat(m.get("catalog_versions_supported")).hasSize(1);
    }

    @Test
    void isDeterministicForTheSameInput() {
        ProjectionOptions o = ProjectionOptions.at(Instant.parse("2026-03-01T10:00:00Z"));
        assertThat(new ManifestProjector().project(workspace(), o).document())
                .isEqualTo(new ManifestProjector().project(workspace(), o).document());
    }

    @Test
    void projectsDeprecationWithSuccessor() {
        JsonNode m = new ManifestProjector()
                .project(workspace(), ProjectionOptions.at(Instant.EPOCH))
                .document();
        JsonNode dep = m.get("endpoints").get(1).get("deprecated");
        assertThat(dep.get("removed_in").asText()).isEqualTo("2.0");
        assertThat(dep.get("successor").get("method").asText()).isEqualTo("FETCH");
    }

    @Test
    void mapsEndpointElementsBackToTheirFile() {
        Projection p = new ManifestProjector().project(workspace(), ProjectionOptions.at(Instant.EPOCH));
        assertThat(p.sourceMap().lookup("/endpoints/1/semantic/intent"))
                .get()
                .extracting(SourceRef::file)
                .isEqualTo(Path.of("ws/endpoints/b.toml"));
        assertThat(p.sourceMap().lookup("/endpoints/0/input_schema/properties/article_id"))
                .get()
                .extracting(SourceRef::keyPath)
                .isEqualTo("/endpoint/input/required/0");
    }
}

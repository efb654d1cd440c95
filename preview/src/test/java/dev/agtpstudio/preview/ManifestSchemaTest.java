package dev.agtpstudio.preview;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.io.InputStream;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class ManifestSchemaTest {
    static Schema manifestSchema() throws Exception {
        try (InputStream in = ManifestProjector.class.getResourceAsStream("agtp-manifest.schema.json")) {
            return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                    .getSchema(in, InputFormat.JSON);
        }
    }

    @Test
    void projectedManifestValidatesAgainstTheManifestSchema() throws Exception {
        ObjectNode m = (ObjectNode) new ManifestProjector()
                .project(ManifestProjectorTest.workspace(), ProjectionOptions.at(Instant.parse("2026-01-01T00:00:00Z")))
                .document();
        List<Error> errors = manifestSchema().validate(m);
        assertThat(errors).as(errors.toString()).isEmpty();
    }

    @Test
    void schemaRefusesAManifestLeakingAHandlerReference() throws Exception {
        ObjectNode m = (ObjectNode) new ManifestProjector()
                .project(ManifestProjectorTest.workspace(), ProjectionOptions.at(Instant.EPOCH))
                .document();
        ((ObjectNode) m.get("endpoints").get(0).get("handler")).put("url", "https://upstream.example");
        assertThat(manifestSchema().validate(m)).isNotEmpty();
    }

    @Test
    void openApiExportParsesAsValidOpenApi31() throws Exception {
        String json = new ObjectMapper()
                .writeValueAsString(new OpenApiProjector(new ManifestProjector(), "agtp://ws")
                        .project(ManifestProjectorTest.workspace(), ProjectionOptions.at(Instant.EPOCH))
                        .document());
        SwaggerParseResult r = new OpenAPIV3Parser().readContents(json, null, null);
        assertThat(r.getMessages()).isEmpty();
        assertThat(r.getOpenAPI().getOpenapi()).isEqualTo("3.1.0");
        assertThat(r.getOpenAPI().getPaths()).containsKey("/articles/{article_id}");
    }
}

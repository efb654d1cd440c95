package dev.agtpstudio.preview;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The A2S projection of the sample: one document per capability, OpenAPI steps, hints as patterns. */
class A2sProjectorTest {
    private static final Pattern VAR = Pattern.compile("\\$\\{([^}]*)}");
    private final JsonNode caps = new Projections(f -> true, "agtp://test")
            .project(
                    ProjectionKind.A2S,
                    Workspaces.load(Workspaces.sampleDir()),
                    ProjectionOptions.at(java.time.Instant.EPOCH))
            .document()
            .get("capabilities");

    private JsonNode named(String name) {
        for (JsonNode c : caps) {
            if (name.equals(c.path("name").asText())) {
                return c;
            }
        }
        throw new AssertionError("no capability " + name + " in " + names());
    }

    private List<String> names() {
        List<String> n = new ArrayList<>();
        caps.forEach(c -> n.add(c.path("name").asText()));
        return n;
    }

    @Test
    void oneDocumentPerSingleEndpointAndPerRecipe() {
        // 11 endpoints, 2 of them compositions (their recipes are the capabilities), and 2 recipes.
        assertThat(names())
                .hasSize(11)
                .contains(
                        "fetch-reservations-reservation_id",
                        "list-properties",
                        "audit-folio-via-fetch-and-quote",
                        "plan-stay-via-query-and-quote")
                .doesNotContain("audit-folios-reservation_id", "plan-itineraries");
        for (JsonNode c : caps) {
            assertThat(c.path("checksum").asText()).isEqualTo(A2sProjector.checksum(c));
            assertThat(c.path("a2s").asText()).isEqualTo("1.0.0");
        }
    }

    @Test
    void anExternalServiceStepIsAMinimalOpenApiDocumentThatParses() throws Exception {
        JsonNode step = named("fetch-reservations-reservation_id").at("/execution/steps/0");
        assertThat(step.path("format").asText()).isEqualTo("OpenAPI");
        JsonNode def = step.path("definition");
        // Only FETCH /reservations/{reservation_id}, as the workspace's OpenAPI projection serves it (GET, an analog).
        assertThat(def.path("paths").size()).isEqualTo(1);
        JsonNode op = def.at("/paths/~1reservations~1{reservation_id}/get");
        assertThat(op.path("x-agtp-method").asText()).isEqualTo("FETCH");
        SwaggerParseResult r = new OpenAPIV3Parser().readContents(def.toString(), null, null);
        assertThat(r.getMessages()).isEmpty();
        assertThat(r.getOpenAPI().getPaths()).hasSize(1);
        assertThat(step.at("/input_template/pathParameters/reservation_id").asText())
                .isEqualTo("${reservation_id}");
        assertThat(step.at("/output_mapping/property_id").asText()).isEqualTo("$.property_id");
        // No handler internal reaches the document (AGTP-API §8.9): not the upstream host, header or field names.
        assertThat(named("fetch-reservations-reservation_id").toString())
                .doesNotContain("pms.harborlight", "HOTEL_PMS_TOKEN", "confirmationId");
        // In the recipe the same FETCH step is the same OpenAPI operation; QUOTE stays an AGTP call.
        JsonNode audit = named("audit-folio-via-fetch-and-quote");
        assertThat(audit.at("/execution/steps/0/format").asText()).isEqualTo("OpenAPI");
        assertThat(audit.at("/execution/steps/1/format").asText()).isEqualTo("Custom");
        assertThat(audit.at("/execution/steps/1/input_template/reservation").asText())
                .isEqualTo("${reservation}");
    }

    @Test
    void patternsComeFromTheAgisParameterHints() {
        JsonNode p = named("list-properties").at("/patterns/parameters/0");
        assertThat(p.path("name").asText()).isEqualTo("city");
        assertThat(p.path("patterns").toString()).contains("in Portland");
        JsonNode plan = named("plan-stay-via-query-and-quote").at("/patterns/parameters");
        assertThat(plan.toString()).contains("\"check_in\"", "arriving on");
    }

    @Test
    void everyPlaceholderIsAnInputOrAnEarlierOutput() {
        for (JsonNode c : caps) {
            Set<String> known = new HashSet<>();
            c.path("inputs").forEach(n -> known.add(n.asText()));
            for (JsonNode st : c.at("/execution/steps")) {
                Matcher m = VAR.matcher(st.path("input_template").toString());
                while (m.find()) {
                    assertThat(known).as(c.path("name").asText()).contains(m.group(1));
                }
                st.path("output_mapping").fieldNames().forEachRemaining(known::add);
            }
        }
    }
}

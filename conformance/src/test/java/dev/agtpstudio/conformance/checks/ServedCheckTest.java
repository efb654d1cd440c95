package dev.agtpstudio.conformance.checks;

import static dev.agtpstudio.conformance.CheckHarness.verdict;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.conformance.CheckResult;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class ServedCheckTest extends CheckTestBase {
    private static final String ROOMS = "QUERY /rooms";

    /** Edits the manifest's QUERY /rooms entry. */
    private static void rooms(Consumer<ObjectNode> edit) {
        target.manifest(m -> {
            for (JsonNode e : m.get("endpoints")) {
                if (e.path("method").asText().equals("QUERY")
                        && e.path("path").asText().equals("/rooms")) {
                    edit.accept((ObjectNode) e);
                }
            }
            return m;
        });
    }

    @Test
    void theSampleServesItsDeclarationAsDeclared() {
        List<CheckResult> r = target.run(new ServedCheck(), ROOMS);
        verdict(r, ServedCheck.SERVED).passes().saying("listed in the manifest");
        verdict(r, ServedCheck.ENTRY).passes().saying("match the declaration");
    }

    @Test
    void anEndpointMissingFromTheManifestFails() {
        target.manifest(m -> {
            ArrayNode kept = m.arrayNode();
            m.get("endpoints").forEach(e -> {
                if (!e.path("path").asText().equals("/rooms")) {
                    kept.add(e);
                }
            });
            m.set("endpoints", kept);
            return m;
        });
        List<CheckResult> r = target.run(new ServedCheck(), ROOMS);
        verdict(r, ServedCheck.SERVED).fails().saying("the manifest does not list QUERY /rooms");
        verdict(r, ServedCheck.ENTRY).skips();
    }

    @Test
    void aServedEntryThatDriftedFromTheDeclarationFails() {
        rooms(e -> e.set("errors", e.arrayNode().add("something_else")));
        verdict(target.run(new ServedCheck(), ROOMS), ServedCheck.ENTRY)
                .fails()
                .saying("the served entry differs from the declaration: /errors");
    }
}

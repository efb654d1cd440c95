package dev.agtpstudio.conformance.checks;

import static dev.agtpstudio.conformance.CheckHarness.verdict;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.conformance.CheckResult;
import java.util.List;
import org.junit.jupiter.api.Test;

class ManifestChecksTest extends CheckTestBase {

    @Test
    void theSamplesManifestPassesAndAnUnsignedOneIsAWarning() {
        List<CheckResult> r = target.run(new ManifestChecks());
        verdict(r, ManifestChecks.SCHEMA).passes().saying("validates against the manifest schema");
        verdict(r, ManifestChecks.FIELDS).passes().saying("agtp_version", "catalog_versions_supported");
        verdict(r, ManifestChecks.HANDLER).passes().saying("handler shows its type only");
        verdict(r, ManifestChecks.SEMANTIC).passes().saying("seven semantic fields");
        verdict(r, ManifestChecks.SIGNATURE).skips().saying("warning: ");
    }

    @Test
    void aManifestWithoutCatalogVersionFailsTheFieldsAndTheSchema() {
        List<CheckResult> r = target.manifest(m -> {
                    m.remove("catalog_version");
                    return m;
                })
                .run(new ManifestChecks());
        verdict(r, ManifestChecks.FIELDS).fails().saying("the manifest lacks [catalog_version]");
        verdict(r, ManifestChecks.SCHEMA).fails().saying("violations of the manifest schema");
    }

    @Test
    void aPublishedHandlerBindingAndAMissingSemanticFieldFail() {
        List<CheckResult> r = target.manifest(m -> {
                    ObjectNode first = (ObjectNode) m.get("endpoints").get(0);
                    ((ObjectNode) first.get("handler")).put("url", "http://10.0.0.1/internal");
                    ((ObjectNode) first.get("semantic")).remove("intent");
                    return m;
                })
                .run(new ManifestChecks());
        verdict(r, ManifestChecks.HANDLER)
                .fails()
                .saying("handler bindings beyond handler.type are published", "10.0.0.1");
        verdict(r, ManifestChecks.SEMANTIC).fails().saying("lacks [intent]");
    }
}

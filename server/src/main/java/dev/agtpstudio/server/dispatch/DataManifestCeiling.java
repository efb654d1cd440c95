package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.workspace.Workspace;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The data manifest as the ceiling of negotiation (AGIS §8.3, "Data Manifest Block"): when the workspace has an
 * {@code .agis} with {@code data_manifest.available_data}, a proposal must name the data classes it reads
 * ({@code data_class} or {@code data_classes}, in the proposal or its endpoint) and each must be declared there.
 */
final class DataManifestCeiling {
    private DataManifestCeiling() {}

    /** A refusal: the reason and the class named (null when the proposal named none). */
    record Refusal(String reason, String dataClass, String explanation) {}

    /** The declared classes of every {@code .agis} data manifest in {@code ws}; empty when there is none. */
    static Optional<Set<String>> declared(Workspace ws) {
        Set<String> out = new LinkedHashSet<>();
        boolean any = false;
        for (LoadedFile<AgisDocument> f : ws.agisFiles()) {
            AgisDocument d = f.model();
            JsonNode m = d == null ? null : d.dataManifest();
            if (m == null || !m.path("available_data").isArray()) {
                continue;
            }
            any = true;
            m.get("available_data")
                    .forEach(c -> out.add(c.path("class").asText().toLowerCase(Locale.ROOT)));
        }
        return any ? Optional.of(out) : Optional.empty();
    }

    static Refusal check(Workspace ws, JsonNode container, JsonNode endpoint) {
        Optional<Set<String>> declared = declared(ws);
        if (declared.isEmpty()) {
            return null;
        }
        List<String> named = new ArrayList<>();
        for (JsonNode n : new JsonNode[] {container, endpoint}) {
            if (n.path("data_class").isTextual()) {
                named.add(n.get("data_class").asText());
            }
            n.path("data_classes").forEach(c -> named.add(c.asText()));
        }
        if (named.isEmpty()) {
            return new Refusal(
                    "data-class-required",
                    null,
                    "this service publishes a data manifest, the ceiling of negotiation "
                            + "(AGIS §8.3); name the data class the proposed endpoint reads in 'data_class'");
        }
        for (String c : named) {
            if (!declared.get().contains(c.toLowerCase(Locale.ROOT))) {
                return new Refusal(
                        "data-class-not-declared",
                        c,
                        "data class '" + c + "' is not in the service's data manifest " + declared.get()
                                + "; a service must not negotiate endpoints for it (AGIS §8.3)");
            }
        }
        return null;
    }
}

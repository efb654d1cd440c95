package dev.agtpstudio.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The manifest the target published (DISCOVER without Agent-ID, AGTP-API §8.10) and the exchange it came in.
 */
public record ServedManifest(JsonNode document, Sent sent) {

    public Optional<JsonNode> endpoint(String method, String path) {
        for (JsonNode e : document.path("endpoints")) {
            if (method.equals(e.path("method").asText())
                    && path.equals(e.path("path").asText())) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }

    public List<JsonNode> endpoints() {
        List<JsonNode> out = new ArrayList<>();
        document.path("endpoints").forEach(out::add);
        return out;
    }

    /** Methods served on {@code path} according to the manifest. */
    public Set<String> methodsOn(String path) {
        Set<String> out = new LinkedHashSet<>();
        for (JsonNode e : document.path("endpoints")) {
            if (path.equals(e.path("path").asText())) {
                out.add(e.path("method").asText());
            }
        }
        return out;
    }

    public JsonNode methodPolicy() {
        return document.path("policies").path("methods");
    }

    public boolean synthesisEnabled() {
        return document.path("policies").path("synthesis_enabled").asBoolean(true);
    }

    public boolean scopeRequiredForInvocation() {
        return document.path("policies").path("scope_required_for_invocation").asBoolean(false);
    }

    /** {@code policies.methods.disallow} as a set. */
    public Set<String> disallowed() {
        Set<String> out = new LinkedHashSet<>();
        methodPolicy().path("disallow").forEach(n -> out.add(n.asText()));
        return out;
    }

    /** Whether {@code policies.methods.allow} admits {@code method} ("*" or a list naming it; absent = all). */
    public boolean allows(String method) {
        JsonNode allow = methodPolicy().path("allow");
        if (allow.isMissingNode() || allow.isNull() || (allow.isTextual() && "*".equals(allow.asText()))) {
            return !disallowed().contains(method);
        }
        if (allow.isArray()) {
            for (JsonNode n : allow) {
                if (method.equals(n.asText()) || "*".equals(n.asText())) {
                    return !disallowed().contains(method);
                }
            }
            return false;
        }
        return !disallowed().contains(method);
    }
}

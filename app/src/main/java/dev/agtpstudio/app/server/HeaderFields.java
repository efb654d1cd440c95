package dev.agtpstudio.app.server;

import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.server.client.request.RequestBuilder;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The invoke panel's header fields: the standard ones (Agent-ID filled with the studio's identity, Authority-Scope
 * with the chosen endpoint's {@code required_scopes} until the designer types one) and further "Name: value" lines.
 */
final class HeaderFields {
    private final Map<String, StringProperty> standard = new LinkedHashMap<>();
    private final StringProperty extra = new SimpleStringProperty("");
    /** The Authority-Scope value last filled in from an endpoint's required_scopes (null when none is showing). */
    private String prefilledScope;

    HeaderFields(List<String> names) {
        names.forEach(h -> standard.put(h, new SimpleStringProperty("")));
        standard.get("Agent-ID").set("agtp://localhost/agents/agtp-studio");
    }

    StringProperty field(String name) {
        StringProperty p = standard.get(name);
        if (p == null) {
            throw new IllegalArgumentException("not a standard header field: " + name);
        }
        return p;
    }

    StringProperty extra() {
        return extra;
    }

    /** Another workspace: the scope shown is no longer one filled in for an endpoint. */
    void forgetPrefill() {
        prefilledScope = null;
    }

    /**
     * Fills Authority-Scope with the endpoint's {@code required_scopes} when the field is empty or still holds what the
     * previous endpoint filled in (what the designer typed stays).
     */
    void prefillScope(EndpointDecl e) {
        StringProperty scope = standard.get("Authority-Scope");
        String current = scope.get() == null ? "" : scope.get().trim();
        if (!current.isEmpty() && !current.equals(prefilledScope)) {
            return;
        }
        String wanted = RequestBuilder.authorityScope(e.requiredScopes());
        scope.set(wanted);
        prefilledScope = wanted.isEmpty() ? null : wanted;
    }

    /** The headers as written: the standard fields (blank ones left out), then the further lines. */
    Map<String, String> asWritten() {
        Map<String, String> hs = new LinkedHashMap<>();
        standard.forEach((k, v) -> {
            if (v.get() != null && !v.get().isBlank()) {
                hs.put(k, v.get().trim());
            }
        });
        RequestBuilder.parseHeaderLines(extra.get(), hs);
        return hs;
    }

    /** What is wrong with the further header lines. */
    List<String> lineProblems() {
        return RequestBuilder.parseHeaderLines(extra.get(), new LinkedHashMap<>());
    }

    /** Puts {@code all} into the fields: the standard ones into theirs, the rest as lines. */
    void load(Map<String, String> all) {
        Map<String, String> rest = new LinkedHashMap<>(all);
        standard.forEach((k, v) -> v.set(rest.remove(k) == null ? "" : all.get(k)));
        StringBuilder sb = new StringBuilder();
        rest.forEach((k, v) -> sb.append(k).append(": ").append(v).append('\n'));
        extra.set(sb.toString());
        prefilledScope = null;
    }
}

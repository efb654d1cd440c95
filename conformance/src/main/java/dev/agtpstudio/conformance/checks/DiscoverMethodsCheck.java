package dev.agtpstudio.conformance.checks;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.conformance.CheckResult;
import dev.agtpstudio.conformance.Protocol;
import dev.agtpstudio.conformance.Sent;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code discover-methods}: DISCOVER /methods (with Agent-ID) answers 200 with an inventory listing exactly the
 * manifest's endpoints, each admitted by policies.methods (AGTP-API §5.8, §13.1 item 13). The drafts' array and the
 * reference's {@code {"methods":[...]}} are both read (docs/decisions/0212).
 */
public final class DiscoverMethodsCheck implements ServerCheck {
    public static final String ID = "discover-methods";
    private static final String SPEC = "AGTP-API §5.8, §13.1 item 13";

    @Override
    public List<CheckResult> run(RunContext ctx) {
        Sent s = ctx.probe().send(ctx.requests().bare(Protocol.DISCOVER, Protocol.METHODS_PATH, true));
        if (s.status() != 200) {
            return List.of(
                    ServerResults.fail(ID, "DISCOVER /methods: got " + s.describe() + ", expected 200", SPEC, s));
        }
        JsonNode body = s.json().orElse(null);
        JsonNode list = body == null
                ? null
                : body.isArray() ? body : body.path("methods").isArray() ? body.get("methods") : null;
        if (list == null) {
            return List.of(ServerResults.fail(
                    ID, "DISCOVER /methods: the body is neither an array nor {\"methods\":[...]}", SPEC, s));
        }
        Set<String> listed = new LinkedHashSet<>();
        List<String> refused = new ArrayList<>();
        for (JsonNode e : list) {
            String m = e.path("method").asText();
            listed.add(m + " " + e.path("path").asText());
            if (!ctx.catalog().isEmbedded(m) && !ctx.manifest().allows(m)) {
                refused.add(m);
            }
        }
        Set<String> published = new LinkedHashSet<>();
        ctx.manifest()
                .endpoints()
                .forEach(e -> published.add(
                        e.path("method").asText() + " " + e.path("path").asText()));
        Set<String> missing = new LinkedHashSet<>(published);
        missing.removeAll(listed);
        Set<String> extra = new LinkedHashSet<>(listed);
        extra.removeAll(published);
        extra.remove(Protocol.DISCOVER + " " + Protocol.METHODS_PATH);
        List<String> problems = new ArrayList<>();
        if (!missing.isEmpty()) {
            problems.add("published in the manifest but not listed: " + missing);
        }
        if (!extra.isEmpty()) {
            problems.add("listed but not in the manifest: " + extra);
        }
        if (!refused.isEmpty()) {
            problems.add("lists methods policies.methods refuses: " + refused);
        }
        return List.of(
                problems.isEmpty()
                        ? ServerResults.pass(
                                ID, listed.size() + " entries, matching the manifest and the method policy", SPEC)
                        : ServerResults.fail(ID, String.join("; ", problems), SPEC, s));
    }
}

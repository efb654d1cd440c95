package dev.agtpstudio.conformance.checks;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.conformance.CheckResult;
import dev.agtpstudio.conformance.Protocol;
import dev.agtpstudio.conformance.Sent;
import dev.agtpstudio.core.model.PathTemplate;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Server-wide refusals: {@code unknown-method} (459, §13.1 item 2), {@code path-grammar} (460, item 3),
 * {@code unknown-path} (404, item 8), {@code method-policy} (405 for a method policy refuses, item 4) and
 * {@code malformed-request:*} (400 for a broken request line or framing; for '#' with code invalid-request-line, AGTP-API §5.6).
 */
public final class ProtocolChecks implements ServerCheck {
    public static final String UNKNOWN_METHOD = "unknown-method";
    public static final String PATH_GRAMMAR = "path-grammar";
    public static final String UNKNOWN_PATH = "unknown-path";
    public static final String METHOD_POLICY = "method-policy";
    public static final String MALFORMED = "malformed-request";
    /** A path whose second segment is a catalog verb (BOOK): AGTP-API §5.2 forbids it. */
    public static final String VERB_PATH = "/conformance/book";

    public static final String UNREGISTERED_PATH = "/conformance-unregistered";

    /** AGTP-API §5.6: a request line containing '#' gets 400 with this error code. */
    public static final String INVALID_REQUEST_LINE = "invalid-request-line";

    /** Malformed requests: name, bytes, the error code the drafts require (null: any). */
    private static final List<String[]> MALFORMED_REQUESTS = List.of(
            new String[] {"fragment", "AGTP/1.0 QUERY /rooms#fragment\r\n\r\n", INVALID_REQUEST_LINE},
            new String[] {"version", "AGTP/9.9 QUERY /rooms\r\n\r\n", null},
            new String[] {"content-length", "AGTP/1.0 QUERY /rooms\r\nContent-Length: twelve\r\n\r\n", null});

    @Override
    public List<CheckResult> run(RunContext ctx) {
        List<CheckResult> out = new ArrayList<>();
        Sent unknown = ctx.probe().send(ctx.requests().bare(WrongMethodCheck.UNKNOWN_METHOD, "/", true));
        CheckResult u = ServerResults.expect(
                UNKNOWN_METHOD,
                unknown,
                Protocol.METHOD_VIOLATION,
                WrongMethodCheck.UNKNOWN_METHOD + " /",
                "AGTP-API §3.2, §13.1 item 2");
        if (!u.failed()
                && !unknown.json().map(JsonNode::toString).orElse("").contains(WrongMethodCheck.UNKNOWN_METHOD)) {
            u = ServerResults.fail(
                    UNKNOWN_METHOD,
                    "459 whose body does not identify the method (core §459: MUST)",
                    "AGTP-API §13.1 item 2",
                    unknown);
        }
        out.add(u);
        Sent verb = ctx.probe().send(ctx.requests().bare(Protocol.QUERY, VERB_PATH, true));
        CheckResult p = ServerResults.expect(
                PATH_GRAMMAR, verb, Protocol.ENDPOINT_VIOLATION, "QUERY " + VERB_PATH, "AGTP-API §5.2, §13.1 item 3");
        if (!p.failed() && !verb.json().map(JsonNode::toString).orElse("").contains("book")) {
            p = ServerResults.fail(
                    PATH_GRAMMAR,
                    "460 whose body does not name the offending segment (core §460: MUST)",
                    "AGTP-API §13.1 item 3",
                    verb);
        }
        out.add(p);
        out.add(unknownPath(ctx));
        out.add(methodPolicy(ctx));
        for (String[] m : MALFORMED_REQUESTS) {
            Sent s = ctx.probe().sendRaw(m[1].getBytes(StandardCharsets.US_ASCII));
            String spec = m[2] != null ? "AGTP-API §5.6" : "core §Wire-Format Framing";
            CheckResult r = ServerResults.expect(
                    MALFORMED + ":" + m[0], s, Protocol.BAD_REQUEST, "malformed request (" + m[0] + ")", spec);
            if (!r.failed()
                    && m[2] != null
                    && !s.errorCode().filter(m[2]::equals).isPresent()) {
                r = ServerResults.fail(
                        MALFORMED + ":" + m[0],
                        "400 with error code " + s.errorCode().orElse("(none)") + ", the drafts require " + m[2],
                        spec,
                        s);
            }
            out.add(r);
        }
        return out;
    }

    /**
     * An unregistered path gets 404 (AGTP-API §5.4 "No match"). The probe uses a method the target serves on some
     * endpoint: a method no endpoint serves, on a path no endpoint serves, is an ad-hoc invocation (§2 "Wildcards",
     * §8.7), answered 262 {@code wildcards-required} while {@code wildcards_accepted} is false, and would not test the
     * path at all. QUERY when it is served, else the first served method in name order.
     */
    private static CheckResult unknownPath(RunContext ctx) {
        String spec = "AGTP-API §5.4, §11, §13.1 item 8";
        List<String> served = ctx.manifest().endpoints().stream()
                .map(e -> e.path("method").asText(""))
                .filter(m -> !m.isEmpty())
                .distinct()
                .sorted()
                .toList();
        if (served.isEmpty()) {
            return ServerResults.skip(
                    UNKNOWN_PATH,
                    "the target serves no endpoint, so any request is an ad-hoc invocation"
                            + " (AGTP-API §8.7), not a test of an unknown path",
                    spec);
        }
        String method = served.contains(Protocol.QUERY) ? Protocol.QUERY : served.get(0);
        return ServerResults.expect(
                UNKNOWN_PATH,
                ctx.probe().send(ctx.requests().bare(method, UNREGISTERED_PATH, true)),
                Protocol.NOT_FOUND,
                method + " " + UNREGISTERED_PATH,
                spec);
    }

    private static CheckResult methodPolicy(RunContext ctx) {
        String spec = "AGTP-API §9, §13.1 item 4";
        Optional<String> refused = ctx.manifest().disallowed().stream()
                .filter(m -> ctx.catalog().isVerb(m) && !ctx.catalog().isEmbedded(m))
                .findFirst();
        if (refused.isEmpty()) {
            refused = ctx.catalog().methods().keySet().stream()
                    .sorted()
                    .filter(m -> !ctx.catalog().isEmbedded(m)
                            && !ctx.catalog().isDeprecated(m)
                            && !ctx.manifest().allows(m))
                    .filter(m -> ctx.manifest().endpoints().stream()
                            .noneMatch(e -> m.equals(e.path("method").asText())))
                    .findFirst();
        }
        if (refused.isEmpty()) {
            return ServerResults.skip(
                    METHOD_POLICY, "policies.methods admits every catalog method, so no refusal can be observed", spec);
        }
        String path = ctx.manifest().endpoints().stream()
                .map(e -> e.path("path").asText())
                .filter(x -> !PathTemplate.hasTemplate(x))
                .findFirst()
                .orElse("/");
        Sent s = ctx.probe().send(ctx.requests().bare(refused.get(), path, true));
        return ServerResults.expect(
                METHOD_POLICY,
                s,
                Protocol.METHOD_NOT_ALLOWED,
                refused.get() + " " + path + " (refused by policies.methods)",
                spec);
    }
}

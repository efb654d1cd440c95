package dev.agtpstudio.conformance.checks;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.conformance.CheckResult;
import dev.agtpstudio.conformance.Protocol;
import dev.agtpstudio.conformance.Sent;
import dev.agtpstudio.server.client.ClientRequest;
import dev.agtpstudio.server.wire.Headers;
import java.util.List;

/**
 * {@code propose}: PROPOSE is handled with the evaluation flow (AGTP-API §10, §13.1 item 7). With synthesis enabled,
 * a proposal whose method is not in the catalog is refused at step 1 with 459; with it disabled, any proposal gets
 * 463. Nothing is synthesized either way.
 */
public final class ProposeCheck implements ServerCheck {
    public static final String ID = "propose";
    private static final String SPEC = "AGTP-API §10.3, §13.1 item 7";

    @Override
    public List<CheckResult> run(RunContext ctx) {
        ObjectNode endpoint = JsonNodeFactory.instance.objectNode();
        endpoint.put("method", WrongMethodCheck.UNKNOWN_METHOD);
        endpoint.put("path", "/conformance-widgets");
        endpoint.put("description", "A proposal the conformance check expects to be refused.");
        ObjectNode body = JsonNodeFactory.instance.objectNode();
        body.put("method", Protocol.PROPOSE);
        body.putObject("parameters").set("endpoint", endpoint);
        ClientRequest r = ctx.requests().bare(Protocol.PROPOSE, "/", true);
        Headers.Builder hb = r.headers().toBuilder();
        List<String> scopes = ctx.requests().scopesFor(List.of());
        if (scopes != null) {
            hb.add(Protocol.AUTHORITY_SCOPE, String.join(", ", scopes));
        }
        Headers h = hb.build();
        Sent s = ctx.probe().send(ClientRequest.json(Protocol.PROPOSE, "/", h, body.toString()));
        if (ctx.manifest().synthesisEnabled()) {
            return List.of(ServerResults.expect(
                    ID, s, Protocol.METHOD_VIOLATION, "PROPOSE of a method outside the catalog", SPEC));
        }
        return List.of(ServerResults.expect(
                ID, s, Protocol.PROPOSAL_REJECTED, "PROPOSE with policies.synthesis_enabled = false", SPEC));
    }
}

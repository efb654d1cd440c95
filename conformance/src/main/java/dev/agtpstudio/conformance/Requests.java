package dev.agtpstudio.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.PathTemplate;
import dev.agtpstudio.server.client.ClientRequest;
import dev.agtpstudio.server.wire.Headers;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Builds the requests the checks send: the reference implementation's flat JSON body (which the drafts' servers
 * also accept), template parameters filled into the path from the input and kept in the body as well, and the
 * caller headers (Agent-ID, Authority-Scope, Task-ID).
 */
public final class Requests {

    /** Claimed when a call needs an Authority-Scope header but neither the endpoint nor the user names a scope. */
    public static final String PLACEHOLDER_SCOPE = "conformance:check";

    private final CheckOptions options;
    private final String host;
    private final boolean scopeRequired;
    private final AtomicLong tasks;

    public Requests(CheckOptions options, String host) {
        this(options, host, false, new AtomicLong());
    }

    private Requests(CheckOptions options, String host, boolean scopeRequired, AtomicLong tasks) {
        this.options = options;
        this.host = host;
        this.scopeRequired = scopeRequired;
        this.tasks = tasks;
    }

    /** The same builder for a server whose manifest says {@code policies.scope_required_for_invocation}. */
    public Requests withScopeRequiredForInvocation(boolean required) {
        return new Requests(options, host, required, tasks);
    }

    /** Names of the {@code {name}} segments of {@code path}. */
    public static Set<String> templateNames(String path) {
        return new LinkedHashSet<>(PathTemplate.expressionNames(path));
    }

    /** {@code path} with each {@code {name}} replaced by the input's value (percent-encoded), or "x" when absent. */
    public static String fill(String path, JsonNode input) {
        return PathTemplate.expand(path, name -> {
            JsonNode v = input.path(name);
            return PathTemplate.encode(v.isValueNode() && !v.isNull() ? v.asText() : "x");
        });
    }

    /** An endpoint call with {@code scopes} claimed (null: no Authority-Scope header at all). */
    public ClientRequest call(String method, String path, ObjectNode input, List<String> scopes) {
        Headers.Builder h = base();
        h.add(Protocol.AGENT_ID, options.agentId());
        if (scopes != null) {
            h.add(Protocol.AUTHORITY_SCOPE, String.join(", ", scopes));
        }
        return ClientRequest.json(method, fill(path, input), h.build(), input.toString());
    }

    /**
     * The scopes an endpoint call claims: the endpoint's required_scopes plus the user's {@code --scope}s; null (no
     * header) when there are none, unless the server requires the header on every invocation (then a placeholder
     * that covers nothing, AGTP-API §9 scope_required_for_invocation).
     */
    public List<String> scopesFor(List<String> required) {
        Set<String> s = new LinkedHashSet<>(required);
        s.addAll(options.scopes());
        if (s.isEmpty()) {
            return scopeRequired ? List.of(PLACEHOLDER_SCOPE) : null;
        }
        return List.copyOf(s);
    }

    /** A request with no body and the caller headers ({@code agentId} false: anonymous, for the manifest). */
    public ClientRequest bare(String method, String target, boolean agentId) {
        Headers.Builder h = base();
        if (agentId) {
            h.add(Protocol.AGENT_ID, options.agentId());
        }
        return new ClientRequest(method, target, h.build(), null);
    }

    private Headers.Builder base() {
        Headers.Builder h = Headers.builder();
        h.add(Protocol.HOST, host);
        h.add(Protocol.ACCEPT, Protocol.JSON);
        h.add(Protocol.TASK_ID, "check-" + tasks.incrementAndGet());
        return h;
    }
}

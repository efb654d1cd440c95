package dev.agtpstudio.server.a2t;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.server.dispatch.Dispatcher;
import dev.agtpstudio.server.net.Connection;
import dev.agtpstudio.server.tools.A2tInput;
import dev.agtpstudio.server.tools.Tool;
import dev.agtpstudio.server.tools.ToolCatalog;
import dev.agtpstudio.server.tools.ToolInputError;
import dev.agtpstudio.server.tools.ToolInvoker;
import dev.agtpstudio.server.tools.ToolVersions;
import dev.agtpstudio.server.wire.Headers;
import dev.agtpstudio.server.wire.RequestTarget;
import dev.agtpstudio.server.wire.StatusClass;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The A2T routes (A2T §6-§7), independent of the HTTP codec: {@code GET /tools} (tag / version filters, pagination),
 * {@code GET /tools/{id}}, {@code /versions}, {@code /versions/{n}}, and {@code POST /tools/{id}:invoke} (or
 * {@code /versions/{n}:invoke}): validated against the signature, then dispatched as an AGTP request by
 * {@link ToolInvoker}; a non-2xx AGTP answer is passed on with its status and error body.
 */
public final class A2tService {
    public static final int DEFAULT_PAGE_LIMIT = 50;
    public static final int MAX_PAGE_LIMIT = 100;
    private static final Pattern TOOL = Pattern.compile("/tools/([^/:]+)(?:/versions(?:/([^/:]+))?)?(:invoke)?");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private final Dispatcher dispatcher;
    private final ToolVersions versions;
    private final ToolInvoker invoker;
    private volatile Cached cached;

    /** The catalog of one published generation (the dispatcher publishes a new A2T node on every reload). */
    private record Cached(JsonNode published, ToolCatalog catalog) {}

    public A2tService(Dispatcher dispatcher, ToolVersions versions) {
        this.dispatcher = dispatcher;
        this.versions = versions;
        this.invoker = new ToolInvoker(dispatcher);
    }

    /** An answer: HTTP status, JSON body and extra headers ({@code Allow} on a 405, {@code WWW-Authenticate} on a 401). */
    public record Reply(int status, JsonNode body, Map<String, String> headers) {
        public Reply(int status, JsonNode body) {
            this(status, body, Map.of());
        }

        Reply withHeader(String name, String value) {
            Map<String, String> h = new java.util.LinkedHashMap<>(headers);
            h.put(name, value);
            return new Reply(status, body, Map.copyOf(h));
        }
    }

    public CompletionStage<Reply> handle(String method, String uri, byte[] body, Headers headers, Connection conn) {
        RequestTarget t = RequestTarget.parse(uri.startsWith("/") ? uri : "/" + uri);
        String path = t.path();
        Map<String, String> q = t.queryParameters();
        ToolCatalog catalog = catalog();
        if (path.equals("/tools")) {
            return method.equals("GET") ? done(list(catalog, q)) : done(notAllowed("GET", "/tools answers GET"));
        }
        Matcher m = TOOL.matcher(path);
        if (!m.matches()) {
            return done(error(404, "route-not-found", "no A2T route at " + path + " (A2T §6-§7)", null));
        }
        Optional<Tool> tool = catalog.byId(m.group(1));
        if (tool.isEmpty()) {
            return done(error(404, "tool-not-found", "no tool has the id " + m.group(1), null));
        }
        List<ToolVersions.Version> all = versions.versions(tool.get());
        boolean invoke = m.group(3) != null;
        if (invoke != method.equals("POST") || !invoke && !method.equals("GET")) {
            return done(
                    invoke ? notAllowed("POST", ":invoke answers POST") : notAllowed("GET", "tool routes answer GET"));
        }
        ToolVersions.Version v = all.get(0);
        if (m.group(2) != null) {
            Optional<ToolVersions.Version> at = all.stream()
                    .filter(x -> String.valueOf(x.number()).equals(m.group(2)))
                    .findFirst();
            if (at.isEmpty()) {
                return done(error(404, "tool-not-found", "tool " + m.group(1) + " has no version " + m.group(2), null));
            }
            v = at.get();
        } else if (path.endsWith("/versions")) {
            ArrayNode items = F.arrayNode();
            all.forEach(x -> items.add(x.signature()));
            return done(page(items, q));
        }
        return invoke ? invoke(tool.get(), v, body, headers, conn) : done(new Reply(200, v.signature()));
    }

    private Reply list(ToolCatalog catalog, Map<String, String> q) {
        ArrayNode items = F.arrayNode();
        for (Tool t : catalog.tools()) {
            List<ToolVersions.Version> all = versions.versions(t);
            ObjectNode sig = all.get(0).signature();
            if (q.containsKey("version")) {
                sig = all.stream()
                        .filter(x -> String.valueOf(x.number()).equals(q.get("version")))
                        .map(ToolVersions.Version::signature)
                        .findFirst()
                        .orElse(null);
            }
            if (sig != null && (!q.containsKey("tag") || hasTag(sig, q.get("tag")))) {
                items.add(sig);
            }
        }
        return page(items, q);
    }

    private static boolean hasTag(JsonNode sig, String tag) {
        for (JsonNode t : sig.path("tags")) {
            if (t.asText().equalsIgnoreCase(tag)) {
                return true;
            }
        }
        return false;
    }

    /** One page: {@code items}, {@code nextPageCursor} and A2T §6.4's {@code paging {pageLimit, next}}; the cursor is an offset. */
    private static Reply page(ArrayNode all, Map<String, String> q) {
        int limit = DEFAULT_PAGE_LIMIT;
        int from = 0;
        try {
            if (q.containsKey("pageLimit")) {
                limit = Math.min(MAX_PAGE_LIMIT, Integer.parseInt(q.get("pageLimit")));
            }
            if (q.containsKey("pageCursor")) {
                from = Integer.parseInt(q.get("pageCursor"));
            }
        } catch (NumberFormatException e) {
            return error(400, "invalid-parameter", "pageLimit and pageCursor are integers (A2T §6.4)", null);
        }
        if (limit < 1 || from < 0) {
            return error(
                    400,
                    "invalid-parameter",
                    "pageLimit must be at least 1 and pageCursor not negative (A2T §6.4)",
                    null);
        }
        ObjectNode out = F.objectNode();
        ArrayNode items = out.putArray("items");
        // long arithmetic: a cursor near Integer.MAX_VALUE must not wrap into a negative next cursor
        long end = Math.min(all.size(), (long) from + limit);
        for (int i = from; i < end; i++) {
            items.add(all.get(i));
        }
        String next = end < all.size() ? String.valueOf(end) : null;
        out.put("nextPageCursor", next);
        ObjectNode paging = out.putObject("paging");
        paging.put("pageLimit", limit);
        paging.put("next", next);
        return new Reply(200, out);
    }

    private CompletionStage<Reply> invoke(
            Tool tool, ToolVersions.Version v, byte[] body, Headers headers, Connection conn) {
        ObjectNode input;
        try {
            JsonNode inv = body.length == 0 ? F.objectNode() : JSON.readTree(body);
            input = A2tInput.validate(v.signature(), inv);
        } catch (IOException e) {
            return done(error(400, "invalid-json", "the body is not valid JSON", null));
        } catch (ToolInputError e) {
            return done(error(400, e.code(), e.getMessage(), e.parameter()));
        }
        return invoker.invoke(tool, input, headers, conn).thenApply(r -> {
            JsonNode answer;
            try {
                answer = r.body().length == 0 ? null : JSON.readTree(r.body());
            } catch (IOException e) {
                answer = null;
            }
            if (!StatusClass.of(r.status()).isSuccess()) {
                return refusal(r.status(), answer);
            }
            return new Reply(200, A2tInput.output(v.signature(), answer));
        });
    }

    /**
     * A dispatched refusal in HTTP terms: the status mapped by {@link A2tStatus}, the AGTP error body with
     * {@code agtp_status} added, and {@code WWW-Authenticate} on a 401 (RFC 9110 §15.5.2).
     */
    private static Reply refusal(int agtpStatus, JsonNode answer) {
        int http = A2tStatus.http(agtpStatus);
        ObjectNode body = answer instanceof ObjectNode o && o.path("error").isObject()
                ? o
                : error(http, "handler-exception", "the endpoint gave no JSON error", null)
                        .body()
                        .deepCopy();
        ((ObjectNode) body.get("error")).put("agtp_status", agtpStatus);
        Reply out = new Reply(http, body);
        return http == 401 ? out.withHeader("WWW-Authenticate", "Authority-Scope realm=\"a2t\"") : out;
    }

    private static Reply notAllowed(String allow, String message) {
        return error(405, "method-not-allowed", message, null).withHeader("Allow", allow);
    }

    private ToolCatalog catalog() {
        JsonNode now = dispatcher.a2tTools();
        Cached c = cached;
        if (c == null || c.published() != now) {
            c = new Cached(now, ToolCatalog.of(dispatcher));
            cached = c;
        }
        return c.catalog();
    }

    static Reply error(int status, String code, String message, String parameter) {
        ObjectNode b = F.objectNode();
        ObjectNode e = b.putObject("error");
        e.put("code", code);
        e.put("message", message);
        if (parameter != null) {
            e.put("parameter", parameter);
        }
        return new Reply(status, b);
    }

    private static CompletionStage<Reply> done(Reply r) {
        return CompletableFuture.completedFuture(r);
    }
}

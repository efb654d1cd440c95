package dev.agtpstudio.server.handler;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.model.PathTemplate;
import java.net.ConnectException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An external_service binding (AGTP-API §12.3): one HTTP call per invocation with the JDK HttpClient. Input fields
 * are renamed by input_transform, {@code {name}} placeholders in the URL are filled from the input, the rest goes
 * in the query (GET, DELETE, HEAD, OPTIONS) or as a body in the media type the binding's Content-Type header declares
 * (JSON by default; form-urlencoded and multipart, see {@link UpstreamBody}); configured headers are sent with
 * {@code ${VAR}} already resolved, a header templated as {@code {field}} carries that input field, and no AGTP
 * identity header is ever forwarded. A POST, PUT or PATCH with no field left for the body and no declared
 * Content-Type sends no body; with {@code request_field} the value of that input field is the whole body, and with
 * {@code response_field} the answer is {@code {"<field>": <upstream body>}} (docs/decisions/0455). Upstream failures map to the five
 * {@code upstream_*} codes exactly as §12.3 defines them; error_map wins where it applies. With {@code mcp_tool} the
 * call is an MCP tools/call instead ({@link McpToolCall}, docs/decisions/0555).
 */
public final class ExternalServiceHandler implements EndpointHandler {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern PLACEHOLDER = HandlerBinding.ExternalService.PLACEHOLDER;
    private static final Pattern URL_PARAM = PathTemplate.NAMED;
    private static final String CONTENT_TYPE = "Content-Type";
    /** A header whose whole value is {@code {field}} is filled from that input field (and left out when absent). */
    private static final Pattern INPUT_HEADER = PathTemplate.NAMED;

    private final HandlerBinding.ExternalService binding;
    private final Map<String, String> resolvedHeaders;
    private final HttpClient http;

    private ExternalServiceHandler(
            HandlerBinding.ExternalService binding, Map<String, String> resolvedHeaders, HttpClient http) {
        this.binding = binding;
        this.resolvedHeaders = resolvedHeaders;
        this.http = http;
    }

    /**
     * Checks the binding and resolves its header templates. Throws IllegalArgumentException (the endpoint is then
     * refused at registration) for a non-https URL (unless {@code allowLoopbackHttp} and the host is loopback),
     * an unknown HTTP method, or an unresolved {@code ${VAR}}.
     */
    public static ExternalServiceHandler create(
            HandlerBinding.ExternalService b,
            Map<String, String> environment,
            boolean allowLoopbackHttp,
            HttpClient http) {
        URI uri;
        try {
            uri = URI.create(b.url() == null ? "" : PathTemplate.expand(PathTemplate.NAMED, b.url(), name -> "x"));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("external_service url is not a URL: " + b.url());
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme();
        boolean loopback = HandlerBinding.isLoopbackUrl(b.url());
        if (!scheme.equals("https") && !(scheme.equals("http") && allowLoopbackHttp && loopback)) {
            throw new IllegalArgumentException("external_service url must use https:// (AGTP-API §12.3): " + b.url()
                    + (scheme.equals("http") && loopback
                            ? " (start the server with --allow-http-upstreams for a local mock)"
                            : ""));
        }
        String method = b.method() == null ? "" : b.method().toUpperCase(java.util.Locale.ROOT);
        if (!HandlerBinding.HTTP_METHODS.contains(method)) {
            throw new IllegalArgumentException(
                    "external_service method must be one of " + HandlerBinding.HTTP_METHODS + ": " + b.method());
        }
        Map<String, String> headers = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : b.headers().entrySet()) {
            Matcher m = PLACEHOLDER.matcher(e.getValue());
            StringBuilder sb = new StringBuilder();
            while (m.find()) {
                String v = environment.get(m.group(1));
                if (v == null) {
                    throw new IllegalArgumentException("header " + e.getKey() + " uses ${" + m.group(1)
                            + "}, which the server environment does not define");
                }
                m.appendReplacement(sb, Matcher.quoteReplacement(v));
            }
            m.appendTail(sb);
            headers.put(e.getKey(), sb.toString());
        }
        return new ExternalServiceHandler(b, headers, http);
    }

    @Override
    public CompletionStage<HandlerResult> invoke(Invocation inv) {
        if (binding.mcpTool() != null) {
            ObjectNode arguments = JsonNodeFactory.instance.objectNode();
            inv.input()
                    .fields()
                    .forEachRemaining(e ->
                            arguments.set(binding.inputTransform().getOrDefault(e.getKey(), e.getKey()), e.getValue()));
            return new McpToolCall(binding, resolvedHeaders, http, (t, start) -> failure(unwrap(t), start))
                    .invoke(arguments);
        }
        ObjectNode upstream = JsonNodeFactory.instance.objectNode();
        inv.input()
                .fields()
                .forEachRemaining(
                        e -> upstream.set(binding.inputTransform().getOrDefault(e.getKey(), e.getKey()), e.getValue()));
        String method = binding.method().toUpperCase(java.util.Locale.ROOT);
        String template = binding.url();
        int queryAt = template.indexOf('?');
        StringBuilder url = new StringBuilder(PathTemplate.expand(
                URL_PARAM, queryAt < 0 ? template : template.substring(0, queryAt), name -> {
                    JsonNode v = upstream.remove(name);
                    if (v == null) {
                        v = inv.input().get(name);
                    }
                    return v == null ? "" : PathTemplate.encode(v.asText());
                }));
        if (queryAt >= 0) {
            url.append(templatedQuery(template.substring(queryAt + 1), upstream));
        }
        Map<String, String> inputHeaders = headersFromInput(upstream, inv.input());
        HttpRequest.BodyPublisher body = HttpRequest.BodyPublishers.noBody();
        String contentType = null;
        if (HandlerBinding.QUERY_STRING_METHODS.contains(method)) {
            StringBuilder q = new StringBuilder();
            upstream.fields()
                    .forEachRemaining(
                            e -> queryPairs(q, URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8), e.getValue()));
            if (q.length() > 0) {
                url.append(url.indexOf("?") < 0 ? '?' : '&').append(q);
            }
        } else if (binding.requestField() != null) {
            // The API's body is not an object: the named input field's value is the whole body (absent: none).
            JsonNode whole = upstream.remove(binding.requestField());
            if (whole != null) {
                UpstreamBody encoded = UpstreamBody.encode(whole, declaredContentType());
                body = encoded.publisher();
                contentType = encoded.contentType();
            }
        } else if (!upstream.isEmpty() || declaredContentType() != null) {
            // A body goes out when fields are left for it or the binding declares its media type; an operation
            // without a request body (every field went into the path, query or headers) sends none.
            UpstreamBody encoded = UpstreamBody.encode(upstream, declaredContentType());
            body = encoded.publisher();
            contentType = encoded.contentType();
        }
        HttpRequest.Builder rb;
        try {
            rb = HttpRequest.newBuilder(URI.create(url.toString()))
                    .timeout(Duration.ofMillis((long) (binding.effectiveTimeoutSeconds() * 1000)))
                    .method(method, body);
        } catch (IllegalArgumentException e) {
            return done(error(
                    "upstream_connection_error", "cannot build the upstream URL: " + ErrorMessages.describe(e), null));
        }
        rb.header("Accept", "application/json");
        resolvedHeaders.forEach((k, v) -> {
            if (!isRestricted(k)
                    && !k.equalsIgnoreCase(CONTENT_TYPE)
                    && !INPUT_HEADER.matcher(v).matches()) {
                rb.setHeader(k, v);
            }
        });
        inputHeaders.forEach(rb::setHeader);
        if (contentType != null) {
            rb.setHeader(CONTENT_TYPE, contentType);
        }
        long start = System.nanoTime();
        return http.sendAsync(rb.build(), HttpResponse.BodyHandlers.ofByteArray())
                .handle((resp, err) -> err != null ? failure(unwrap(err), start) : answer(resp));
    }

    /**
     * A query in the URL template ({@code dryRun={dryRun}&v=2}): each {@code {field}} pair takes the field's value
     * (removed from the body), a pair whose field is absent is left out, literal pairs stay.
     */
    private static String templatedQuery(String query, ObjectNode upstream) {
        StringBuilder out = new StringBuilder();
        for (String pair : query.split("&")) {
            Matcher m = URL_PARAM.matcher(pair);
            if (m.find() && m.start() == pair.indexOf('=') + 1 && m.end() == pair.length()) {
                JsonNode v = upstream.remove(m.group(1));
                if (v != null && !v.isNull()) {
                    queryPairs(out, pair.substring(0, pair.indexOf('=')), v);
                }
                continue;
            }
            out.append(out.length() == 0 ? "" : "&").append(pair);
        }
        return out.length() == 0 ? "" : "?" + out;
    }

    /**
     * {@code name=value} pairs in OpenAPI's default query style (form, exploded): an array repeats the name once
     * per item; an object travels as its JSON text. {@code name} is already encoded.
     */
    private static void queryPairs(StringBuilder q, String name, JsonNode value) {
        for (JsonNode v : value.isArray() ? value : List.of(value)) {
            q.append(q.length() == 0 ? "" : "&")
                    .append(name)
                    .append('=')
                    .append(URLEncoder.encode(v.isValueNode() ? v.asText() : v.toString(), StandardCharsets.UTF_8));
        }
    }

    /** The binding's Content-Type header (the upstream media type the importer declared), or null. */
    private String declaredContentType() {
        return resolvedHeaders.entrySet().stream()
                .filter(e -> e.getKey().equalsIgnoreCase(CONTENT_TYPE))
                .map(Map.Entry::getValue)
                .findFirst()
                .orElse(null);
    }

    /** Headers templated as {@code {field}}: the field's value, removed from what goes into the query or body. */
    private Map<String, String> headersFromInput(ObjectNode upstream, JsonNode input) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, String> h : resolvedHeaders.entrySet()) {
            Matcher m = INPUT_HEADER.matcher(h.getValue());
            if (!m.matches() || isRestricted(h.getKey())) {
                continue;
            }
            JsonNode v = upstream.remove(m.group(1));
            if (v == null) {
                v = input.get(m.group(1));
            }
            if (v != null && !v.isNull()) {
                out.put(h.getKey(), v.isValueNode() ? v.asText() : v.toString());
            }
        }
        return out;
    }

    private HandlerResult answer(HttpResponse<byte[]> bytes) {
        int status = bytes.statusCode();
        String type = bytes.headers().firstValue(CONTENT_TYPE).orElse("");
        byte[] raw = bytes.body() == null ? new byte[0] : bytes.body();
        if (binding.responseField() != null
                && status >= 200
                && status < 300
                && !type.isEmpty()
                && !type.toLowerCase(java.util.Locale.ROOT).contains("json")) {
            // A body that is not JSON (an image, CSV) travels whole in the response field: text, or base64.
            ObjectNode o = JsonNodeFactory.instance.objectNode();
            o.put(
                    binding.responseField(),
                    HandlerBinding.isTextMediaType(type)
                            ? new String(raw, StandardCharsets.UTF_8)
                            : java.util.Base64.getEncoder().encodeToString(raw));
            return new HandlerResult.Success(o, Map.of());
        }
        StringResponse resp = new StringResponse(status, new String(raw, StandardCharsets.UTF_8));
        ObjectNode d = JsonNodeFactory.instance.objectNode();
        d.put("upstream_status", status);
        String mapped = binding.errorMap().get(String.valueOf(status));
        if (mapped != null) {
            d.put("upstream_body", abbreviate(resp.body()));
            return error(mapped, "upstream answered " + status + ", mapped by error_map", d);
        }
        if (status == 401 || status == 403) {
            return error(
                    "upstream_authentication_failed",
                    "upstream answered " + status + " and error_map does not cover it",
                    d);
        }
        if (status >= 400) {
            d.put("upstream_body", abbreviate(resp.body()));
            return error("upstream_error", "upstream answered " + status + " and error_map does not cover it", d);
        }
        if (status < 200 || status >= 300) {
            return error("upstream_error", "upstream answered " + status + ", which is not a success", d);
        }
        JsonNode parsed;
        String text = resp.body() == null ? "" : resp.body();
        try {
            // A success without content (204, or an empty 200 of an operation the spec gives no body) is the empty
            // output, not a malformed one.
            parsed = text.isBlank() ? JsonNodeFactory.instance.objectNode() : JSON.readTree(text);
            if (parsed == null) {
                throw new IllegalArgumentException("empty body");
            }
        } catch (com.fasterxml.jackson.core.JsonProcessingException | IllegalArgumentException e) {
            d.put("upstream_body", abbreviate(text));
            return error(
                    "upstream_malformed_response", "upstream answered " + status + " with a body that is not JSON", d);
        }
        if (binding.responseField() != null) {
            // The API answers with a bare array, scalar or null: the declared output field carries it as it is.
            ObjectNode o = JsonNodeFactory.instance.objectNode();
            o.set(binding.responseField(), parsed);
            return new HandlerResult.Success(o, Map.of());
        }
        if (parsed.isObject() && !binding.outputTransform().isEmpty()) {
            ObjectNode o = JsonNodeFactory.instance.objectNode();
            Map<String, String> inverted = new LinkedHashMap<>();
            binding.outputTransform().forEach((agtp, up) -> inverted.put(up, agtp));
            Iterator<Map.Entry<String, JsonNode>> it = parsed.fields();
            while (it.hasNext()) {
                Map.Entry<String, JsonNode> e = it.next();
                o.set(inverted.getOrDefault(e.getKey(), e.getKey()), e.getValue());
            }
            parsed = o;
        }
        return new HandlerResult.Success(parsed, Map.of());
    }

    /** The status and the body as text (JSON is UTF-8, RFC 8259 §8.1). */
    private record StringResponse(int statusCode, String body) {}

    private HandlerResult failure(Throwable t, long start) {
        ObjectNode d = JsonNodeFactory.instance.objectNode();
        d.put("elapsed_ms", (System.nanoTime() - start) / 1_000_000);
        if (t instanceof HttpTimeoutException && !(t instanceof HttpConnectTimeoutException)) {
            d.put("timeout_seconds", binding.effectiveTimeoutSeconds());
            return error(
                    "upstream_timeout",
                    "upstream did not answer within " + binding.effectiveTimeoutSeconds() + " s",
                    d);
        }
        d.put("cause", ErrorMessages.describe(t));
        return error("upstream_connection_error", "cannot reach the upstream: " + ErrorMessages.describe(t), d);
    }

    private static HandlerResult error(String code, String message, JsonNode details) {
        return new HandlerResult.NamedError(code, message, details, Map.of());
    }

    private static Throwable unwrap(Throwable t) {
        while ((t instanceof CompletionException || t instanceof java.util.concurrent.ExecutionException)
                && t.getCause() != null) {
            t = t.getCause();
        }
        if (t instanceof java.io.IOException && t.getCause() instanceof ConnectException) {
            return t.getCause();
        }
        return t;
    }

    private static boolean isRestricted(String name) {
        String n = name.toLowerCase(java.util.Locale.ROOT);
        return n.equals("host")
                || n.equals("content-length")
                || n.equals("connection")
                || n.equals("expect")
                || n.equals("upgrade");
    }

    private static String abbreviate(String s) {
        if (s == null) {
            return "";
        }
        return s.length() <= 500 ? s : s.substring(0, 500) + "...";
    }

    private static CompletionStage<HandlerResult> done(HandlerResult r) {
        return CompletableFuture.completedFuture(r);
    }
}

package dev.agtpstudio.core.model;

import java.util.Map;

/** The handler binding of an endpoint (AGTP-API §12): one of three kinds, or an unknown type kept for diagnosis. */
public sealed interface HandlerBinding
        permits HandlerBinding.RegisteredFunction,
                HandlerBinding.Composition,
                HandlerBinding.ExternalService,
                HandlerBinding.Unknown {

    String REGISTERED_FUNCTION = "registered_function";
    String COMPOSITION = "composition";
    String EXTERNAL_SERVICE = "external_service";
    java.util.List<String> TYPES = java.util.List.of(REGISTERED_FUNCTION, COMPOSITION, EXTERNAL_SERVICE);
    java.util.List<String> HTTP_METHODS = java.util.List.of("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS");
    /**
     * The upstream methods whose input fields (after the path and header templates) travel in the query string;
     * the other methods send them as the body (docs/reference-server.md#external-service-calls).
     */
    java.util.List<String> QUERY_STRING_METHODS = java.util.List.of("GET", "DELETE", "HEAD", "OPTIONS");
    /** The five codes every external_service endpoint must declare (AGTP-API §12.3). */
    java.util.List<String> UPSTREAM_ERRORS = java.util.List.of(
            "upstream_timeout",
            "upstream_connection_error",
            "upstream_malformed_response",
            "upstream_authentication_failed",
            "upstream_error");

    /**
     * True for a media type whose body is text (carried as a string by {@code response_field}); other non-JSON
     * bodies are carried base64-encoded (docs/decisions/0455).
     */
    static boolean isTextMediaType(String mediaType) {
        String m = mediaType == null ? "" : mediaType.toLowerCase(java.util.Locale.ROOT);
        return m.startsWith("text/")
                || m.contains("xml")
                || m.contains("csv")
                || m.contains("yaml")
                || m.contains("javascript")
                || m.contains("x-www-form-urlencoded");
    }

    /**
     * True when the URL's host is loopback (127.0.0.1, localhost, [::1]): the only hosts plain http is kept for, a
     * local mock that the server calls only with --allow-http-upstreams. {@code {name}} and {@code ${VAR}} templates
     * are ignored.
     */
    static boolean isLoopbackUrl(String url) {
        if (url == null) {
            return false;
        }
        try {
            String h = new java.net.URI(PathTemplate.expand(
                            PathTemplate.NAMED,
                            ExternalService.PLACEHOLDER.matcher(url).replaceAll("x"),
                            name -> "x"))
                    .getHost();
            return "127.0.0.1".equals(h) || "localhost".equals(h) || "[::1]".equals(h);
        } catch (java.net.URISyntaxException e) {
            return false;
        }
    }

    /** The declared {@code type} string. */
    String type();

    /** Key path of the handler table, e.g. {@code /endpoint/handler}. */
    String keyPath();

    /** {@code function}: a single Python dotted path. */
    record RegisteredFunction(String function, String keyPath) implements HandlerBinding {
        @Override
        public String type() {
            return REGISTERED_FUNCTION;
        }
    }

    /** {@code recipe}: the name of a recipe in {@code agtp-recipes.toml}. */
    record Composition(String recipe, String keyPath) implements HandlerBinding {
        @Override
        public String type() {
            return COMPOSITION;
        }
    }

    /**
     * An upstream HTTPS call. Maps are in declaration order; {@code outputTransform} maps AGTP names to
     * upstream names and is inverted at response time. Two Studio extensions (null when absent) serve APIs whose
     * bodies are not objects (docs/decisions/0455): {@code requestField} names the input field whose value is sent
     * as the whole request body (a bare array, for example), {@code responseField} the output field that carries
     * the upstream's response body as it is (a bare array, scalar or {@code null}). A third, {@code mcpTool}
     * (docs/decisions/0555), makes the call an MCP {@code tools/call} of that tool over Streamable HTTP at {@code url}:
     * the input is the tool's arguments, the result's {@code structuredContent} (else its {@code content}) the output.
     */
    record ExternalService(
            String url,
            String method,
            Double timeoutSeconds,
            Map<String, String> headers,
            Map<String, String> inputTransform,
            Map<String, String> outputTransform,
            Map<String, String> errorMap,
            String requestField,
            String responseField,
            String mcpTool,
            String keyPath)
            implements HandlerBinding {
        public ExternalService {
            headers = headers == null
                    ? Map.of()
                    : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(headers));
            inputTransform = inputTransform == null
                    ? Map.of()
                    : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(inputTransform));
            outputTransform = outputTransform == null
                    ? Map.of()
                    : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(outputTransform));
            errorMap = errorMap == null
                    ? Map.of()
                    : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(errorMap));
        }

        /** Without {@code mcp_tool}. */
        public ExternalService(
                String url,
                String method,
                Double timeoutSeconds,
                Map<String, String> headers,
                Map<String, String> inputTransform,
                Map<String, String> outputTransform,
                Map<String, String> errorMap,
                String requestField,
                String responseField,
                String keyPath) {
            this(
                    url,
                    method,
                    timeoutSeconds,
                    headers,
                    inputTransform,
                    outputTransform,
                    errorMap,
                    requestField,
                    responseField,
                    null,
                    keyPath);
        }

        /** Without {@code request_field} and {@code response_field}. */
        public ExternalService(
                String url,
                String method,
                Double timeoutSeconds,
                Map<String, String> headers,
                Map<String, String> inputTransform,
                Map<String, String> outputTransform,
                Map<String, String> errorMap,
                String keyPath) {
            this(
                    url,
                    method,
                    timeoutSeconds,
                    headers,
                    inputTransform,
                    outputTransform,
                    errorMap,
                    null,
                    null,
                    null,
                    keyPath);
        }

        @Override
        public String type() {
            return EXTERNAL_SERVICE;
        }

        /** A {@code ${VAR}} placeholder, resolved from the server's environment (AGTP-API §12.3). */
        public static final java.util.regex.Pattern PLACEHOLDER =
                java.util.regex.Pattern.compile("\\$\\{([A-Za-z_][A-Za-z0-9_]*)}");

        /** The environment variables the URL and headers name, in order of appearance. */
        public java.util.Set<String> environmentVariables() {
            java.util.Set<String> vars = new java.util.LinkedHashSet<>();
            java.util.List<String> texts = new java.util.ArrayList<>();
            texts.add(url == null ? "" : url);
            texts.addAll(headers.values());
            for (String t : texts) {
                java.util.regex.Matcher m = PLACEHOLDER.matcher(t == null ? "" : t);
                while (m.find()) {
                    vars.add(m.group(1));
                }
            }
            return vars;
        }

        /** Default timeout of the reference implementation when none is declared. */
        public double effectiveTimeoutSeconds() {
            return timeoutSeconds == null ? 30.0 : timeoutSeconds;
        }
    }

    /** A missing or unrecognised {@code type} (for example the reference's {@code proxy}); kept so rules can report it. */
    record Unknown(String type, Map<String, Object> fields, String keyPath) implements HandlerBinding {
        public Unknown {
            fields = fields == null
                    ? Map.of()
                    : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(fields));
        }
    }
}

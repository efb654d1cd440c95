package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.model.PathTemplate;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The external_service binding (AGTP-API §12.3): the chosen server's URL plus the original path (upstream parameter
 * names, which input_transform produces), the HTTP method, timeout_seconds, and every security scheme of the
 * operation's first security requirement (every scheme it ANDs) as a {@code ${AGTP_UPSTREAM_<SCHEME>_...}} header
 * template; header parameters as {@code {field}} templates filled from the input; the body's media type as
 * Content-Type.
 */
public final class HandlerBuilder {
    static final String CONTENT_TYPE = "Content-Type";
    /** The variable an Authorization header parameter is sent from when no security scheme covers it. */
    static final String AUTHORIZATION_VAR = "AGTP_UPSTREAM_AUTHORIZATION";

    private static final java.util.regex.Pattern IDENTIFIER = java.util.regex.Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    public HandlerBinding.ExternalService build(
            SpecOperation op,
            JsonNode root,
            RefResolver refs,
            String baseUrl,
            double timeout,
            boolean hasBody,
            String mediaType,
            Map<String, String> headerParams,
            Map<String, String> queryParams,
            boolean authorizationParam,
            Map<String, String> pathParams,
            Map<String, String> inputTransform,
            String requestField,
            Map<String, String> outputTransform,
            String responseField,
            String accept,
            Map<String, String> errorMap,
            List<Flag> flags) {
        Map<String, String> headers = new LinkedHashMap<>();
        JsonNode security = op.node().has("security") ? op.node().get("security") : root.path("security");
        JsonNode schemes = root.path("components").path("securitySchemes");
        for (JsonNode requirement : security) {
            for (Iterator<String> it = requirement.fieldNames(); it.hasNext(); ) {
                String name = it.next();
                JsonNode s = refs.deref(schemes.path(name), flags, "handler.headers");
                String var = "AGTP_UPSTREAM_" + name.toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]+", "_");
                String type = s.path("type").asText("");
                String scheme = s.path("scheme").asText("").toLowerCase(Locale.ROOT);
                String in = s.path("in").asText("");
                if (type.equals("apiKey") && in.equals("header")) {
                    put(headers, s.path("name").asText("X-API-Key"), "${" + var + "_KEY}", name, flags);
                } else if (type.equals("apiKey") && in.equals("cookie")) {
                    put(headers, "Cookie", s.path("name").asText("session") + "=${" + var + "_KEY}", name, flags);
                } else if (type.equals("http") && scheme.equals("basic")) {
                    put(headers, "Authorization", "Basic ${" + var + "_CREDENTIALS}", name, flags);
                } else if ((type.equals("http") && scheme.equals("bearer"))
                        || type.equals("oauth2")
                        || type.equals("openIdConnect")) {
                    put(headers, "Authorization", "Bearer ${" + var + "_TOKEN}", name, flags);
                } else {
                    flags.add(new Flag(
                            FlagCode.SECURITY_UNSUPPORTED,
                            "handler.headers",
                            "security scheme `" + name
                                    + "` (" + type + (in.isEmpty() ? "" : " in " + in) + ") cannot be sent as a header "
                                    + "template; configure it by hand"));
                }
            }
            if (!headers.isEmpty()) {
                // One requirement object ANDs its schemes: all of them were sent. Alternatives (OR) need only one.
                if (security.size() > 1) {
                    flags.add(new Flag(
                            FlagCode.SECURITY_HEADER,
                            "handler.headers",
                            "the spec accepts "
                                    + security.size()
                                    + " alternative security requirements; the first that can be sent as "
                                    + "headers was used"));
                }
                break;
            }
        }
        if (authorizationParam && headers.keySet().stream().noneMatch(h -> h.equalsIgnoreCase("Authorization"))) {
            // No security scheme sends it, but the spec declares the header on the operation: it is a credential
            // of the server (an environment variable), never an agent's input.
            headers.put("Authorization", "${" + AUTHORIZATION_VAR + "}");
            flags.add(
                    new Flag(
                            FlagCode.SECURITY_HEADER,
                            "handler.headers",
                            "the spec declares an Authorization "
                                    + "header parameter and no security scheme that sends it; it is sent as ${"
                                    + AUTHORIZATION_VAR
                                    + "}: set the variable (the whole header value, e.g. `Bearer ...`) in the server's environment"));
        }
        if (accept != null) {
            headers.put("Accept", accept);
        }
        headerParams.forEach((header, field) -> headers.put(header, "{" + field + "}"));
        if (hasBody) {
            headers.putIfAbsent(CONTENT_TYPE, mediaType == null ? "application/json" : mediaType);
        }
        String method = HandlerBinding.HTTP_METHODS.contains(op.httpMethod()) ? op.httpMethod() : "GET";
        String url = baseUrl + encodeLiterals(op.path());
        Map<String, String> transform = new LinkedHashMap<>(inputTransform);
        for (Map.Entry<String, String> p : pathParams.entrySet()) {
            if (!IDENTIFIER.matcher(p.getKey()).matches()) {
                // A URL template names fields as identifiers: "{enterprise-team}" is filled from enterprise_team.
                url = PathTemplate.expand(
                        url, n -> n.equals(p.getKey()) ? PathTemplate.expression(p.getValue()) : null);
                transform.remove(p.getValue());
            }
        }
        if (!HandlerBinding.QUERY_STRING_METHODS.contains(method) && !queryParams.isEmpty()) {
            // The server sends the fields left after the path and headers as the body of a POST, PUT or PATCH:
            // the query parameters are templated in the URL. A name that is not an identifier ("include[]") is
            // percent-encoded and filled from its input field.
            List<String> pairs = new java.util.ArrayList<>();
            for (Map.Entry<String, String> q : queryParams.entrySet()) {
                String field = q.getKey();
                if (!IDENTIFIER.matcher(field).matches()) {
                    field = q.getValue();
                    transform.remove(field);
                }
                pairs.add(java.net.URLEncoder.encode(q.getKey(), java.nio.charset.StandardCharsets.UTF_8) + "={" + field
                        + "}");
            }
            url += "?" + String.join("&", pairs);
        }
        return new HandlerBinding.ExternalService(
                url,
                method,
                timeout,
                headers,
                transform,
                outputTransform,
                errorMap,
                requestField,
                responseField,
                "/endpoint/handler");
    }

    /** Characters a URL path cannot hold literally ("/<upload_url>") percent-encoded; {@code {name}} kept. */
    static String encodeLiterals(String path) {
        StringBuilder sb = new StringBuilder();
        for (char c : path.toCharArray()) {
            if (c <= ' ' || "<>\"`^|\\".indexOf(c) >= 0) {
                sb.append('%').append(String.format(Locale.ROOT, "%02X", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    private static void put(Map<String, String> headers, String header, String value, String scheme, List<Flag> flags) {
        String before = headers.get(header);
        if (before != null) {
            // Two ANDed schemes in one header: Cookie values join; anything else cannot be sent twice.
            if (header.equals("Cookie")) {
                headers.put(header, before + "; " + value);
            } else {
                flags.add(new Flag(
                        FlagCode.SECURITY_UNSUPPORTED,
                        "handler.headers",
                        "security scheme `" + scheme
                                + "` also needs the " + header
                                + " header, which another required scheme uses; combine them "
                                + "by hand"));
            }
            return;
        }
        headers.put(header, value);
        flags.add(new Flag(
                FlagCode.SECURITY_HEADER,
                "handler.headers",
                "security scheme `" + scheme + "` sends " + header + ": " + value
                        + "; set the variable in the server's environment"));
    }
}

package dev.agtpstudio.server.handler;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;

/**
 * The body of an upstream call in the media type the binding declares: {@code application/x-www-form-urlencoded}
 * (fields as {@code name=value} pairs, arrays repeated), {@code multipart/form-data} (one part per field, with a
 * boundary), otherwise JSON. Nested objects travel as their JSON text.
 *
 * @param contentType the Content-Type header to send (with the boundary for multipart)
 */
record UpstreamBody(HttpRequest.BodyPublisher publisher, String contentType) {
    static final String JSON = "application/json";
    static final String FORM = "application/x-www-form-urlencoded";
    static final String MULTIPART = "multipart/form-data";

    static UpstreamBody encode(JsonNode body, String declared) {
        if (!(body instanceof ObjectNode fields)) {
            // A body that is not an object (request_field) has no fields to encode as a form: JSON text.
            return new UpstreamBody(
                    HttpRequest.BodyPublishers.ofString(body.toString()), declared == null ? JSON : declared);
        }
        String type = declared == null ? "" : declared.toLowerCase(Locale.ROOT);
        if (type.startsWith(FORM)) {
            return new UpstreamBody(HttpRequest.BodyPublishers.ofString(form(fields)), declared);
        }
        if (type.startsWith(MULTIPART)) {
            String boundary = "agtp-" + UUID.randomUUID();
            return new UpstreamBody(
                    HttpRequest.BodyPublishers.ofString(multipart(fields, boundary)),
                    MULTIPART + "; boundary=" + boundary);
        }
        return new UpstreamBody(
                HttpRequest.BodyPublishers.ofString(fields.toString()), declared == null ? JSON : declared);
    }

    private static String form(ObjectNode fields) {
        StringBuilder sb = new StringBuilder();
        fields.fields().forEachRemaining(e -> {
            for (JsonNode v : e.getValue().isArray() ? e.getValue() : java.util.List.of(e.getValue())) {
                sb.append(sb.length() == 0 ? "" : "&")
                        .append(URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8))
                        .append('=')
                        .append(URLEncoder.encode(text(v), StandardCharsets.UTF_8));
            }
        });
        return sb.toString();
    }

    private static String multipart(ObjectNode fields, String boundary) {
        StringBuilder sb = new StringBuilder();
        for (java.util.Iterator<Map.Entry<String, JsonNode>> it = fields.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            sb.append("--")
                    .append(boundary)
                    .append("\r\n")
                    .append("Content-Disposition: form-data; name=\"")
                    .append(e.getKey().replace("\"", "%22"))
                    .append("\"\r\n");
            if (e.getValue().isContainerNode()) {
                sb.append("Content-Type: ").append(JSON).append("\r\n");
            }
            sb.append("\r\n").append(text(e.getValue())).append("\r\n");
        }
        return sb.append("--").append(boundary).append("--\r\n").toString();
    }

    private static String text(JsonNode v) {
        return v.isValueNode() ? v.asText() : v.toString();
    }
}

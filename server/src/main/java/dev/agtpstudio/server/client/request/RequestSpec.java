package dev.agtpstudio.server.client.request;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A request as the designer wrote it: method, path ({@code /path[?query]}, "" for none), header fields in order, the
 * JSON body text ("" for none) and the transport. Its text may hold {@code {{name}}} variables until
 * {@link RequestBuilder#resolve} fills them from an environment.
 */
public record RequestSpec(String method, String path, Map<String, String> headers, String body, Transport via) {
    public RequestSpec {
        method = method == null ? "" : method.trim();
        path = path == null ? "" : path.trim();
        headers = headers == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(headers));
        body = body == null ? "" : body.trim();
        via = via == null ? Transport.AGTP : via;
    }
}

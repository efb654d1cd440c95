package dev.agtpstudio.server.client.request;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.core.model.PathTemplate;
import dev.agtpstudio.server.client.ClientRequest;
import dev.agtpstudio.server.wire.Headers;
import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The one way a request is assembled, with no UI and no I/O: the IDE's invoke panel, {@code agtp-studio invoke} (also
 * with {@code --request}) and "copy as" all build through it. {@link #resolve} fills the variables and checks what the
 * designer wrote; {@link #agtp} is the AGTP request, {@link #wireText} its exact bytes as text, {@link #toolInput}
 * the named inputs an A2T invoke or MCP {@code tools/call} carries.
 */
public final class RequestBuilder {
    private static final ObjectMapper JSON = new ObjectMapper();

    private RequestBuilder() {}

    /** A request with its variables filled, or the problems that prevent sending it. */
    public record Resolved(RequestSpec request, List<RequestProblem> problems) {
        public Resolved {
            problems = List.copyOf(problems);
        }

        public boolean ok() {
            return problems.isEmpty();
        }
    }

    /**
     * Fills the {@code {{name}}} variables of every field from {@code vars} (the environment {@code environment}, null
     * for none) and checks the result: a method, header names without spaces or colons, a body that is JSON.
     */
    public static Resolved resolve(RequestSpec spec, Map<String, String> vars, String environment) {
        List<RequestProblem> problems = new ArrayList<>();
        Map<String, String> v = vars == null ? Map.of() : vars;
        String method = Variables.fill(spec.method(), v, environment, "method", problems);
        if (method.isEmpty()) {
            problems.add(new RequestProblem("method", 0, "method is empty"));
        }
        String path = Variables.fill(spec.path(), v, environment, "path", problems);
        Map<String, String> headers = new LinkedHashMap<>();
        spec.headers().forEach((name, value) -> {
            if (name.isBlank()
                    || !name.equals(name.trim())
                    || name.contains(":")
                    || name.chars().anyMatch(Character::isWhitespace)) {
                problems.add(new RequestProblem("header " + name, 0, "'" + name + "' is not a header name"));
            }
            String filled = Variables.fill(value == null ? "" : value, v, environment, "header " + name, problems);
            if (!filled.isBlank()) {
                headers.put(name.trim(), filled.trim());
            }
        });
        String body = Variables.fill(spec.body(), v, environment, "body", problems);
        if (!body.isBlank() && problems.stream().noneMatch(p -> p.field().equals("body"))) {
            try {
                JSON.readTree(body);
            } catch (IOException e) {
                problems.add(new RequestProblem("body", 0, "the body is not JSON: " + ErrorMessages.describe(e)));
            }
        }
        return new Resolved(new RequestSpec(method, path, headers, body, spec.via()), problems);
    }

    /** Fills one value (a host or port of a saved request or the panel) as {@link #resolve} fills a field. */
    public static String fill(
            String text, Map<String, String> vars, String environment, String field, List<RequestProblem> problems) {
        return Variables.fill(text, vars == null ? Map.of() : vars, environment, field, problems);
    }

    /** The AGTP request: blank header values left out, a JSON body with {@code Content-Type: application/json}. */
    public static ClientRequest agtp(RequestSpec r) {
        Headers.Builder h = Headers.builder();
        r.headers().forEach((k, v) -> {
            if (!k.isBlank() && v != null && !v.isBlank()) {
                h.add(k.trim(), v.trim());
            }
        });
        String target = r.path().isBlank() ? null : r.path();
        if (r.body().isBlank()) {
            return new ClientRequest(r.method(), target, h.build(), new byte[0]);
        }
        return ClientRequest.json(r.method(), target, h.build(), r.body());
    }

    /** The exact AGTP request as it goes over the wire (CRLF line ends), as text. */
    public static String wireText(RequestSpec r) {
        return new String(agtp(r).toBytes(), StandardCharsets.UTF_8);
    }

    /**
     * The named inputs of an A2T invoke or MCP {@code tools/call} of the endpoint at {@code template}: the body's
     * object, with the path parameters filled into the request's path added where the body has none.
     */
    public static ObjectNode toolInput(RequestSpec r, String template) throws IOException {
        JsonNode n = r.body().isBlank() ? JSON.createObjectNode() : JSON.readTree(r.body());
        if (!n.isObject()) {
            throw new IOException("A2T and MCP take an object of named inputs, not "
                    + n.getNodeType().toString().toLowerCase(Locale.ROOT));
        }
        ObjectNode o = (ObjectNode) n;
        String[] t = template.split("/", -1);
        String[] p = r.path().split("\\?", 2)[0].split("/", -1);
        for (int i = 0; i < t.length && t.length == p.length; i++) {
            if (PathTemplate.isParameterSegment(t[i]) && !p[i].equals(t[i]) && !p[i].isEmpty()) {
                String name = PathTemplate.nameOf(t[i]);
                if (!o.has(name)) {
                    o.put(name, URLDecoder.decode(p[i], StandardCharsets.UTF_8));
                }
            }
        }
        return o;
    }

    /** True when {@code path} (without its query) fills {@code template} segment by segment. */
    public static boolean pathMatches(String template, String path) {
        String[] t = template.split("/", -1);
        String[] s = path.split("\\?", 2)[0].split("/", -1);
        if (t.length != s.length) {
            return false;
        }
        for (int i = 0; i < t.length; i++) {
            boolean param = PathTemplate.isParameterSegment(t[i]);
            if (!param && !t[i].equals(s[i]) || param && s[i].isEmpty()) {
                return false;
            }
        }
        return true;
    }

    /** The {@code Authority-Scope} value that claims an endpoint's {@code required_scopes} (comma form, decision 0526). */
    public static String authorityScope(List<String> requiredScopes) {
        return requiredScopes == null ? "" : String.join(", ", requiredScopes);
    }

    /** Parses "Name: value" lines into {@code into} (blank lines skipped); returns the problems with the others. */
    public static List<String> parseHeaderLines(String text, Map<String, String> into) {
        List<String> problems = new ArrayList<>();
        if (text == null) {
            return problems;
        }
        int n = 0;
        for (String line : text.split("\\R")) {
            n++;
            if (line.isBlank()) {
                continue;
            }
            int colon = line.indexOf(':');
            if (colon <= 0) {
                problems.add("header line " + n + " is not 'Name: value': " + line);
                continue;
            }
            into.put(line.substring(0, colon).trim(), line.substring(colon + 1).trim());
        }
        return problems;
    }

    /** A port typed as text: 1 to 65535, or -1 with a problem for {@code field}. */
    public static int port(String text, String field, List<RequestProblem> problems) {
        try {
            int p = Integer.parseInt(text == null ? "" : text.trim());
            if (p >= 1 && p <= 65535) {
                return p;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        problems.add(new RequestProblem(field, 0, "port must be a number from 1 to 65535"));
        return -1;
    }
}

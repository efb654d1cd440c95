package dev.agtpstudio.app.a2s;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.PathTemplate;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How {@code run-capability} turns an A2S step into one AGTP request and reads its outputs back (docs/a2s.md): the
 * AGTP method and path of a {@code Custom} step's definition, or the {@code x-agtp-method} and {@code x-agtp-path} of
 * an OpenAPI step's one operation; {@code ${NAME}} placeholders filled from the variables (a value that is only a
 * placeholder keeps its JSON type); path templates filled and the other fields sent as the JSON body.
 */
final class A2sRun {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private static final Pattern VAR = Pattern.compile("\\$\\{([^}]*)}");

    /** One request: the AGTP method, the path with its templates filled, and the body. */
    record Call(String method, String path, ObjectNode body) {}

    /** A step that cannot run as asked; the message says why, for the user. */
    static final class Refusal extends Exception {
        Refusal(String message) {
            super(message);
        }
    }

    private A2sRun() {}

    static Call call(JsonNode step, Map<String, JsonNode> vars) throws Refusal {
        String id = step.path("id").asText();
        String format = step.path("format").asText();
        JsonNode def = step.path("definition");
        String method;
        String path;
        ObjectNode fields = F.objectNode();
        JsonNode tmpl = step.path("input_template");
        if ("Custom".equals(format) && "AGTP/1.0".equals(def.path("protocol").asText())) {
            method = def.path("method").asText();
            path = def.path("path").asText("");
            tmpl.fields().forEachRemaining(e -> fields.set(e.getKey(), e.getValue()));
        } else if ("OpenAPI".equals(format)) {
            JsonNode op = onlyOperation(def);
            method = op.path("x-agtp-method").asText("");
            path = op.path("x-agtp-path").asText("");
            if (method.isEmpty()) {
                throw new Refusal("step " + id + ": its OpenAPI operation names no AGTP endpoint (x-agtp-method);"
                        + " run-capability calls AGTP servers only");
            }
            for (String part : new String[] {"pathParameters", "query", "body"}) {
                tmpl.path(part).fields().forEachRemaining(e -> fields.set(e.getKey(), e.getValue()));
            }
        } else {
            throw new Refusal("step " + id + ": format " + format + " is not an AGTP call; run-capability runs Custom"
                    + " AGTP/1.0 steps and OpenAPI steps of an AGTP server's endpoints");
        }
        ObjectNode body = (ObjectNode) fill(fields, vars, id);
        Map<String, String> values = new java.util.HashMap<>();
        for (String name : PathTemplate.expressionNames(path)) {
            JsonNode v = body.remove(name);
            if (v == null || v.isNull()) {
                throw new Refusal("step " + id + ": no value for " + PathTemplate.expression(name) + " of " + path);
            }
            values.put(name, PathTemplate.encode(v.asText()));
        }
        String filled = PathTemplate.expand(path, values::get);
        return new Call(method, filled.isEmpty() ? null : filled, body);
    }

    private static JsonNode onlyOperation(JsonNode def) throws Refusal {
        for (JsonNode item : def.path("paths")) {
            Iterator<JsonNode> ops = item.elements();
            if (ops.hasNext()) {
                return ops.next();
            }
        }
        throw new Refusal("the OpenAPI definition has no operation");
    }

    /** {@code value} with every placeholder replaced by its variable. */
    static JsonNode fill(JsonNode value, Map<String, JsonNode> vars, String step) throws Refusal {
        if (value.isTextual()) {
            String s = value.asText();
            Matcher whole = VAR.matcher(s);
            if (whole.matches()) {
                return lookup(whole.group(1), vars, step);
            }
            Matcher m = VAR.matcher(s);
            StringBuilder sb = new StringBuilder();
            while (m.find()) {
                m.appendReplacement(
                        sb,
                        Matcher.quoteReplacement(lookup(m.group(1), vars, step).asText()));
            }
            m.appendTail(sb);
            return F.textNode(sb.toString());
        }
        if (value.isObject()) {
            ObjectNode o = F.objectNode();
            Iterator<Map.Entry<String, JsonNode>> it = value.fields();
            while (it.hasNext()) {
                Map.Entry<String, JsonNode> e = it.next();
                JsonNode v = fill(e.getValue(), vars, step);
                if (!v.isMissingNode()) {
                    o.set(e.getKey(), v);
                }
            }
            return o;
        }
        if (value.isArray()) {
            com.fasterxml.jackson.databind.node.ArrayNode a = F.arrayNode();
            for (JsonNode v : value) {
                a.add(fill(v, vars, step));
            }
            return a;
        }
        return value;
    }

    /** An unset input leaves its field out (the endpoint decides whether it is required); an unknown name is refused. */
    private static JsonNode lookup(String name, Map<String, JsonNode> vars, String step) throws Refusal {
        if (vars.containsKey(name)) {
            JsonNode v = vars.get(name);
            return v == null ? com.fasterxml.jackson.databind.node.MissingNode.getInstance() : v;
        }
        throw new Refusal("step " + step + ": ${" + name + "} is neither an input nor an earlier step's output");
    }

    /** The step's outputs: {@code $} is the whole response, {@code $.a.b} a member path. */
    static Map<String, JsonNode> outputs(JsonNode step, JsonNode response) {
        Map<String, JsonNode> out = new LinkedHashMap<>();
        step.path("output_mapping").fields().forEachRemaining(e -> {
            String p = e.getValue().asText();
            JsonNode v = response;
            if (p.startsWith("$.")) {
                for (String k : p.substring(2).split("\\.")) {
                    v = v.path(k);
                }
            }
            out.put(e.getKey(), v.isMissingNode() ? F.nullNode() : v);
        });
        return out;
    }
}

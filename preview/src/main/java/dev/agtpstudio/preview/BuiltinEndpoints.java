package dev.agtpstudio.preview;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.Schemas;

/**
 * Protocol built-ins that every server publishes alongside operator endpoints (AGTP-API §5.8): today
 * {@code DISCOVER /methods}. They appear in the manifest like any other endpoint.
 */
public final class BuiltinEndpoints {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private BuiltinEndpoints() {}

    /** The manifest entry of {@code DISCOVER /methods}. */
    public static ObjectNode discoverMethods() {
        ObjectNode o = F.objectNode();
        o.put("method", "DISCOVER");
        o.put("path", "/methods");
        o.put("description", "Lists every method and path this server exposes, with a one-line description of each.");
        ObjectNode s = o.putObject("semantic");
        s.put("intent", "List the endpoints this server exposes so an agent knows what it can ask for.");
        s.put("actor", "agent");
        s.put("outcome", "An inventory of method, path, description and tier for every endpoint is returned.");
        s.put("capability", "discovery");
        s.put("confidence", 1.0);
        s.put("impact", "informational");
        s.put("is_idempotent", true);
        ObjectNode in = o.putObject("input_schema");
        in.put("$schema", Schemas.DRAFT_2020_12);
        in.put("type", "object");
        in.putObject("properties");
        in.put("additionalProperties", false);
        ObjectNode out = o.putObject("output_schema");
        out.put("$schema", Schemas.DRAFT_2020_12);
        out.put("type", "array");
        ObjectNode item = out.putObject("items");
        item.put("type", "object");
        ObjectNode props = item.putObject("properties");
        for (String p : new String[] {"method", "path", "description", "tier"}) {
            props.putObject(p).put("type", "string");
        }
        item.putArray("required").add("method").add("path").add("description");
        item.put("additionalProperties", true);
        o.putArray("errors");
        o.putObject("handler").put("type", "registered_function");
        return o;
    }
}

package dev.agtpstudio.core.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;

/** Node construction shared by the TOML, YAML and JSON readers, so the same value gives the same node class. */
final class JsonNodes {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private JsonNodes() {}

    static JsonNode number(long l) {
        return l >= Integer.MIN_VALUE && l <= Integer.MAX_VALUE ? F.numberNode((int) l) : F.numberNode(l);
    }
}

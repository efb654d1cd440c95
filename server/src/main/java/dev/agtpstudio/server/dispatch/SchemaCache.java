package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Compiled schemas by their JSON text: compiled schemas are immutable and thread-safe, so endpoints sharing a
 * shape (and every unchanged endpoint on a reload) compile once. Bounded; owned by one registry builder.
 */
public final class SchemaCache {
    private static final int MAX = 10_000;
    private final Map<String, SchemaCheck> compiled = new ConcurrentHashMap<>();

    public SchemaCheck compile(JsonNode schema) {
        String key = schema.toString();
        SchemaCheck c = compiled.get(key);
        if (c == null) {
            c = SchemaCheck.compile(schema);
            if (compiled.size() >= MAX) {
                compiled.clear();
            }
            compiled.put(key, c);
        }
        return c;
    }
}

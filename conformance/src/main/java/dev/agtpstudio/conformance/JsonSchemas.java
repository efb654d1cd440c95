package dev.agtpstudio.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** JSON Schema (Draft 2020-12) validation of bodies and manifests; compiled schemas are cached per schema text. */
public final class JsonSchemas {
    private static final SchemaRegistry REGISTRY =
            SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
    private static final Map<String, Schema> CACHE = new ConcurrentHashMap<>();
    private static final String MANIFEST_SCHEMA = "/dev/agtpstudio/preview/agtp-manifest.schema.json";
    private static volatile Schema manifest;

    private JsonSchemas() {}

    /** Violations of {@code instance} against {@code schema}, as "field: message" lines; empty when valid. */
    public static List<String> violations(JsonNode schema, JsonNode instance) {
        Schema s = CACHE.computeIfAbsent(schema.toString(), k -> REGISTRY.getSchema(schema));
        return describe(s.validate(instance));
    }

    /** Violations of a published manifest against the manifest schema (AGTP-API §8, docs/schemas). */
    public static List<String> manifestViolations(JsonNode manifestDoc) {
        return describe(manifestSchema().validate(manifestDoc));
    }

    private static Schema manifestSchema() {
        Schema m = manifest;
        if (m == null) {
            try (InputStream in = JsonSchemas.class.getResourceAsStream(MANIFEST_SCHEMA)) {
                if (in == null) {
                    throw new IllegalStateException(
                            "the manifest schema " + MANIFEST_SCHEMA + " is not on the class path");
                }
                m = REGISTRY.getSchema(in, InputFormat.JSON);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            manifest = m;
        }
        return m;
    }

    private static List<String> describe(List<Error> errors) {
        return errors.stream()
                .map(e -> {
                    String where = e.getInstanceLocation() == null
                            ? ""
                            : e.getInstanceLocation().toString();
                    return (where.isEmpty() ? "(root)" : where) + ": " + e.getMessage();
                })
                .toList();
    }
}

package dev.agtpstudio.app.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.agtpstudio.server.wire.StatusClass;
import dev.agtpstudio.server.wire.StatusText;
import java.util.List;

/**
 * Whether a response body matches the endpoint's output schema (com.networknt json-schema-validator, Draft 2020-12,
 * format assertions on): {@code matches} is null when nothing was checked, with the reason in {@code summary}.
 */
public record SchemaVerdict(Boolean matches, String summary, List<String> problems) {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(
            SpecificationVersion.DRAFT_2020_12,
            b -> b.schemaRegistryConfig(com.networknt.schema.SchemaRegistryConfig.builder()
                    .formatAssertionsEnabled(true)
                    .build()));

    public static SchemaVerdict notChecked(String why) {
        return new SchemaVerdict(null, "Output schema not checked: " + why, List.of());
    }

    /** Checks {@code body} of a 2xx response against {@code outputSchema}. */
    public static SchemaVerdict check(int status, String body, JsonNode outputSchema) {
        if (outputSchema == null) {
            return notChecked("no workspace endpoint matches the method and path");
        }
        if (!StatusClass.of(status).isSuccess()) {
            return notChecked("only a success answer is the endpoint's output, and " + status + " "
                    + StatusText.reason(status) + " is not one (AGTP-API §11)");
        }
        JsonNode instance;
        try {
            instance = JSON.readTree(body == null || body.isBlank() ? "{}" : body);
        } catch (Exception e) {
            return new SchemaVerdict(false, "Body is not JSON: " + e.getMessage(), List.of());
        }
        Schema schema;
        try {
            schema = REGISTRY.getSchema(outputSchema);
        } catch (RuntimeException e) {
            return notChecked("the output schema does not compile: " + e.getMessage());
        }
        List<Error> errors = schema.validate(instance);
        if (errors.isEmpty()) {
            return new SchemaVerdict(true, "Body matches the output schema", List.of());
        }
        List<String> p = errors.stream()
                .map(e -> (e.getInstanceLocation() == null ? "" : e.getInstanceLocation() + ": ") + e.getMessage())
                .toList();
        return new SchemaVerdict(
                false,
                "Body does not match the output schema (" + p.size() + (p.size() == 1 ? " problem)" : " problems)"),
                p);
    }
}

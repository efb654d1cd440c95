package dev.agtpstudio.validator.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/** Text of a synthetic workspace: {@code n} endpoint files (four handler/form mixes), a server config and recipes. */
public final class GeneratedWorkspace {
    static final String[] METHODS = {
        "FETCH", "QUERY", "RESERVE", "CANCEL", "MODIFY", "AUDIT", "QUOTE", "NOTIFY", "CREATE", "LIST"
    };
    static final String[] CAPABILITY = {
        "retrieval",
        "discovery",
        "transaction",
        "domain_spanning",
        "modification",
        "analysis",
        "transaction",
        "notification",
        "creation",
        "discovery"
    };

    private GeneratedWorkspace() {}

    public static Map<String, String> files(int n) {
        Map<String, String> files = new LinkedHashMap<>();
        files.put(
                "agtp-server.toml",
                "[server]\nserver_id = \"bench.example\"\n\n[policies.methods]\nallow = \"*\"\n"
                        + "legacy = \"NONE\"\n");
        files.put(
                "agtp-recipes.toml",
                "[[recipe]]\nname = \"audit-via-fetch\"\n\n[[recipe.steps]]\nmethod = \"FETCH\"\n"
                        + "capture_as = \"item\"\n\n  [recipe.steps.parameters.item_id]\n  kind = \"proposal\"\n  value = \"item_id\"\n");
        for (int i = 0; i < n; i++) {
            files.put(String.format("endpoints/ep_%04d.toml", i), endpoint(i, 0));
        }
        return files;
    }

    /** Endpoint {@code i}; {@code edit} changes its description so an edited copy differs from the original. */
    static String endpoint(int i, int edit) {
        int m = i % METHODS.length;
        String method = METHODS[m];
        String path = "/area-" + (i / METHODS.length) + "/items/{item_id}";
        int kind = i % 10;
        StringBuilder sb = new StringBuilder();
        sb.append("[endpoint]\nmethod = \"")
                .append(method)
                .append("\"\npath = \"")
                .append(path)
                .append("\"\n")
                .append("description = \"Generated endpoint ")
                .append(i)
                .append(" revision ")
                .append(edit)
                .append(".\"\n")
                .append("required_scopes = [\"bench:items\"]\n\n")
                .append("[endpoint.semantic]\nintent = \"Act on the named item for the caller.\"\nactor = \"agent\"\n")
                .append("outcome = \"The item's current state is returned.\"\ncapability = \"")
                .append(CAPABILITY[m])
                .append("\"\nconfidence = 0.9\nimpact = \"reversible\"\nis_idempotent = false\n\n");
        if (kind == 9) {
            sb.append(
                            "[endpoint.input_schema]\ntype = \"object\"\nadditionalProperties = false\nrequired = [\"item_id\"]\n\n")
                    .append("[endpoint.input_schema.properties.item_id]\ntype = \"string\"\n\n")
                    .append("[endpoint.output_schema]\ntype = \"object\"\nadditionalProperties = true\n\n");
        } else {
            sb.append(
                            "[[endpoint.input.required]]\nname = \"item_id\"\ntype = \"string\"\ndescription = \"The item.\"\n\n")
                    .append(
                            "[[endpoint.input.optional]]\nname = \"note\"\ntype = \"string\"\ndescription = \"A note.\"\n\n")
                    .append("[[endpoint.output]]\nname = \"status\"\ntype = \"string\"\ndescription = \"State.\"\n")
                    .append("enum = [\"open\", \"closed\"]\n\n");
        }
        if (kind == 7) {
            sb.append("[endpoint.errors]\nlist = [\"item_not_found\", \"composition_failed\"]\n\n")
                    .append("[endpoint.handler]\ntype = \"composition\"\nrecipe = \"audit-via-fetch\"\n");
        } else if (kind == 8) {
            sb.append(
                            "[endpoint.errors]\nlist = [\"item_not_found\", \"upstream_timeout\", \"upstream_connection_error\", ")
                    .append(
                            "\"upstream_malformed_response\", \"upstream_authentication_failed\", \"upstream_error\"]\n\n")
                    .append(
                            "[endpoint.handler]\ntype = \"external_service\"\nurl = \"https://api.example.com/items\"\n")
                    .append("method = \"POST\"\ntimeout_seconds = 5\n\n[endpoint.handler.headers]\n")
                    .append("Authorization = \"Bearer ${BENCH_TOKEN}\"\n\n[endpoint.handler.error_map]\n")
                    .append("\"404\" = \"item_not_found\"\n");
        } else {
            sb.append("[endpoint.errors]\nlist = [\"item_not_found\"]\n\n[endpoint.handler]\n")
                    .append("type = \"registered_function\"\nfunction = \"bench.handlers.h")
                    .append(i)
                    .append("\"\n");
        }
        return sb.toString();
    }

    /**
     * The same {@code n} operations as an OpenAPI 3.1 document, for timing a peer linter on equal work: one operation
     * per endpoint (its AGTP method becomes the last path segment, since HTTP has fewer methods than the endpoints
     * use on one path), with the same path parameter, optional input, scope, description, output and errors.
     */
    static String openapi(int n) {
        StringBuilder sb = new StringBuilder();
        sb.append("openapi: 3.1.0\ninfo:\n  title: Generated bench service\n  version: 1.0.0\n")
                .append("  description: The operations of the generated AGTP bench workspace.\n")
                .append("  license:\n    name: MIT\n    url: https://opensource.org/licenses/MIT\n")
                .append("servers:\n  - url: https://bench.example.com\n")
                .append("security:\n  - bearer: [\"bench:items\"]\ntags:\n  - name: items\n    description: Items.\n")
                .append("paths:\n");
        for (int i = 0; i < n; i++) {
            String method = METHODS[i % METHODS.length];
            boolean read = "FETCH".equals(method) || "QUERY".equals(method) || "LIST".equals(method);
            sb.append("  /area-")
                    .append(i / METHODS.length)
                    .append("/items/{item_id}/")
                    .append(method.toLowerCase(java.util.Locale.ROOT))
                    .append(":\n")
                    .append("    ")
                    .append(read ? "get" : "post")
                    .append(":\n")
                    .append("      operationId: ")
                    .append(method.toLowerCase(java.util.Locale.ROOT))
                    .append("Item")
                    .append(i)
                    .append("\n      summary: Act on the named item for the caller.\n")
                    .append("      description: Generated endpoint ")
                    .append(i)
                    .append(" revision 0.\n")
                    .append("      tags: [items]\n      security:\n        - bearer: [\"bench:items\"]\n")
                    .append(
                            "      parameters:\n        - name: item_id\n          in: path\n          required: true\n")
                    .append("          description: The item.\n          schema: {type: string}\n")
                    .append("        - name: note\n          in: query\n          required: false\n")
                    .append("          description: A note.\n          schema: {type: string}\n")
                    .append(
                            "      responses:\n        '200':\n          description: The item's current state is returned.\n")
                    .append("          content:\n            application/json:\n              schema:\n")
                    .append("                type: object\n                properties:\n")
                    .append("                  status: {type: string, description: State., enum: [open, closed]}\n")
                    .append("        '404':\n          description: item_not_found\n")
                    .append("          content:\n            application/json:\n              schema:\n")
                    .append("                $ref: '#/components/schemas/Error'\n");
        }
        sb.append("components:\n  securitySchemes:\n    bearer:\n      type: oauth2\n      flows:\n")
                .append("        clientCredentials:\n          tokenUrl: https://bench.example.com/token\n")
                .append("          scopes:\n            bench:items: Items.\n")
                .append("  schemas:\n    Error:\n      type: object\n      properties:\n")
                .append("        error: {type: string}\n");
        return sb.toString();
    }

    public static void write(Path dir, int n) throws IOException {
        for (Map.Entry<String, String> e : files(n).entrySet()) {
            Path p = dir.resolve(e.getKey());
            Files.createDirectories(p.getParent());
            Files.writeString(p, e.getValue());
        }
    }
}

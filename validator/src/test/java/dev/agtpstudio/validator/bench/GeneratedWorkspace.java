package dev.agtpstudio.validator.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/** Text of a synthetic workspace: {@code n} endpoint files (four handler/form mixes), a server config and recipes. */
final class GeneratedWorkspace {
    static final String[] METHODS = {"FETCH", "QUERY", "RESERVE", "CANCEL", "MODIFY", "AUDIT", "QUOTE", "NOTIFY",
        "CREATE", "LIST"};
    static final String[] CAPABILITY = {"retrieval", "discovery", "transaction", "domain_spanning", "modification",
        "analysis", "transaction", "notification", "creation", "discovery"};

    private GeneratedWorkspace() {
    }

    static Map<String, String> files(int n) {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("agtp-server.toml", "[server]\nserver_id = \"bench.example\"\n\n[policies.methods]\nallow = \"*\"\n"
                + "legacy = \"NONE\"\n");
        files.put("agtp-recipes.toml", "[[recipe]]\nname = \"audit-via-fetch\"\n\n[[recipe.steps]]\nmethod = \"FETCH\"\n"
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
        sb.append("[endpoint]\nmethod = \"").append(method).append("\"\npath = \"").append(path).append("\"\n")
                .append("description = \"Generated endpoint ").append(i).append(" revision ").append(edit).append(".\"\n")
                .append("required_scopes = [\"bench:items\"]\n\n")
                .append("[endpoint.semantic]\nintent = \"Act on the named item for the caller.\"\nactor = \"agent\"\n")
                .append("outcome = \"The item's current state is returned.\"\ncapability = \"").append(CAPABILITY[m])
                .append("\"\nconfidence = 0.9\nimpact = \"reversible\"\nis_idempotent = false\n\n");
        if (kind == 9) {
            sb.append("[endpoint.input_schema]\ntype = \"object\"\nadditionalProperties = false\nrequired = [\"item_id\"]\n\n")
                    .append("[endpoint.input_schema.properties.item_id]\ntype = \"string\"\n\n")
                    .append("[endpoint.output_schema]\ntype = \"object\"\nadditionalProperties = true\n\n");
        } else {
            sb.append("[[endpoint.input.required]]\nname = \"item_id\"\ntype = \"string\"\ndescription = \"The item.\"\n\n")
                    .append("[[endpoint.input.optional]]\nname = \"note\"\ntype = \"string\"\ndescription = \"A note.\"\n\n")
                    .append("[[endpoint.output]]\nname = \"status\"\ntype = \"string\"\ndescription = \"State.\"\n")
                    .append("enum = [\"open\", \"closed\"]\n\n");
        }
        if (kind == 7) {
            sb.append("[endpoint.errors]\nlist = [\"item_not_found\", \"composition_failed\"]\n\n")
                    .append("[endpoint.handler]\ntype = \"composition\"\nrecipe = \"audit-via-fetch\"\n");
        } else if (kind == 8) {
            sb.append("[endpoint.errors]\nlist = [\"item_not_found\", \"upstream_timeout\", \"upstream_connection_error\", ")
                    .append("\"upstream_malformed_response\", \"upstream_authentication_failed\", \"upstream_error\"]\n\n")
                    .append("[endpoint.handler]\ntype = \"external_service\"\nurl = \"https://api.example.com/items\"\n")
                    .append("method = \"POST\"\ntimeout_seconds = 5\n\n[endpoint.handler.headers]\n")
                    .append("Authorization = \"Bearer ${BENCH_TOKEN}\"\n\n[endpoint.handler.error_map]\n")
                    .append("\"404\" = \"item_not_found\"\n");
        } else {
            sb.append("[endpoint.errors]\nlist = [\"item_not_found\"]\n\n[endpoint.handler]\n")
                    .append("type = \"registered_function\"\nfunction = \"bench.handlers.h").append(i).append("\"\n");
        }
        return sb.toString();
    }

    static void write(Path dir, int n) throws IOException {
        for (Map.Entry<String, String> e : files(n).entrySet()) {
            Path p = dir.resolve(e.getKey());
            Files.createDirectories(p.getParent());
            Files.writeString(p, e.getValue());
        }
    }
}

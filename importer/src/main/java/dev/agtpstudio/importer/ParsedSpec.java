package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * A spec as an OpenAPI 3 tree (Swagger 2.0 already converted), with what was wrong in it.
 *
 * @param root     the OpenAPI 3.x document, or null when the spec could not be read at all
 * @param version  the {@code openapi} (or original {@code swagger}) version string
 */
public record ParsedSpec(
        JsonNode root,
        String source,
        String version,
        String title,
        String apiVersion,
        List<String> servers,
        List<SpecProblem> problems) {
    public ParsedSpec {
        servers = List.copyOf(servers);
        problems = List.copyOf(problems);
    }

    public boolean readable() {
        return root != null && root.path("paths").isObject();
    }
}

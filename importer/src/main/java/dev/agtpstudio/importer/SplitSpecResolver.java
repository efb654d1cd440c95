package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.swagger.v3.core.util.Json;
import io.swagger.v3.core.util.Json31;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.parser.OpenAPIResolver;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Resolves the references of an OpenAPI 3 tree to other files with swagger-parser's resolver. swagger-parser gives up
 * on the whole document when one referenced file is broken; then the path items that reach the file its message
 * names are set aside and the rest is resolved again, so one bad file costs only the operations that use it: those
 * are marked {@value #UNRESOLVED} with the reason, and the planner skips them instead of writing empty endpoints.
 */
final class SplitSpecResolver {
    /** Extension put on an operation that could not be resolved; its value is the reason. */
    static final String UNRESOLVED = "x-agtp-unresolved";

    private SplitSpecResolver() {
    }

    /** Most files found broken before the rest is given up on. */
    private static final int MAX_BROKEN = 25;

    /**
     * @param specFile the spec (real path), {@code refs} what the gate read: which files each path item reaches, so
     *                 a broken file named in swagger-parser's message excludes exactly the path items that use it
     */
    static JsonNode resolve(ObjectNode raw, Path specFile, ReferenceGate.Verdict refs, ParseOptions po,
                            List<SpecProblem> problems) {
        String location = specFile.toString();
        boolean v31 = raw.path("openapi").asText("").startsWith("3.1");
        ObjectMapper mapper = v31 ? Json31.mapper() : Json.mapper();
        ObjectNode paths = raw.path("paths") instanceof ObjectNode p ? p : raw.putObject("paths");
        Map<String, JsonNode> excluded = new LinkedHashMap<>();
        for (int attempt = 0; attempt <= MAX_BROKEN; attempt++) {
            try {
                ObjectNode tree = mapper.valueToTree(resolved(raw, location, po, problems));
                ObjectNode out = tree.path("paths") instanceof ObjectNode p ? p : tree.putObject("paths");
                excluded.forEach(out::set);
                return tree;
            } catch (RuntimeException e) {
                String why = firstLine(e.getMessage());
                Set<Path> broken = named(why, refs);
                List<String> hit = new ArrayList<>();
                paths.fields().forEachRemaining(p -> {
                    Set<Path> reach = refs.reach(specFile, p.getValue());
                    if (broken.stream().anyMatch(reach::contains)) {
                        hit.add(p.getKey());
                    }
                });
                if (hit.isEmpty()) {
                    problems.add(new SpecProblem("swagger-parser", "resolving the referenced files failed: " + why));
                    hit.addAll(iterable(paths.fieldNames()));
                }
                for (String path : hit) {
                    excluded.put(path, unresolved(paths.remove(path), why));
                }
            }
        }
        ObjectNode tree = raw.deepCopy();
        ObjectNode out = tree.putObject("paths");
        excluded.forEach(out::set);
        paths.fields().forEachRemaining(p -> out.set(p.getKey(), unresolved(p.getValue(), "too many broken files")));
        return tree;
    }

    /** The files of the spec that an error message names (by their path under the spec's folder). */
    private static Set<Path> named(String message, ReferenceGate.Verdict refs) {
        Set<Path> out = new java.util.HashSet<>();
        for (Path f : refs.files().keySet()) {
            String rel = refs.root().relativize(f).toString().replace('\\', '/');
            if (message.contains(rel)) {
                out.add(f);
            }
        }
        return out;
    }

    private static JsonNode unresolved(JsonNode item, String why) {
        ObjectNode copy = item.deepCopy();
        copy.put(UNRESOLVED, why); // read by Unreadable when the path item itself is a reference
        for (String m : SpecOperation.HTTP) {
            if (copy.get(m) instanceof ObjectNode op) {
                op.put(UNRESOLVED, why);
            }
        }
        return copy;
    }

    private static List<String> iterable(Iterator<String> it) {
        List<String> out = new ArrayList<>();
        it.forEachRemaining(out::add);
        return out;
    }

    private static OpenAPI resolved(ObjectNode tree, String location, ParseOptions po, List<SpecProblem> problems) {
        SwaggerParseResult r = new OpenAPIV3Parser().parseJsonNode(location, tree, po);
        if (r.getOpenAPI() == null) {
            throw new IllegalStateException("swagger-parser could not build the document");
        }
        new OpenAPIResolver(r.getOpenAPI(), null, location, null, po).resolve(r);
        if (r.getMessages() != null) {
            r.getMessages().forEach(m -> problems.add(new SpecProblem("swagger-parser", m)));
        }
        return r.getOpenAPI();
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "(no message)";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}

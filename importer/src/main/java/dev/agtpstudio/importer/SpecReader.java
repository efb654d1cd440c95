package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.swagger.parser.OpenAPIParser;
import io.swagger.v3.core.util.Json;
import io.swagger.v3.core.util.Json31;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.yaml.snakeyaml.LoaderOptions;

/**
 * Reads OpenAPI 3.0/3.1 (YAML or JSON) into a tree, and Swagger 2.0 through swagger-parser's converter. Local
 * {@code $ref}s stay in the tree and are resolved lazily by {@link RefResolver} (which handles cycles); remote ones
 * are fetched only when allowed (then swagger-parser resolves them). swagger-parser's messages become problems.
 */
public final class SpecReader {
    private final ObjectMapper yaml;

    public SpecReader() {
        LoaderOptions lo = new LoaderOptions();
        lo.setCodePointLimit(64 * 1024 * 1024);
        lo.setMaxAliasesForCollections(200);
        this.yaml = new ObjectMapper(YAMLFactory.builder().loaderOptions(lo).build());
    }

    public ParsedSpec read(Path file, boolean allowRemoteRefs) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            return unreadable(file.toString(), "cannot read the file: " + e.getMessage());
        }
        return read(text, file.toAbsolutePath().toString(), allowRemoteRefs);
    }

    /** @param location the file's path, used for relative remote refs and in messages */
    public ParsedSpec read(String text, String location, boolean allowRemoteRefs) {
        JsonNode raw;
        try {
            raw = yaml.readTree(text);
        } catch (IOException | RuntimeException e) {
            return unreadable(location, "not YAML or JSON: " + firstLine(e.getMessage()));
        }
        if (raw == null || !raw.isObject()) {
            return unreadable(location, "the document is not a mapping");
        }
        List<SpecProblem> problems = new ArrayList<>();
        String openapi = raw.path("openapi").asText(null);
        String swagger = raw.path("swagger").asText(null);
        JsonNode root = raw;
        if (swagger != null || allowRemoteRefs) {
            ParseOptions po = new ParseOptions();
            po.setResolve(allowRemoteRefs);
            SwaggerParseResult r;
            try {
                r = new OpenAPIParser().readContents(text, null, po);
            } catch (RuntimeException e) {
                return unreadable(location, "swagger-parser failed: " + firstLine(e.getMessage()));
            }
            addMessages(r, problems);
            if (r.getOpenAPI() == null) {
                return new ParsedSpec(null, location, swagger != null ? swagger : openapi, null, null, List.of(),
                        withFatal(problems, "swagger-parser could not build the document"));
            }
            boolean v31 = r.getOpenAPI().getOpenapi() != null && r.getOpenAPI().getOpenapi().startsWith("3.1");
            root = (v31 ? Json31.mapper() : Json.mapper()).valueToTree(r.getOpenAPI());
        } else if (openapi == null) {
            return unreadable(location, "neither an `openapi` nor a `swagger` version field: not an OpenAPI document");
        } else {
            try {
                ParseOptions po = new ParseOptions();
                po.setResolve(false);
                addMessages(new OpenAPIV3Parser().readContents(text, null, po), problems);
            } catch (RuntimeException e) {
                problems.add(new SpecProblem("/", "swagger-parser could not check the document: " + firstLine(e.getMessage())));
            }
        }
        if (!root.path("paths").isObject()) {
            problems.add(new SpecProblem("/paths", "no `paths` object: nothing to import"));
        }
        JsonNode info = root.path("info");
        return new ParsedSpec(root, location, swagger != null ? swagger : openapi, info.path("title").asText(null),
                info.path("version").asText(null), ServerUrls.describe(root), problems);
    }

    private static void addMessages(SwaggerParseResult r, List<SpecProblem> problems) {
        if (r.getMessages() != null) {
            for (String m : r.getMessages()) {
                problems.add(new SpecProblem("swagger-parser", m));
            }
        }
    }

    private static List<SpecProblem> withFatal(List<SpecProblem> problems, String msg) {
        List<SpecProblem> out = new ArrayList<>(problems);
        out.add(new SpecProblem("/", msg));
        return out;
    }

    private static ParsedSpec unreadable(String location, String msg) {
        return new ParsedSpec(null, location, null, null, null, List.of(), List.of(new SpecProblem("/", msg)));
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "(no message)";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}

package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.DataTree;
import dev.agtpstudio.core.load.LoaderLimits;
import dev.agtpstudio.core.load.SourceText;
import io.swagger.parser.OpenAPIParser;
import io.swagger.v3.core.util.Json;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads OpenAPI 3.0/3.1 (YAML or JSON) into a tree, and Swagger 2.0 through swagger-parser's converter. The text is
 * first read with the loaders' limits (size, nesting, YAML aliases; {@link DataTree}), so a hostile spec is refused
 * with a located error instead of being expanded. Local {@code $ref}s stay in the tree and are resolved lazily by
 * {@link RefResolver} (which handles cycles); references to other files (a spec split across files) pass
 * {@link ReferenceGate}, which reads each file with the same limits (and, when remote references are allowed, each
 * remote document through the bounded client, {@link RemoteDocuments}), and {@link LocalBundle} makes them local
 * references into one tree. swagger-parser never fetches a remote document (decision 0475).
 */
public final class SpecReader {
    private final LoaderLimits limits;
    private final RemoteDocuments.Policy remote;

    public SpecReader() {
        this(LoaderLimits.DEFAULT);
    }

    public SpecReader(LoaderLimits limits) {
        this(limits, RemoteDocuments.Policy.STANDARD);
    }

    /** @param remote the rules of remote reads (tests point them at a loopback server) */
    SpecReader(LoaderLimits limits, RemoteDocuments.Policy remote) {
        this.limits = limits;
        this.remote = remote;
    }

    public ParsedSpec read(Path file, boolean allowRemoteRefs) {
        String text;
        try {
            if (Files.exists(file) && !Files.isRegularFile(file)) { // a pipe or a device would block or never end
                return unreadable(file.toString(), file.getFileName() + ":1:1", "not a regular file; it is not read");
            }
            if (Files.size(file) > limits.maxFileBytes()) {
                return unreadable(
                        file.toString(),
                        file.getFileName() + ":1:1",
                        "the file is larger than " + limits.maxFileBytes() / (1024 * 1024) + " MB; it is not read");
            }
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            return unreadable(file.toString(), "/", "cannot read the file: " + e.getMessage());
        }
        return read(text, file, allowRemoteRefs);
    }

    /** @param file the spec's path: its folder bounds local references, and it names the spec in messages */
    public ParsedSpec read(String text, Path file, boolean allowRemoteRefs) {
        String location = file.toAbsolutePath().toString();
        DataTree tree = DataTree.read(SourceText.of(file, text), limits);
        if (!tree.readable()) {
            Diagnostic d = tree.diagnostics().stream()
                    .filter(x -> x.severity() == Severity.ERROR)
                    .findFirst()
                    .orElse(
                            tree.diagnostics().isEmpty()
                                    ? null
                                    : tree.diagnostics().get(0));
            return d == null
                    ? unreadable(location, "/", "not YAML or JSON")
                    : unreadable(location, where(file, d), d.message());
        }
        JsonNode raw = tree.root();
        if (raw == null || !raw.isObject()) {
            return unreadable(location, "/", "the document is not a mapping");
        }
        List<SpecProblem> problems = new ArrayList<>();
        String openapi = raw.path("openapi").asText(null);
        String swagger = raw.path("swagger").asText(null);
        if (swagger == null && openapi == null) {
            return unreadable(
                    location, "/", "neither an `openapi` nor a `swagger` version field: not an OpenAPI document");
        }
        ReferenceGate.Verdict refs = new ReferenceGate(limits, allowRemoteRefs, remote).check(file, raw);
        if (!refs.accepted()) {
            return new ParsedSpec(
                    null, location, swagger != null ? swagger : openapi, null, null, List.of(), refs.refusals());
        }
        JsonNode root = raw;
        boolean localFiles = !refs.files().isEmpty();
        if (localFiles && refs.hasRemote() && !allowRemoteRefs) {
            // swagger-parser's resolver would fetch the remote ones while resolving the files: refuse instead.
            // (With --allow-remote-refs, the gate has read them through the bounded client, and they are bundled.)
            return unreadable(
                    location,
                    "/",
                    "the spec refers both to other files and to remote documents; remote "
                            + "references are fetched only with --allow-remote-refs (https, public hosts)");
        }
        boolean fetched = !refs.remote().isEmpty();
        boolean resolveFiles = localFiles && !fetched;
        if (swagger != null) {
            SwaggerParseResult r;
            try {
                // Nothing remote is ever fetched by swagger-parser: remote documents were read by the gate (bounded
                // client) and are bundled into the tree it is given; only local files, which the gate read and
                // checked, are left to its resolver.
                r = fetched
                        ? new OpenAPIParser()
                                .readContents(
                                        Json.pretty(LocalBundle.bundle((ObjectNode) raw, real(file), refs)),
                                        null,
                                        options(false))
                        : new OpenAPIParser()
                                .readLocation(file.toAbsolutePath().toString(), null, options(resolveFiles));
            } catch (RuntimeException e) {
                return unreadable(location, "/", "swagger-parser failed: " + firstLine(e.getMessage()));
            }
            addMessages(r, problems);
            if (r.getOpenAPI() == null) {
                return new ParsedSpec(
                        null,
                        location,
                        swagger,
                        null,
                        null,
                        List.of(),
                        withFatal(problems, "swagger-parser could not build the document"));
            }
            root = Json.mapper().valueToTree(r.getOpenAPI());
            if (!localFiles) {
                Swagger2Bodies.restore(raw, (ObjectNode) root);
            }
        } else if (localFiles || fetched) {
            root = LocalBundle.bundle((ObjectNode) raw, real(file), refs);
        } else {
            try {
                ParseOptions po = new ParseOptions();
                po.setResolve(false);
                addMessages(new OpenAPIV3Parser().readContents(text, null, po), problems);
            } catch (RuntimeException e) {
                problems.add(new SpecProblem(
                        "/", "swagger-parser could not check the document: " + firstLine(e.getMessage())));
            }
        }
        if (!root.path("paths").isObject()) {
            problems.add(new SpecProblem("/paths", "no `paths` object: nothing to import"));
        }
        JsonNode info = root.path("info");
        return new ParsedSpec(
                root,
                location,
                swagger != null ? swagger : openapi,
                info.path("title").asText(null),
                info.path("version").asText(null),
                ServerUrls.describe(root),
                problems);
    }

    private static Path real(Path file) {
        try {
            return file.toAbsolutePath().toRealPath();
        } catch (IOException e) {
            return file.toAbsolutePath();
        }
    }

    /**
     * Resolve other local files (read and checked by the gate) or nothing; remote documents are never fetched by
     * swagger-parser (and, should it meet one, its own URL check refuses private addresses).
     */
    private static ParseOptions options(boolean resolve) {
        ParseOptions po = new ParseOptions();
        po.setResolve(resolve);
        po.setSafelyResolveURL(true);
        return po;
    }

    private static String where(Path file, Diagnostic d) {
        return file.getFileName() + ":" + d.range().startLine() + ":"
                + d.range().startColumn();
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

    private static ParsedSpec unreadable(String location, String where, String msg) {
        return new ParsedSpec(null, location, null, null, null, List.of(), List.of(new SpecProblem(where, msg)));
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "(no message)";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}

package dev.agtpstudio.importer;

import dev.agtpstudio.core.net.Deadline;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * {@code agtp-studio import-mcp SOURCE --out DIR} (AGIS Appendix C.3; docs/import.md#import-from-mcp): the tools of
 * an MCP server become endpoint files through the OpenAPI importer's own planner, writer, report and exit status
 * ({@link ImportTool}; docs/decisions/0556). Every handler calls the tool on the server's Streamable HTTP endpoint:
 * the URL imported from, else {@code --upstream}, else a placeholder to review.
 */
public final class McpImport {
    private final ImportTool tool;
    private final java.util.function.Predicate<String> actionWord;
    private final PathRepair paths;

    public McpImport(dev.agtpstudio.core.catalog.MethodCatalog catalog) {
        this.tool = new ImportTool(OpenApiImporter.standard(catalog));
        this.paths = new PathRepair(catalog);
        dev.agtpstudio.validator.semantic.Lexicon lexicon = dev.agtpstudio.validator.semantic.Lexicon.load(catalog);
        this.actionWord = w -> catalog.isVerb(w.toUpperCase(java.util.Locale.ROOT))
                || catalog.isLegacy(w.toUpperCase(java.util.Locale.ROOT))
                || lexicon.lookup(w).isPresent();
    }

    /**
     * @param timeout bounds reading the source (the whole exchange with a server)
     */
    public record Request(
            McpSource source,
            Path out,
            List<String> select,
            Path report,
            boolean strict,
            boolean overwrite,
            boolean force,
            String upstream,
            Duration timeout) {}

    /**
     * True when {@code file} is a JSON {@code tools/list} (a {@code tools} array, bare or in a JSON-RPC
     * {@code result}) rather than an OpenAPI description: how the import wizard tells which reader to use.
     */
    public static boolean isToolsList(Path file) {
        try {
            if (!file.getFileName()
                            .toString()
                            .toLowerCase(java.util.Locale.ROOT)
                            .endsWith(".json")
                    || java.nio.file.Files.size(file) > McpSource.MAX_BYTES) {
                return false;
            }
            com.fasterxml.jackson.databind.JsonNode n =
                    new com.fasterxml.jackson.databind.ObjectMapper().readTree(file.toFile());
            return n != null
                    && !n.has("openapi")
                    && !n.has("swagger")
                    && (n.path("tools").isArray()
                            || n.path("result").path("tools").isArray());
        } catch (java.io.IOException e) {
            return false;
        }
    }

    /** A tools/list file as the importer's tree (the wizard's step 1). */
    public ParsedSpec readFile(Path file) {
        return McpSource.file(file).read(Deadline.after(Duration.ofSeconds(30)));
    }

    /** What only the tools say, laid over a plan of {@link #readFile}'s tree (the wizard plans it itself). */
    public ImportPlan adjust(ImportPlan plan) {
        return McpPlan.adjust(plan, actionWord, paths);
    }

    public int run(Request req, PrintStream out, PrintStream err) {
        String problem = req.source().problem();
        if (problem != null) {
            err.println("agtp-studio import-mcp: " + problem);
            return ImportTool.REFUSED;
        }
        String upstream = req.upstream() != null
                ? req.upstream()
                : req.source().isHttp() ? req.source().url() : null;
        ImportTool.Request r = new ImportTool.Request(
                Path.of("tools-list.json"),
                req.out(),
                req.select(),
                req.report(),
                req.strict(),
                0,
                req.overwrite(),
                req.force(),
                false,
                upstream);
        Deadline deadline = Deadline.after(req.timeout());
        return tool.run(
                r,
                new ImportTool.Variant(
                        "import-mcp",
                        req.source().label(),
                        options -> req.source().read(deadline),
                        this::adjust,
                        false),
                out,
                err);
    }
}

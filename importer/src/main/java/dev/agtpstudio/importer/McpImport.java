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
                || catalog.isLegacy(w.toUpperCase(java.util.Locale.ROOT)) || lexicon.lookup(w).isPresent();
    }

    /**
     * @param timeout bounds reading the source (the whole exchange with a server)
     */
    public record Request(McpSource source, Path out, List<String> select, Path report, boolean strict,
                          boolean overwrite, boolean force, String upstream, Duration timeout) {
    }

    public int run(Request req, PrintStream out, PrintStream err) {
        String problem = req.source().problem();
        if (problem != null) {
            err.println("agtp-studio import-mcp: " + problem);
            return ImportTool.REFUSED;
        }
        String upstream = req.upstream() != null ? req.upstream() : req.source().isHttp() ? req.source().url() : null;
        ImportTool.Request r = new ImportTool.Request(Path.of("tools-list.json"), req.out(), req.select(),
                req.report(), req.strict(), 0, req.overwrite(), req.force(), false, upstream);
        Deadline deadline = Deadline.after(req.timeout());
        return tool.run(r, new ImportTool.Variant("import-mcp", req.source().label(),
                options -> req.source().read(deadline), plan -> McpPlan.adjust(plan, actionWord, paths), false), out, err);
    }
}

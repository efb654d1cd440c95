package dev.agtpstudio.importer;

import dev.agtpstudio.core.io.AtomicWrite;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code agtp-studio import}: exit 0 imported, 1 imported with flags under {@code --strict}, 2 the spec cannot be
 * read (or the folder cannot be written).
 */
public final class ImportTool {
    private final OpenApiImporter importer;

    public ImportTool(OpenApiImporter importer) {
        this.importer = importer;
    }

    /** @param report where to write the review report ({@code .json} for JSON, otherwise text), or null */
    /** @param upstream base URL every handler calls instead of the spec's servers, or null */
    public record Request(Path spec, Path out, List<String> select, Path report, boolean strict, int server,
                          boolean overwrite, boolean allowRemoteRefs, String upstream) {
        public Request(Path spec, Path out, List<String> select, Path report, boolean strict, int server,
                       boolean overwrite, boolean allowRemoteRefs) {
            this(spec, out, select, report, strict, server, overwrite, allowRemoteRefs, null);
        }
    }

    public int run(Request req, PrintStream out, PrintStream err) {
        if (req.upstream() != null && ServerUrls.upstreamProblem(req.upstream()) != null) {
            err.println("agtp-studio import: " + ServerUrls.upstreamProblem(req.upstream()));
            return 2;
        }
        ImportOptions options = ImportOptions.defaults().withSelect(req.select()).withServerIndex(req.server())
                .withOverwrite(req.overwrite()).withAllowRemoteRefs(req.allowRemoteRefs()).withUpstream(req.upstream());
        ImportResult r;
        try {
            r = importer.importSpec(req.spec(), req.out(), options);
        } catch (IOException | RuntimeException e) {
            err.println("agtp-studio import: cannot write " + req.out() + ": " + e.getMessage());
            return 2;
        }
        if (!r.plan().spec().readable()) {
            err.println("agtp-studio import: cannot read " + req.spec() + ":");
            r.plan().spec().problems().forEach(p -> err.println("  " + p.where() + ": " + p.message()));
            return 2;
        }
        String text = ReportFormats.text(r);
        if (req.report() != null) {
            try {
                boolean json = req.report().getFileName().toString().endsWith(".json");
                AtomicWrite.write(req.report(), json ? ReportFormats.json(r) : text);
            } catch (IOException e) {
                err.println("agtp-studio import: cannot write the report " + req.report() + ": " + e.getMessage());
                return 2;
            }
        }
        out.print(text);
        out.println();
        out.println("Wrote " + (r.count(ChangeKind.ADDED) + r.count(ChangeKind.CHANGED)) + " file(s) to " + req.out()
                + "; " + r.plan().flagCount() + " flag(s) to review.");
        boolean flagged = r.plan().flagCount() > 0 || !r.plan().skipped().isEmpty() || r.count(ChangeKind.CONFLICT) > 0
                || r.files().stream().anyMatch(f -> !f.conflictFields().isEmpty());
        return req.strict() && flagged ? 1 : 0;
    }
}

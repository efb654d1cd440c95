package dev.agtpstudio.importer;

import dev.agtpstudio.core.io.AtomicWrite;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code agtp-studio import}. Exit status (docs/import.md): {@value #CLEAN} every operation imported (and, under
 * {@code --strict}, nothing to review); {@value #FINDINGS} some operation was skipped (with its reason) or, under
 * {@code --strict}, flagged or in conflict; {@value #REFUSED} the spec cannot be read or is refused, or the folder
 * cannot be written; {@value #INTERNAL} the importer itself failed (a defect: it names what it was doing, never a
 * Java type), so a script can tell a crash from findings.
 */
public final class ImportTool {
    public static final int CLEAN = 0;
    public static final int FINDINGS = 1;
    public static final int REFUSED = 2;
    public static final int INTERNAL = 3;
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
            err.println("agtp-studio import: --upstream " + ServerUrls.upstreamProblem(req.upstream()));
            return 2;
        }
        ImportOptions options = ImportOptions.defaults().withSelect(req.select()).withServerIndex(req.server())
                .withOverwrite(req.overwrite()).withAllowRemoteRefs(req.allowRemoteRefs()).withUpstream(req.upstream());
        ImportResult r;
        try {
            r = importer.importSpec(req.spec(), req.out(), options);
        } catch (IOException e) {
            err.println("agtp-studio import: cannot write " + req.out() + ": " + e.getMessage());
            return REFUSED;
        } catch (OutOfMemoryError e) {
            err.println("agtp-studio import: internal error: out of memory while importing " + req.spec()
                    + "; please report it with the spec");
            return INTERNAL;
        } catch (RuntimeException | StackOverflowError e) {
            err.println("agtp-studio import: internal error while importing " + req.spec() + " ("
                    + (e instanceof StackOverflowError ? "nesting too deep"
                            : Text.withoutJavaNames(Text.firstLine(e.getMessage())))
                    + "); please report it with the spec");
            return INTERNAL;
        }
        if (!r.plan().spec().readable()) {
            err.println("agtp-studio import: cannot read " + req.spec() + ":");
            r.plan().spec().problems().forEach(p -> err.println("  " + p.where() + ": " + p.message()));
            return REFUSED;
        }
        String text = ReportFormats.text(r);
        if (req.report() != null) {
            try {
                boolean json = req.report().getFileName().toString().endsWith(".json");
                AtomicWrite.write(req.report(), json ? ReportFormats.json(r) : text);
            } catch (IOException e) {
                err.println("agtp-studio import: cannot write the report " + req.report() + ": " + e.getMessage());
                return REFUSED;
            }
        }
        out.print(text);
        out.println();
        out.println("Wrote " + (r.count(ChangeKind.ADDED) + r.count(ChangeKind.CHANGED)) + " file(s) to " + req.out()
                + "; " + r.plan().flagCount() + " flag(s) to review.");
        if (!r.plan().operations().isEmpty()) {
            ApisEntryStep.Outcome apis = ApisEntryStep.run(r.plan(), req.spec(), req.out(), req.server());
            if (apis.failed()) {
                err.println("agtp-studio import: " + apis.message());
                return REFUSED;
            }
            out.println(apis.message());
        }
        if (r.plan().internalFailure()) {
            err.println("agtp-studio import: internal error: the importer failed on some operation(s) of "
                    + req.spec() + " (see the report); please report it with the spec");
        }
        return exitCode(r, req.strict());
    }

    /** The exit status of a finished import (see the class comment). */
    static int exitCode(ImportResult r, boolean strict) {
        if (r.plan().internalFailure()) {
            return INTERNAL;
        }
        if (!r.plan().skipped().isEmpty()) {
            return FINDINGS;
        }
        boolean flagged = r.plan().flagCount() > 0 || ReportFormats.conflicts(r) > 0;
        return strict && flagged ? FINDINGS : CLEAN;
    }
}

package dev.agtpstudio.importer;

import dev.agtpstudio.core.io.AtomicWrite;
import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.core.io.ExistingOutput;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * {@code agtp-studio import}. Exit status (docs/import.md): {@value #CLEAN} every operation imported (and, under
 * {@code --strict}, nothing to review); {@value #FINDINGS} some operation was skipped (with its reason) or its file
 * was not written (an existing file no earlier import wrote, a link, an unfinished edit; decision 0476) or, under
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
    /** @param force replace files no earlier import wrote, and links (the link itself), in {@code out} */
    public record Request(
            Path spec,
            Path out,
            List<String> select,
            Path report,
            boolean strict,
            int server,
            boolean overwrite,
            boolean force,
            boolean allowRemoteRefs,
            String upstream) {
        public Request(
                Path spec,
                Path out,
                List<String> select,
                Path report,
                boolean strict,
                int server,
                boolean overwrite,
                boolean allowRemoteRefs,
                String upstream) {
            this(spec, out, select, report, strict, server, overwrite, false, allowRemoteRefs, upstream);
        }

        public Request(
                Path spec,
                Path out,
                List<String> select,
                Path report,
                boolean strict,
                int server,
                boolean overwrite,
                boolean allowRemoteRefs) {
            this(spec, out, select, report, strict, server, overwrite, false, allowRemoteRefs, null);
        }
    }

    public int run(Request req, PrintStream out, PrintStream err) {
        return run(
                req,
                new Variant(
                        "import",
                        req.spec().toString(),
                        options -> importer.read(req.spec(), options),
                        UnaryOperator.identity(),
                        true),
                out,
                err);
    }

    /**
     * How one kind of source is read and finished: {@code import} reads an OpenAPI spec; {@code import-mcp} reads a
     * tools/list ({@link McpImport}) and lays the tools' annotations and handler over the same plan. Everything else
     * (verbs, flags, writing and re-import merge, the report, the exit status) is this tool's.
     *
     * @param command   the subcommand messages start with
     * @param label     how messages name the source
     * @param apisEntry whether the workspace's server config gets the spec's [[apis]] entry
     */
    public record Variant(
            String command,
            String label,
            Function<ImportOptions, ParsedSpec> read,
            UnaryOperator<ImportPlan> adjust,
            boolean apisEntry) {}

    public int run(Request req, Variant v, PrintStream out, PrintStream err) {
        String me = "agtp-studio " + v.command() + ": ";
        if (req.upstream() != null && ServerUrls.upstreamProblem(req.upstream()) != null) {
            err.println(me + "--upstream " + ServerUrls.upstreamProblem(req.upstream()));
            return 2;
        }
        ImportOptions options = ImportOptions.defaults()
                .withSelect(req.select())
                .withServerIndex(req.server())
                .withOverwrite(req.overwrite())
                .withForce(req.force())
                .withAllowRemoteRefs(req.allowRemoteRefs())
                .withUpstream(req.upstream());
        ImportResult r;
        try {
            ParsedSpec parsed = v.read().apply(options);
            ImportPlan plan = parsed.readable()
                    ? v.adjust().apply(importer.plan(parsed, options))
                    : importer.plan(parsed, options);
            r = parsed.readable() ? importer.write(plan, req.out(), options) : new ImportResult(plan, List.of());
        } catch (ExistingOutput e) {
            err.println(me + e.getMessage());
            return REFUSED;
        } catch (IOException e) {
            err.println(me + "cannot write " + req.out() + ": " + ErrorMessages.describe(e));
            return REFUSED;
        } catch (OutOfMemoryError e) {
            err.println(me + "internal error: out of memory while importing " + v.label()
                    + "; please report it with the spec");
            return INTERNAL;
        } catch (RuntimeException | StackOverflowError e) {
            err.println(me + "internal error while importing " + v.label() + " ("
                    + (e instanceof StackOverflowError
                            ? "nesting too deep"
                            : SpecProse.withoutJavaNames(SpecProse.firstLine(e.getMessage())))
                    + "); please report it with the spec");
            return INTERNAL;
        }
        if (!r.plan().spec().readable()) {
            err.println(me + "cannot read " + v.label() + ":");
            r.plan().spec().problems().forEach(p -> err.println("  " + p.where() + ": " + p.message()));
            return REFUSED;
        }
        String text = ReportFormats.text(r);
        if (req.report() != null) {
            try {
                boolean json = req.report().getFileName().toString().endsWith(".json");
                // replaced itself, never written through a link (the CLI checked --force before the import ran)
                AtomicWrite.create(req.report(), json ? ReportFormats.json(r) : text, true);
            } catch (IOException e) {
                err.println(me + "cannot write the report " + req.report() + ": " + ErrorMessages.describe(e));
                return REFUSED;
            }
        }
        out.print(text);
        out.println();
        out.println("Wrote " + (r.count(ImportChangeKind.ADDED) + r.count(ImportChangeKind.CHANGED)) + " file(s) to "
                + req.out() + "; " + r.plan().flagCount() + " flag(s) to review.");
        if (v.apisEntry() && !r.plan().operations().isEmpty()) {
            ApisEntryStep.Outcome apis = ApisEntryStep.run(r.plan(), req.spec(), req.out(), req.server());
            if (apis.failed()) {
                err.println(me + apis.message());
                return REFUSED;
            }
            out.println(apis.message());
        }
        if (r.plan().internalFailure()) {
            err.println(me + "internal error: the importer failed on some operation(s) of " + v.label()
                    + " (see the report); please report it with the spec");
        }
        return exitCode(r, req.strict());
    }

    /** The exit status of a finished import (see the class comment). */
    static int exitCode(ImportResult r, boolean strict) {
        if (r.plan().internalFailure()) {
            return INTERNAL;
        }
        if (!r.plan().skipped().isEmpty() || r.count(ImportChangeKind.CONFLICT) > 0) {
            return FINDINGS; // an operation skipped, or its file left alone (not written): both need a person
        }
        boolean flagged = r.plan().flagCount() > 0 || ReportFormats.conflicts(r) > 0;
        return strict && flagged ? FINDINGS : CLEAN;
    }
}

package dev.agtpstudio.validator.cli;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.ValidationReport;
import dev.agtpstudio.validator.engine.Validator;
import dev.agtpstudio.validator.engine.Validators;
import dev.agtpstudio.validator.grade.GradeRun;
import dev.agtpstudio.validator.report.ReportFormat;
import dev.agtpstudio.validator.semantic.EmbeddingConsistency;
import dev.agtpstudio.validator.semantic.IntentConsistency;
import dev.agtpstudio.validator.semantic.LexiconConsistency;
import dev.agtpstudio.validator.suppress.Suppressions;
import dev.agtpstudio.validator.suppress.SuppressionsLoader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The logic of {@code agtp-studio validate PATH...}: folders are validated as workspaces; a file is validated inside
 * the workspace it belongs to (the nearest ancestor holding agtp-server.toml, agtp-recipes.toml or .agtp-studio/),
 * and only its findings are reported. Exit codes: 0 nothing at or above the threshold, 1 findings, 2 input unreadable.
 */
public final class ValidateTool {
    public static final int OK = 0;
    public static final int FINDINGS = 1;
    public static final int UNREADABLE = 2;

    /** One invocation's settings. */
    public record Request(
            List<Path> paths,
            ReportFormat format,
            Severity failOn,
            Path envFile,
            String rulesUrl,
            Path baseDir,
            int agisLevel,
            Set<String> clients) {
        public Request {
            clients = clients == null ? Set.of() : Set.copyOf(clients);
        }

        /** A request without client lints ({@code --clients}). */
        public Request(
                List<Path> paths,
                ReportFormat format,
                Severity failOn,
                Path envFile,
                String rulesUrl,
                Path baseDir,
                int agisLevel) {
            this(paths, format, failOn, envFile, rulesUrl, baseDir, agisLevel, Set.of());
        }

        /** A request that checks AGIS Level 1 only. */
        public Request(
                List<Path> paths, ReportFormat format, Severity failOn, Path envFile, String rulesUrl, Path baseDir) {
            this(paths, format, failOn, envFile, rulesUrl, baseDir, 1);
        }
    }

    private final MethodCatalog catalog;
    private final java.util.function.Supplier<IntentConsistency> semantic;
    private final boolean scorerForEveryInput;
    private final List<dev.agtpstudio.validator.WorkspaceCheck> extraChecks;

    /** A tool whose AGIS pass 6 uses the model-free lexicon. */
    public ValidateTool(MethodCatalog catalog) {
        this(catalog, null);
    }

    /**
     * A tool whose AGIS pass 6 uses the scorer {@code semantic} makes. It is asked for only when an input contains
     * an {@code .agis} document; an {@link EmbeddingConsistency} is then loaded and awaited, so a batch run judges
     * every document with the model (or says plainly that it fell back to the lexicon).
     */
    public ValidateTool(MethodCatalog catalog, java.util.function.Supplier<IntentConsistency> semantic) {
        this(catalog, semantic, false);
    }

    /**
     * As above; with {@code scorerForEveryInput} the scorer also judges inputs without an {@code .agis} document
     * (endpoint TOML only), as the IDE does, at the price of loading the model in every run.
     */
    public ValidateTool(
            MethodCatalog catalog,
            java.util.function.Supplier<IntentConsistency> semantic,
            boolean scorerForEveryInput) {
        this(catalog, semantic, scorerForEveryInput, List.of());
    }

    /**
     * As above, with {@code extraChecks} run after the standard workspace checks, their findings in the same report
     * (the CLI adds the A2T signature lock, which needs the A2T projection the validator cannot see).
     */
    public ValidateTool(
            MethodCatalog catalog,
            java.util.function.Supplier<IntentConsistency> semantic,
            boolean scorerForEveryInput,
            List<dev.agtpstudio.validator.WorkspaceCheck> extraChecks) {
        this.extraChecks = List.copyOf(extraChecks);
        this.catalog = catalog;
        this.semantic = semantic;
        this.scorerForEveryInput = scorerForEveryInput;
    }

    private boolean grading;

    /** With {@code on}, the report carries the description grade of the tools it covers (docs/grade.md). */
    public ValidateTool grading(boolean on) {
        this.grading = on;
        return this;
    }

    /** How long a batch run waits for the embedding model before judging pass 6 with the lexicon. */
    static final java.time.Duration MODEL_WAIT = java.time.Duration.ofSeconds(120);

    private boolean judgedByLexicon(boolean hasAgis) {
        return semantic == null || !hasAgis && !scorerForEveryInput;
    }

    /**
     * The validator with the lexicon, built on its own thread while the files are read (networknt's meta-schema, the
     * AGIS checks: about a tenth of a cold run's CPU, and independent of the files); null when every input is judged
     * by the model anyway. It is used when no input needs the model; otherwise it is dropped.
     */
    private java.util.concurrent.CompletableFuture<Validator> buildAhead(ValidationOptions options) {
        if (semantic != null && scorerForEveryInput) {
            return null;
        }
        java.util.concurrent.CompletableFuture<Validator> f = new java.util.concurrent.CompletableFuture<>();
        Thread t = new Thread(
                () -> {
                    try {
                        f.complete(Validators.standard(options, lexicon(), extraChecks));
                    } catch (Throwable e) {
                        f.completeExceptionally(e);
                    }
                },
                "validator-setup");
        t.setDaemon(true);
        t.start();
        return f;
    }

    /** The lexicon check over this tool's catalog (an alternative one included, AGTP-API §4.9). */
    private LexiconConsistency lexicon() {
        return catalog == MethodCatalog.bundled()
                ? LexiconConsistency.bundled()
                : new LexiconConsistency(dev.agtpstudio.validator.semantic.Lexicon.load(catalog));
    }

    private IntentConsistency consistencyFor(boolean hasAgis, PrintStream err) {
        if (judgedByLexicon(hasAgis)) {
            return lexicon();
        }
        IntentConsistency c = semantic.get();
        if (c instanceof EmbeddingConsistency e) {
            e.start();
            if (!e.awaitReady(MODEL_WAIT)) {
                err.println("note: the embedding model did not load within " + MODEL_WAIT.toSeconds()
                        + " s; AGIS pass 6 (semantic consistency) used the lexicon check");
                return lexicon();
            }
        }
        return c;
    }

    public int run(Request req, PrintStream out, PrintStream err) {
        if (req.paths().isEmpty()) {
            err.println("agtp-studio validate: give at least one file or folder");
            return UNREADABLE;
        }
        Map<String, String> env = null;
        if (req.envFile() != null) {
            try {
                env = EnvFile.parse(Files.readString(req.envFile(), StandardCharsets.UTF_8));
            } catch (IOException | RuntimeException e) {
                err.println("agtp-studio validate: cannot read --env-file " + req.envFile() + ": "
                        + dev.agtpstudio.core.io.ErrorMessages.describe(e));
                return UNREADABLE;
            }
        }
        ValidationOptions options = new ValidationOptions(env, req.agisLevel(), req.clients());
        java.util.concurrent.CompletableFuture<Validator> lexiconValidator = buildAhead(options);
        Map<Path, Set<Path>> byRoot = new LinkedHashMap<>();
        boolean unreadable = false;
        for (Path p : req.paths()) {
            Path abs = p.toAbsolutePath().normalize();
            if (Files.isDirectory(abs)) {
                byRoot.computeIfAbsent(abs, k -> new LinkedHashSet<>());
            } else if (Files.isRegularFile(abs) && Files.isReadable(abs)) {
                byRoot.computeIfAbsent(rootOf(abs), k -> new LinkedHashSet<>()).add(abs);
            } else {
                err.println("agtp-studio validate: cannot read " + p + (Files.exists(abs) ? "" : " (no such file)"));
                unreadable = true;
            }
        }
        if (unreadable) {
            // No report: a summary of what could be read would look like a clean run of what was asked for.
            return UNREADABLE;
        }
        Map<Path, Workspace> loaded = new LinkedHashMap<>();
        byRoot.forEach((root, only) -> loaded.put(root, load(root, only)));
        boolean hasAgis =
                loaded.values().stream().anyMatch(ws -> !ws.agisFiles().isEmpty());
        IntentConsistency consistency =
                lexiconValidator != null && judgedByLexicon(hasAgis) ? null : consistencyFor(hasAgis, err);
        Validator validator =
                consistency == null ? lexiconValidator.join() : Validators.standard(options, consistency, extraChecks);
        // The grade reads only the loaded files: it runs beside the validation (docs/grade.md).
        java.util.concurrent.CompletableFuture<dev.agtpstudio.validator.grade.WorkspaceGrade> grade =
                grading ? GradeRun.start(loaded, byRoot, GradeRun.confusables(consistency)) : null;
        List<Diagnostic> all = new ArrayList<>();
        for (Map.Entry<Path, Workspace> e : loaded.entrySet()) {
            all.addAll(validate(validator, e.getValue(), byRoot.get(e.getKey())));
        }
        for (Diagnostic d : all) {
            if (d.ruleId().equals(ParseRules.IO)) {
                unreadable = true;
            }
        }
        ValidationReport report = new ValidationReport(all);
        try {
            // Written whole: a PrintStream encodes and locks per append (thousands of small ones per report).
            StringBuilder text = new StringBuilder(64 * 1024);
            req.format().writer(req.rulesUrl()).write(report, validator.rules(), req.baseDir(), text);
            if (grade != null) {
                dev.agtpstudio.validator.grade.GradeReport.addTo(req.format(), text, grade.join(), req.baseDir());
            }
            out.append(text);
        } catch (IOException e) {
            err.println("agtp-studio validate: cannot write the report: "
                    + dev.agtpstudio.core.io.ErrorMessages.describe(e));
            return UNREADABLE;
        }
        out.flush();
        if (unreadable) {
            return UNREADABLE;
        }
        return report.hasAtLeast(req.failOn()) ? FINDINGS : OK;
    }

    private Workspace load(Path root, Set<Path> only) {
        Workspace ws;
        if (only.isEmpty() || isWorkspaceRoot(root)) {
            ws = WorkspaceLoader.loadInParallel(root, catalog);
            for (Path f : only) {
                if (ws.file(f).isEmpty()) {
                    ws = ws.withFile(FileLoader.load(f));
                }
            }
        } else {
            List<LoadedFile<?>> files = new ArrayList<>();
            for (Path f : only) {
                files.add(FileLoader.load(f));
            }
            ws = Workspace.of(root, catalog, files);
        }
        return ws;
    }

    private List<Diagnostic> validate(Validator validator, Workspace ws, Set<Path> only) {
        Suppressions sup = new SuppressionsLoader().load(ws.root());
        List<Diagnostic> ds = validator.validate(ws, sup).diagnostics();
        if (only.isEmpty()) {
            return ds;
        }
        return ds.stream()
                .filter(d -> d.file() == null
                        || only.contains(d.file().toAbsolutePath().normalize())
                        || d.ruleId().startsWith("suppression/"))
                .toList();
    }

    /** The nearest ancestor that looks like a workspace root, else the file's folder. */
    static Path rootOf(Path file) {
        for (Path dir = file.getParent(); dir != null; dir = dir.getParent()) {
            if (isWorkspaceRoot(dir)) {
                return dir;
            }
        }
        return file.getParent();
    }

    static boolean isWorkspaceRoot(Path dir) {
        return Files.isRegularFile(dir.resolve(FileKind.SERVER_CONFIG_NAME))
                || Files.isRegularFile(dir.resolve(FileKind.RECIPES_NAME))
                || Files.isDirectory(dir.resolve(".agtp-studio"));
    }
}

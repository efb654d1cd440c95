package dev.agtpstudio.validator.engine;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.ValidationReport;
import dev.agtpstudio.validator.WorkspaceCheck;
import dev.agtpstudio.validator.suppress.Suppressions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Runs every check over a workspace snapshot. Per-file results are cached by (file snapshot, context fingerprint),
 * so after an edit only the edited file's rules and the workspace rules run again. Thread-safe; one instance may
 * serve the IDE, the server and the CLI. A check that throws is a bug, but it must not take the run down: its
 * exception becomes a {@code validator/check-failed} diagnostic on the file.
 */
public final class Validator {
    public static final RuleInfo CHECK_FAILED = new RuleInfo(
            "validator/check-failed",
            Severity.ERROR,
            Passes.GENERAL,
            "AGTP Studio",
            "A validator check failed on this file (a bug; please report it)");

    /** Stale files from which per-file checks run in parallel. */
    static final int PARALLEL_THRESHOLD = 32;

    private final Map<FileKind, List<FileCheck<?>>> fileChecks;
    private final List<WorkspaceCheck> workspaceChecks;
    private final ValidationOptions options;
    private final Map<Path, CacheEntry> cache = new ConcurrentHashMap<>();

    private record CacheEntry(LoadedFile<?> file, int fingerprint, List<Diagnostic> diagnostics) {}

    public Validator(
            Map<FileKind, List<FileCheck<?>>> fileChecks,
            List<WorkspaceCheck> workspaceChecks,
            ValidationOptions options) {
        Map<FileKind, List<FileCheck<?>>> m = new EnumMap<>(FileKind.class);
        fileChecks.forEach((k, v) -> m.put(k, List.copyOf(v)));
        this.fileChecks = m;
        this.workspaceChecks = List.copyOf(workspaceChecks);
        this.options = options;
    }

    public ValidationOptions options() {
        return options;
    }

    /** Every rule any check can report, plus the suppression-file rules and {@link #CHECK_FAILED}. */
    public List<RuleInfo> rules() {
        List<RuleInfo> all = new ArrayList<>();
        fileChecks.values().forEach(l -> l.forEach(c -> all.addAll(c.rules())));
        workspaceChecks.forEach(c -> all.addAll(c.rules()));
        all.addAll(Suppressions.RULES);
        all.add(CHECK_FAILED);
        return all.stream().distinct().toList();
    }

    public ValidationReport validate(Workspace ws) {
        return validate(ws, Suppressions.none());
    }

    /** Validates {@code ws}; findings matching {@code suppressions} are kept but marked suppressed. */
    public ValidationReport validate(Workspace ws, Suppressions suppressions) {
        ValidationContext ctx = ValidationContext.of(ws, options);
        int fp = ctx.fingerprint();
        List<Diagnostic> out = new ArrayList<>();
        List<LoadedFile<?>> stale = new ArrayList<>();
        for (LoadedFile<?> f : ws.files().values()) {
            CacheEntry e = cache.get(f.path());
            if (e == null || e.file() != f || e.fingerprint() != fp) {
                stale.add(f);
            }
        }
        // A full run checks files on all cores; an edit (a few stale files) stays on the calling thread.
        (stale.size() >= PARALLEL_THRESHOLD ? stale.parallelStream() : stale.stream())
                .forEach(f -> cache.put(f.path(), new CacheEntry(f, fp, checkFile(f, ctx))));
        for (LoadedFile<?> f : ws.files().values()) {
            out.addAll(cache.get(f.path()).diagnostics());
        }
        if (cache.size() != ws.files().size()) { // every current file is cached now, so extra entries are stale
            cache.keySet().retainAll(ws.files().keySet());
        }
        Map<Path, Reporter> reporters = new HashMap<>();
        for (WorkspaceCheck c : workspaceChecks) {
            try {
                c.check(ws, ctx, f -> reporters.computeIfAbsent(f.path(), p -> new Reporter(f, out::add)));
            } catch (RuntimeException ex) {
                out.add(failure(null, c, ex));
            }
        }
        return new ValidationReport(suppressions.apply(out));
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private List<Diagnostic> checkFile(LoadedFile<?> f, ValidationContext ctx) {
        List<Diagnostic> out = new ArrayList<>(f.diagnostics());
        if (f.model() == null) {
            return List.copyOf(out);
        }
        Reporter r = new Reporter(f, out::add);
        for (FileCheck c : fileChecks.getOrDefault(f.kind(), List.of())) {
            try {
                c.check((LoadedFile) f, ctx, r);
            } catch (RuntimeException ex) {
                out.add(failure(f.path(), c, ex));
            }
        }
        return List.copyOf(out);
    }

    private static Diagnostic failure(Path file, Object check, RuntimeException ex) {
        return Diagnostic.builder(
                        CHECK_FAILED.id(),
                        CHECK_FAILED.severity(),
                        "Check "
                                + check.getClass().getSimpleName() + " failed: " + ex
                                + "; other rules still ran. Please report "
                                + "this with the file.")
                .pass(CHECK_FAILED.pass())
                .file(file)
                .spec(CHECK_FAILED.spec())
                .build();
    }
}

package dev.agtpstudio.validator;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.FileKind;
import dev.agtpstudio.core.workspace.Workspace;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Runs every check over a workspace snapshot. Per-file results are cached by (file snapshot, context fingerprint),
 * so after an edit only the edited file's rules and the workspace rules run again. Thread-safe; one instance may
 * serve the IDE, the server and the CLI.
 */
public final class Validator {
    private final Map<FileKind, List<FileCheck<?>>> fileChecks;
    private final List<WorkspaceCheck> workspaceChecks;
    private final ValidationOptions options;
    private final Map<Path, CacheEntry> cache = new ConcurrentHashMap<>();

    private record CacheEntry(LoadedFile<?> file, int fingerprint, List<Diagnostic> diagnostics) {
    }

    public Validator(Map<FileKind, List<FileCheck<?>>> fileChecks, List<WorkspaceCheck> workspaceChecks,
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

    /** Every rule any check can report. */
    public List<RuleInfo> rules() {
        List<RuleInfo> all = new ArrayList<>();
        fileChecks.values().forEach(l -> l.forEach(c -> all.addAll(c.rules())));
        workspaceChecks.forEach(c -> all.addAll(c.rules()));
        return all.stream().distinct().toList();
    }

    public ValidationReport validate(Workspace ws) {
        ValidationContext ctx = ValidationContext.of(ws, options);
        int fp = ctx.fingerprint();
        List<Diagnostic> out = new ArrayList<>();
        for (LoadedFile<?> f : ws.files().values()) {
            CacheEntry e = cache.get(f.path());
            if (e == null || e.file() != f || e.fingerprint() != fp) {
                e = new CacheEntry(f, fp, checkFile(f, ctx));
                cache.put(f.path(), e);
            }
            out.addAll(e.diagnostics());
        }
        cache.keySet().retainAll(ws.files().keySet());
        Map<Path, Reporter> reporters = new java.util.HashMap<>();
        for (WorkspaceCheck c : workspaceChecks) {
            c.check(ws, ctx, f -> reporters.computeIfAbsent(f.path(), p -> new Reporter(f, out::add)));
        }
        return new ValidationReport(out);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private List<Diagnostic> checkFile(LoadedFile<?> f, ValidationContext ctx) {
        List<Diagnostic> out = new ArrayList<>(f.diagnostics());
        if (f.model() == null) {
            return out;
        }
        Reporter r = new Reporter(f, out::add);
        for (FileCheck c : fileChecks.getOrDefault(f.kind(), List.of())) {
            c.check((LoadedFile) f, ctx, r);
        }
        return out;
    }
}

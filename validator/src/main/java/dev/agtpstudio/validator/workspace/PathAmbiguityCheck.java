package dev.agtpstudio.validator.workspace;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.PathTemplate;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.WorkspaceCheck;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * AGTP-API §5.4: two templates of one method that can match the same request with the same number of parameter
 * segments make registration fail with a path-ambiguity error.
 */
public final class PathAmbiguityCheck implements WorkspaceCheck {
    public static final RuleInfo AMBIGUITY = new RuleInfo(
            "workspace/path-ambiguity",
            Severity.ERROR,
            Passes.WORKSPACE,
            "AGTP-API §5.4",
            "Two templates of one method match the same requests equally specifically");

    /** Parsed templates by path text; bounded, so a long IDE session does not grow it without limit. */
    private final Map<String, PathTemplate> parsed = new java.util.concurrent.ConcurrentHashMap<>();

    private PathTemplate template(String path) {
        if (parsed.size() > 50_000) {
            parsed.clear();
        }
        return parsed.computeIfAbsent(path, PathTemplate::parse);
    }

    private record Entry(LoadedFile<EndpointDecl> file, EndpointDecl decl, PathTemplate template) {}

    @Override
    public List<RuleInfo> rules() {
        return List.of(AMBIGUITY);
    }

    @Override
    public void check(Workspace ws, ValidationContext ctx, Function<LoadedFile<?>, Reporter> reporterFor) {
        Map<String, List<Entry>> groups = new HashMap<>();
        for (LoadedFile<EndpointDecl> f : ws.endpointFiles()) {
            EndpointDecl e = f.model();
            if (e == null || e.method() == null || e.path() == null || !PathTemplate.hasTemplate(e.path())) {
                continue;
            }
            PathTemplate t = template(e.path());
            if (t.parameterCount() == 0) {
                continue;
            }
            groups.computeIfAbsent(
                            e.method() + " " + t.segments().size() + " " + t.parameterCount(), k -> new ArrayList<>())
                    .add(new Entry(f, e, t));
        }
        for (List<Entry> g : groups.values()) {
            // Same parameter positions: two templates overlap exactly when their literals are equal (a hash lookup).
            Map<String, List<Entry>> byMask = new HashMap<>();
            for (Entry e : g) {
                byMask.computeIfAbsent(e.template().mask(), k -> new ArrayList<>())
                        .add(e);
            }
            Map<Entry, Entry> conflict = new java.util.LinkedHashMap<>();
            for (List<Entry> sameMask : byMask.values()) {
                Map<String, Entry> first = new HashMap<>();
                for (Entry e : sameMask) {
                    Entry prev = first.putIfAbsent(e.template().shape(), e);
                    if (prev != null && !prev.decl().path().equals(e.decl().path())) {
                        conflict.putIfAbsent(e, prev);
                    }
                }
            }
            // Different parameter positions (/a/{x} vs /{y}/b): compare across buckets pairwise.
            List<List<Entry>> buckets = new ArrayList<>(byMask.values());
            for (int i = 0; i < buckets.size(); i++) {
                for (int j = i + 1; j < buckets.size(); j++) {
                    for (Entry a : buckets.get(i)) {
                        for (Entry b : buckets.get(j)) {
                            if (a.template().overlaps(b.template())) {
                                Entry later = g.indexOf(a) > g.indexOf(b) ? a : b;
                                conflict.putIfAbsent(later, later == a ? b : a);
                            }
                        }
                    }
                }
            }
            conflict.forEach((b, a) -> reporterFor
                    .apply(b.file())
                    .report(
                            AMBIGUITY,
                            b.decl().fieldPath("path"),
                            b.decl().method() + " " + b.decl().path() + " and "
                                    + a.decl().method() + " " + a.decl().path()
                                    + " (in " + a.file().path().getFileName() + ") match the same requests with "
                                    + b.template().parameterCount()
                                    + " parameter segment(s) each; registration fails with a "
                                    + "path-ambiguity error (AGTP-API §5.4). Make a literal segment differ."));
        }
    }
}

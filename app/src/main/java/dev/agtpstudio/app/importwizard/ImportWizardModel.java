package dev.agtpstudio.app.importwizard;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.importer.ConvertedOperation;
import dev.agtpstudio.importer.Flag;
import dev.agtpstudio.importer.FlagCode;
import dev.agtpstudio.importer.ImportOptions;
import dev.agtpstudio.importer.ImportPlan;
import dev.agtpstudio.importer.ImportPlanner;
import dev.agtpstudio.importer.ImportResult;
import dev.agtpstudio.importer.McpImport;
import dev.agtpstudio.importer.OpenApiImporter;
import dev.agtpstudio.importer.ParsedSpec;
import dev.agtpstudio.importer.ReportFormats;
import dev.agtpstudio.importer.SpecOperation;
import dev.agtpstudio.importer.SpecProblem;
import dev.agtpstudio.importer.TomlPreview;
import dev.agtpstudio.importer.VerbOverride;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;

/**
 * The import wizard's state and logic, without JavaFX: open a spec, filter and select operations, override verb,
 * impact and idempotency per operation (one or many at once, undoable), preview one file, import.
 *
 * <p>Changing a choice is cheap and only records it; the conversion is redone by {@link #replan}, which, like
 * {@link #open} and {@link #runImport}, takes seconds on a large spec and is called on a worker thread. The state is
 * guarded by this object, so the FX thread can read rows while a worker plans.
 */
public final class ImportWizardModel {
    /** What the summary step shows. */
    public record Summary(
            String title,
            String version,
            String openapi,
            List<String> servers,
            int operations,
            List<String> problems) {}

    /** One line of the review table; {@code details} are its flags, the most consequential first. */
    public record Row(
            String operation,
            List<String> tags,
            String verb,
            List<String> alternatives,
            double score,
            String evidence,
            String flags,
            String path,
            String impact,
            boolean idempotent,
            boolean selected,
            List<Flag> details) {}

    /** How many flags of one code the plan has, with what the code means. */
    public record FlagGroup(FlagCode code, int count) {
        public String meaning() {
            return code.meaning();
        }
    }

    private final OpenApiImporter importer;
    private final MethodCatalog catalog;
    private ImportOptions options = ImportOptions.defaults();
    private ParsedSpec spec;
    private Path source;
    private List<SpecOperation> operations = List.of();
    private final Set<String> selected = new LinkedHashSet<>();
    private Map<String, VerbOverride> overrides = new LinkedHashMap<>();
    private final Deque<Map<String, VerbOverride>> undo = new ArrayDeque<>();
    private ImportPlan plan;
    private boolean stale;
    private String tagFilter = "";
    private String pathFilter = "";
    /** Set while the source is an MCP tools/list (import-mcp's reader and plan adjustment; docs/import.md). */
    private McpImport mcp;

    public ImportWizardModel(OpenApiImporter importer, MethodCatalog catalog) {
        this.importer = importer;
        this.catalog = catalog;
    }

    /** Step 1 (worker thread): read the spec and plan it; every operation starts selected. */
    public Summary open(Path file, BooleanSupplier cancelled, ImportPlanner.Progress progress) {
        McpImport tools = McpImport.isToolsList(file) ? new McpImport(catalog) : null;
        ParsedSpec read = tools != null ? tools.readFile(file) : importer.read(file, options);
        List<SpecOperation> ops = read.readable() ? SpecOperation.all(read.root()) : List.of();
        synchronized (this) {
            spec = read;
            mcp = tools;
            source = file;
            operations = ops;
            selected.clear();
            overrides = new LinkedHashMap<>();
            undo.clear();
            ops.forEach(o -> selected.add(o.label()));
            plan = null;
            stale = true;
        }
        replan(cancelled, progress);
        return summary();
    }

    /** The spec file last opened (null before the first). */
    public synchronized Path source() {
        return source;
    }

    public synchronized boolean readable() {
        return spec != null && spec.readable();
    }

    public synchronized Summary summary() {
        List<String> problems = spec.problems().stream()
                .map(p -> p.where() + ": " + p.message())
                .toList();
        return new Summary(
                spec.title(), spec.apiVersion(), spec.version(), spec.servers(), operations.size(), problems);
    }

    public synchronized void setServer(int index) {
        if (index != options.serverIndex()) {
            options = options.withServerIndex(index);
            stale = true;
        }
    }

    /**
     * The base URL every handler calls instead of the spec's servers (a mock, sandbox or staging server), as the CLI's
     * {@code import --upstream URL}; blank for the spec's servers. Returns why the URL cannot be used (the options
     * are then left as they were), or empty.
     */
    public synchronized Optional<String> setUpstream(String url) {
        String u = url == null || url.isBlank() ? null : url.strip();
        if (Objects.equals(u, options.upstream())) {
            return Optional.empty();
        }
        try {
            options = options.withUpstream(u);
        } catch (IllegalArgumentException e) {
            return Optional.of(e.getMessage());
        }
        stale = true;
        return Optional.empty();
    }

    /** The upstream the current conversion calls instead of the spec's servers ({@link ImportPlan#upstream}), or null. */
    public synchronized String upstream() {
        return plan == null ? null : plan.upstream();
    }

    /** The server the current conversion's handlers call: the upstream, or the spec's chosen server. */
    public synchronized String baseUrl() {
        return plan == null ? null : plan.baseUrl();
    }

    /** True when a choice changed since the last {@link #replan}: the rows show the previous conversion. */
    public synchronized boolean stale() {
        return stale;
    }

    /**
     * Worker thread: converts the selected operations with the current choices. Returns false, keeping the previous
     * conversion, when cancelled.
     */
    public boolean replan(BooleanSupplier cancelled, ImportPlanner.Progress progress) {
        ParsedSpec s;
        ImportOptions o;
        Map<String, VerbOverride> choices;
        synchronized (this) {
            if (spec == null || !spec.readable()) {
                stale = false;
                return true;
            }
            s = spec;
            o = options;
            choices = overridesWithExclusions();
        }
        ImportPlan p = forTools(importer.planner().plan(s, o, choices, cancelled, progress));
        if (cancelled.getAsBoolean()) {
            return false;
        }
        synchronized (this) {
            plan = p;
            stale = !choices.equals(overridesWithExclusions()) || o != options;
        }
        return true;
    }

    /** Step 2: the tags of the spec, for the filter drop-down. */
    public synchronized List<String> tags() {
        return operations.stream()
                .flatMap(o -> o.tags().stream())
                .distinct()
                .sorted()
                .toList();
    }

    public synchronized void filter(String tag, String pathContains) {
        tagFilter = tag == null ? "" : tag;
        pathFilter = pathContains == null ? "" : pathContains.toLowerCase(Locale.ROOT);
    }

    private boolean visible(SpecOperation o) {
        return (tagFilter.isEmpty() || o.tags().contains(tagFilter))
                && (pathFilter.isEmpty() || o.path().toLowerCase(Locale.ROOT).contains(pathFilter));
    }

    /** Selects or clears every operation the filter shows. */
    public synchronized void selectAllVisible(boolean on) {
        for (SpecOperation o : operations) {
            if (visible(o)) {
                select(o.label(), on);
            }
        }
    }

    public synchronized void setSelected(String operation, boolean on) {
        select(operation, on);
    }

    private void select(String operation, boolean on) {
        if (on ? selected.add(operation) : selected.remove(operation)) {
            stale = true;
        }
    }

    /** The verbs a reviewer can choose from: the catalog's, without deprecated ones, sorted. */
    public List<String> catalogVerbs() {
        return catalog.methods().keySet().stream()
                .filter(v -> catalog.isVerb(v) && !catalog.isDeprecated(v))
                .sorted()
                .toList();
    }

    /** Step 3: a reviewer's choices; each can be undone. */
    public void setVerb(String operation, String verb) {
        setVerb(List.of(operation), verb);
    }

    /** Bulk change: one catalog verb for all of {@code operations} (one undo step). */
    public synchronized void setVerb(Collection<String> ops, String verb) {
        if (!catalog.isVerb(verb)) {
            throw new IllegalArgumentException(verb + " is not a verb of the catalog");
        }
        change(ops, o -> new VerbOverride(verb, o.impact(), o.idempotent(), false));
    }

    public synchronized void setImpact(String operation, String impact) {
        change(List.of(operation), o -> new VerbOverride(o.verb(), impact, o.idempotent(), false));
    }

    public synchronized void setIdempotent(String operation, boolean idempotent) {
        change(List.of(operation), o -> new VerbOverride(o.verb(), o.impact(), idempotent, false));
    }

    private void change(Collection<String> ops, java.util.function.UnaryOperator<VerbOverride> f) {
        undo.push(overrides);
        Map<String, VerbOverride> next = new LinkedHashMap<>(overrides);
        for (String op : ops) {
            next.put(op, f.apply(next.getOrDefault(op, new VerbOverride(null, null, null, false))));
        }
        overrides = next;
        stale = true;
    }

    public synchronized boolean canUndo() {
        return !undo.isEmpty();
    }

    /** Takes back the last reviewer change (call {@link #replan} after). */
    public synchronized boolean undo() {
        if (undo.isEmpty()) {
            return false;
        }
        overrides = undo.pop();
        stale = true;
        return true;
    }

    /** The review table: the visible operations; unselected ones are listed without a conversion. */
    public synchronized List<Row> rows() {
        Map<String, ConvertedOperation> converted = plan == null
                ? Map.of()
                : plan.operations().stream()
                        .collect(Collectors.toMap(c -> c.source().label(), c -> c, (a, b) -> a));
        List<Row> out = new ArrayList<>();
        for (SpecOperation o : operations) {
            if (!visible(o)) {
                continue;
            }
            ConvertedOperation c = converted.get(o.label());
            if (c == null) {
                out.add(new Row(
                        o.label(),
                        o.tags(),
                        "",
                        List.of(),
                        0,
                        "",
                        "",
                        "",
                        "",
                        false,
                        selected.contains(o.label()),
                        List.of()));
                continue;
            }
            List<String> alts = c.verb().ranked().stream().map(v -> v.verb()).toList();
            String evidence = c.verb().ranked().isEmpty()
                    ? ""
                    : String.join("\n", c.verb().ranked().get(0).evidence());
            String flags = c.flags().stream()
                    .map(Flag::code)
                    .map(f -> f.code())
                    .distinct()
                    .collect(Collectors.joining(", "));
            out.add(new Row(
                    o.label(),
                    o.tags(),
                    c.decl().method(),
                    alts,
                    c.verb().score(),
                    evidence,
                    flags,
                    c.decl().path(),
                    c.decl().semantic().impact(),
                    Boolean.TRUE.equals(c.decl().semantic().isIdempotent()),
                    selected.contains(o.label()),
                    c.flags()));
        }
        return out;
    }

    /**
     * The plan's flags counted per code and grouped by rank, as the import report groups them (the importer's own
     * ranking, {@link ReportFormats#flagCounts}).
     */
    public synchronized Map<FlagCode.Rank, List<FlagGroup>> flagGroups() {
        Map<FlagCode.Rank, List<FlagGroup>> out = new LinkedHashMap<>();
        for (FlagCode.Rank r : FlagCode.Rank.values()) {
            out.put(r, new ArrayList<>());
        }
        if (plan != null) {
            ReportFormats.flagCounts(plan)
                    .forEach((code, n) -> out.get(code.rank()).add(new FlagGroup(code, n)));
        }
        return out;
    }

    public synchronized int selectedCount() {
        return selected.size();
    }

    /** Step 4: the file the first selected operation would produce. */
    public synchronized String preview() {
        if (plan == null || plan.operations().isEmpty()) {
            return "";
        }
        ConvertedOperation c = plan.operations().get(0);
        return "# " + c.fileName() + "\n" + TomlPreview.render(c);
    }

    /**
     * Step 5 (worker thread): convert and write the selected operations; {@code cancelled} is polled between
     * operations, {@code progress} gets (done, total).
     */
    public ImportResult runImport(Path dir, BooleanSupplier cancelled, ImportPlanner.Progress progress)
            throws IOException {
        ParsedSpec s;
        ImportOptions o;
        Map<String, VerbOverride> choices;
        synchronized (this) {
            s = spec;
            o = options;
            choices = overridesWithExclusions();
        }
        ImportPlan p = forTools(importer.planner().plan(s, o, choices, cancelled, progress));
        if (cancelled.getAsBoolean()) {
            return new ImportResult(p, List.of());
        }
        return importer.write(p, dir, o);
    }

    /** An MCP tools/list's plan gets what only the tools say (impact from annotations, the mcp_tool handler). */
    private ImportPlan forTools(ImportPlan p) {
        McpImport tools;
        synchronized (this) {
            tools = mcp;
        }
        return tools == null ? p : tools.adjust(p);
    }

    private Map<String, VerbOverride> overridesWithExclusions() {
        Map<String, VerbOverride> m = new LinkedHashMap<>(overrides);
        for (SpecOperation o : operations) {
            if (!selected.contains(o.label())) {
                m.put(o.label(), new VerbOverride(null, null, null, true));
            }
        }
        return m;
    }

    public synchronized List<SpecProblem> problems() {
        return spec == null ? List.of() : spec.problems();
    }
}

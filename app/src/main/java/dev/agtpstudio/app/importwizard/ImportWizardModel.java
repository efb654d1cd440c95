package dev.agtpstudio.app.importwizard;

import dev.agtpstudio.importer.ConvertedOperation;
import dev.agtpstudio.importer.Flag;
import dev.agtpstudio.importer.ImportOptions;
import dev.agtpstudio.importer.ImportPlan;
import dev.agtpstudio.importer.ImportPlanner;
import dev.agtpstudio.importer.ImportResult;
import dev.agtpstudio.importer.OpenApiImporter;
import dev.agtpstudio.importer.ParsedSpec;
import dev.agtpstudio.importer.SpecOperation;
import dev.agtpstudio.importer.SpecProblem;
import dev.agtpstudio.importer.TomlPreview;
import dev.agtpstudio.importer.VerbOverride;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;

/**
 * The import wizard's state and logic, without JavaFX: open a spec, filter and select operations, override verb,
 * impact and idempotency per operation, preview one file, import (call {@link #runImport} off the FX thread).
 */
public final class ImportWizardModel {
    /** What the summary step shows. */
    public record Summary(String title, String version, String openapi, List<String> servers, int operations,
                          List<String> problems) {
    }

    /** One line of the review table. */
    public record Row(String operation, List<String> tags, String verb, List<String> alternatives, double score,
                      String evidence, String flags, String path, String impact, boolean idempotent, boolean selected) {
    }

    private final OpenApiImporter importer;
    private ImportOptions options = ImportOptions.defaults();
    private ParsedSpec spec;
    private List<SpecOperation> operations = List.of();
    private final Set<String> selected = new LinkedHashSet<>();
    private final Map<String, VerbOverride> overrides = new LinkedHashMap<>();
    private ImportPlan plan;
    private String tagFilter = "";
    private String pathFilter = "";

    public ImportWizardModel(OpenApiImporter importer) {
        this.importer = importer;
    }

    /** Step 1: read the spec; every operation starts selected. */
    public Summary open(Path file) {
        spec = importer.read(file, options);
        operations = spec.readable() ? SpecOperation.all(spec.root()) : List.of();
        selected.clear();
        overrides.clear();
        operations.forEach(o -> selected.add(o.label()));
        replan();
        return summary();
    }

    public boolean readable() {
        return spec != null && spec.readable();
    }

    public Summary summary() {
        List<String> problems = spec.problems().stream().map(p -> p.where() + ": " + p.message()).toList();
        return new Summary(spec.title(), spec.apiVersion(), spec.version(), spec.servers(), operations.size(), problems);
    }

    public void setServer(int index) {
        options = options.withServerIndex(index);
        replan();
    }

    /** Step 2: the tags of the spec, for the filter drop-down. */
    public List<String> tags() {
        return operations.stream().flatMap(o -> o.tags().stream()).distinct().sorted().toList();
    }

    public void filter(String tag, String pathContains) {
        tagFilter = tag == null ? "" : tag;
        pathFilter = pathContains == null ? "" : pathContains.toLowerCase(Locale.ROOT);
    }

    private boolean visible(SpecOperation o) {
        return (tagFilter.isEmpty() || o.tags().contains(tagFilter))
                && (pathFilter.isEmpty() || o.path().toLowerCase(Locale.ROOT).contains(pathFilter));
    }

    /** Selects or clears every operation the filter shows. */
    public void selectAllVisible(boolean on) {
        for (SpecOperation o : operations) {
            if (visible(o)) {
                if (on) {
                    selected.add(o.label());
                } else {
                    selected.remove(o.label());
                }
            }
        }
        replan();
    }

    public void setSelected(String operation, boolean on) {
        if (on) {
            selected.add(operation);
        } else {
            selected.remove(operation);
        }
        replan();
    }

    /** Step 3: a reviewer's choices. */
    public void setVerb(String operation, String verb) {
        VerbOverride o = overrides.getOrDefault(operation, new VerbOverride(null, null, null, false));
        overrides.put(operation, new VerbOverride(verb, o.impact(), o.idempotent(), false));
        replan();
    }

    public void setImpact(String operation, String impact) {
        VerbOverride o = overrides.getOrDefault(operation, new VerbOverride(null, null, null, false));
        overrides.put(operation, new VerbOverride(o.verb(), impact, o.idempotent(), false));
        replan();
    }

    public void setIdempotent(String operation, boolean idempotent) {
        VerbOverride o = overrides.getOrDefault(operation, new VerbOverride(null, null, null, false));
        overrides.put(operation, new VerbOverride(o.verb(), o.impact(), idempotent, false));
        replan();
    }

    /** The review table: the visible operations; unselected ones are listed without a conversion. */
    public List<Row> rows() {
        Map<String, ConvertedOperation> converted = plan == null ? Map.of() : plan.operations().stream()
                .collect(Collectors.toMap(c -> c.source().label(), c -> c, (a, b) -> a));
        List<Row> out = new ArrayList<>();
        for (SpecOperation o : operations) {
            if (!visible(o)) {
                continue;
            }
            ConvertedOperation c = converted.get(o.label());
            if (c == null) {
                out.add(new Row(o.label(), o.tags(), "", List.of(), 0, "", "", "", "", false, false));
                continue;
            }
            List<String> alts = c.verb().ranked().stream().map(v -> v.verb()).toList();
            String evidence = c.verb().ranked().isEmpty() ? "" : String.join("\n", c.verb().ranked().get(0).evidence());
            String flags = c.flags().stream().map(Flag::code).map(f -> f.code()).distinct()
                    .collect(Collectors.joining(", "));
            out.add(new Row(o.label(), o.tags(), c.decl().method(), alts, c.verb().score(), evidence, flags,
                    c.decl().path(), c.decl().semantic().impact(), Boolean.TRUE.equals(c.decl().semantic().isIdempotent()),
                    selected.contains(o.label())));
        }
        return out;
    }

    public int selectedCount() {
        return selected.size();
    }

    /** Step 4: the file the first selected operation would produce. */
    public String preview() {
        if (plan == null || plan.operations().isEmpty()) {
            return "";
        }
        ConvertedOperation c = plan.operations().get(0);
        return "# " + c.fileName() + "\n" + TomlPreview.render(c);
    }

    /**
     * Step 5: convert and write the selected operations. Call it off the FX thread; {@code cancelled} is polled between
     * operations, {@code progress} gets (done, total).
     */
    public ImportResult runImport(Path dir, BooleanSupplier cancelled, ImportPlanner.Progress progress)
            throws IOException {
        ImportPlan p = importer.planner().plan(spec, options, overridesWithExclusions(), cancelled, progress);
        if (cancelled.getAsBoolean()) {
            return new ImportResult(p, List.of());
        }
        return importer.write(p, dir, options);
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

    private void replan() {
        plan = readable() ? importer.planner().plan(spec, options, overridesWithExclusions(), () -> false, (d, t) -> { })
                : null;
    }

    public List<SpecProblem> problems() {
        return spec == null ? List.of() : spec.problems();
    }
}

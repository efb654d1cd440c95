package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.diag.ReportSummary;
import dev.agtpstudio.validator.semantic.VerbSuggestion;
import java.util.Map;
import java.util.TreeMap;

/** The review report: JSON for tools, text for people. Both list every flag of every operation. */
public final class ReportFormats {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ReportFormats() {}

    public static String json(ImportResult r) {
        ImportPlan p = r.plan();
        ObjectNode root = JSON.createObjectNode();
        ObjectNode spec = root.putObject("spec");
        spec.put("source", p.spec().source());
        spec.put("version", p.spec().version());
        spec.put("title", p.spec().title());
        spec.put("api_version", p.spec().apiVersion());
        ArrayNode servers = spec.putArray("servers");
        p.spec().servers().forEach(servers::add);
        spec.put("base_url", p.baseUrl());
        spec.put("upstream", p.upstream());
        ObjectNode summary = summary(r).writeTo(root.putObject("summary"));
        ObjectNode byCode = summary.putObject("flags_by_code");
        flagCounts(p).forEach((code, n) -> byCode.put(code.code(), n));
        ArrayNode problems = root.putArray("problems");
        p.spec()
                .problems()
                .forEach(x -> problems.addObject().put("where", x.where()).put("message", x.message()));
        Map<String, FileOutcome> outcomes = new TreeMap<>();
        r.files().forEach(f -> outcomes.put(f.operation(), f));
        ArrayNode ops = root.putArray("operations");
        for (ConvertedOperation c : p.operations()) {
            ObjectNode o = ops.addObject();
            o.put("operation", c.source().label());
            if (c.source().operationId() != null) {
                o.put("operation_id", c.source().operationId());
            }
            o.put("method", c.decl().method());
            o.put("path", c.decl().path());
            o.put(
                    "file",
                    outcomes.containsKey(c.source().label())
                            ? outcomes.get(c.source().label()).fileName()
                            : c.fileName());
            FileOutcome f = outcomes.get(c.source().label());
            if (f != null) {
                o.put("change", f.change().name().toLowerCase(java.util.Locale.ROOT));
                ArrayNode kept = o.putArray("kept_fields");
                f.keptFields().forEach(kept::add);
                ArrayNode conflicts = o.putArray("conflict_fields");
                f.conflictFields().forEach(conflicts::add);
                if (f.notWritten() != null) {
                    o.put("not_written", f.notWritten());
                }
            }
            o.put("score", c.verb().score());
            ArrayNode alts = o.putArray("alternatives");
            for (VerbSuggestion s : c.verb().ranked()) {
                ObjectNode a = alts.addObject();
                a.put("verb", s.verb());
                a.put("score", s.score());
                ArrayNode ev = a.putArray("evidence");
                s.evidence().forEach(ev::add);
            }
            ArrayNode flags = o.putArray("flags");
            c.flags()
                    .forEach(fl -> flags.addObject()
                            .put("code", fl.code().code())
                            .put("rank", fl.code().rank().name().toLowerCase(java.util.Locale.ROOT))
                            .put("field", fl.field())
                            .put("message", fl.message()));
            ObjectNode review = o.putObject("review");
            c.review().entrySet().stream()
                    .sorted(Map.Entry.comparingByKey())
                    .forEach(e -> review.put(e.getKey(), e.getValue()));
        }
        ArrayNode skipped = root.putArray("skipped");
        p.skipped()
                .forEach(
                        s -> skipped.addObject().put("operation", s.operation()).put("reason", s.reason()));
        ArrayNode removed = root.putArray("removed");
        r.files().stream()
                .filter(f -> f.change() == ImportChangeKind.REMOVED)
                .forEach(
                        f -> removed.addObject().put("operation", f.operation()).put("file", f.fileName()));
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The report's summary (decision 0591): {@code in_spec}, {@code imported}, {@code skipped}, {@code not_selected},
     * {@code unaccounted}, {@code flags}, one count per file change ({@code added}, {@code changed},
     * {@code unchanged}, {@code removed}), {@code not_written} and {@code conflict}.
     */
    public static ReportSummary summary(ImportResult r) {
        ImportPlan p = r.plan();
        ReportSummary s = new ReportSummary()
                .count("in_spec", p.inSpec())
                .count("imported", p.operations().size())
                .count("skipped", p.skipped().size())
                .count("not_selected", p.unselected())
                .count("unaccounted", p.unaccounted())
                .count("flags", p.flagCount());
        for (ImportChangeKind k : ImportChangeKind.values()) {
            if (k != ImportChangeKind.CONFLICT) {
                s.count(k.name().toLowerCase(java.util.Locale.ROOT), r.count(k));
            }
        }
        return s.count("not_written", r.count(ImportChangeKind.CONFLICT)).count("conflict", conflicts(r));
    }

    /** Flag counts per code, the most consequential codes first, then the most frequent. */
    public static Map<FlagCode, Integer> flagCounts(ImportPlan p) {
        Map<FlagCode, Integer> n = new java.util.EnumMap<>(FlagCode.class);
        p.operations().forEach(o -> o.flags().forEach(f -> n.merge(f.code(), 1, Integer::sum)));
        Map<FlagCode, Integer> out = new java.util.LinkedHashMap<>();
        n.entrySet().stream()
                .sorted(java.util.Comparator.comparing(
                                (Map.Entry<FlagCode, Integer> e) -> e.getKey().rank())
                        .thenComparing(Map.Entry::getValue, java.util.Comparator.reverseOrder()))
                .forEach(e -> out.put(e.getKey(), e.getValue()));
        return out;
    }

    /** Files with a conflict: a field both the person and the spec changed, or a file the importer did not write. */
    static long conflicts(ImportResult r) {
        return r.files().stream()
                .filter(f -> f.change() == ImportChangeKind.CONFLICT
                        || !f.conflictFields().isEmpty())
                .count();
    }

    public static String text(ImportResult r) {
        ImportPlan p = r.plan();
        StringBuilder sb = new StringBuilder();
        sb.append("Import of ")
                .append(p.spec().title())
                .append(' ')
                .append(p.spec().apiVersion())
                .append(" (")
                .append(p.spec().source())
                .append(")\n");
        sb.append(summary(r).line()).append('\n');
        if (p.unaccounted() != 0) {
            sb.append("INTERNAL ERROR: ")
                    .append(p.unaccounted())
                    .append(" operation(s) of the spec are neither " + "imported nor skipped; please report this\n");
        }
        if (p.baseUrl() != null) {
            sb.append("Handlers call ")
                    .append(p.baseUrl())
                    .append(p.upstream() != null ? " (--upstream: every handler, instead of the spec's servers)" : "")
                    .append('\n');
        }
        Map<FlagCode, Integer> counts = flagCounts(p);
        for (FlagCode.Rank rank : FlagCode.Rank.values()) {
            StringBuilder line = new StringBuilder();
            counts.forEach((code, n) -> {
                if (code.rank() == rank) {
                    line.append(line.length() == 0 ? "" : ", ")
                            .append(code.code())
                            .append(' ')
                            .append(n);
                }
            });
            if (line.length() > 0) {
                sb.append(rank.name().toLowerCase(java.util.Locale.ROOT))
                        .append(" flags: ")
                        .append(line)
                        .append('\n');
            }
        }
        for (SpecProblem x : p.spec().problems()) {
            sb.append("problem: ")
                    .append(x.where())
                    .append(": ")
                    .append(x.message())
                    .append('\n');
        }
        Map<String, FileOutcome> outcomes = new TreeMap<>();
        r.files().forEach(f -> outcomes.put(f.operation(), f));
        for (ConvertedOperation c : p.operations()) {
            FileOutcome f = outcomes.get(c.source().label());
            sb.append('\n')
                    .append(c.source().label())
                    .append("  ->  ")
                    .append(c.decl().method())
                    .append(' ')
                    .append(c.decl().path())
                    .append("  [")
                    .append(
                            f != null
                                    ? f.fileName() + ", " + f.change().name().toLowerCase(java.util.Locale.ROOT)
                                    : c.fileName())
                    .append("]\n");
            sb.append("  verb ")
                    .append(c.decl().method())
                    .append(String.format(
                            java.util.Locale.ROOT, " (%.2f)", c.verb().score()));
            if (c.verb().ranked().size() > 1) {
                sb.append("; alternatives:");
                c.verb().ranked().stream()
                        .skip(1)
                        .limit(3)
                        .forEach(s -> sb.append(' ')
                                .append(s.verb())
                                .append(String.format(java.util.Locale.ROOT, " %.2f", s.score())));
            }
            sb.append('\n');
            if (!c.verb().ranked().isEmpty()) {
                c.verb()
                        .ranked()
                        .get(0)
                        .evidence()
                        .forEach(e -> sb.append("    because ").append(e).append('\n'));
            }
            c.flags().stream()
                    .filter(fl -> fl.code().rank() != FlagCode.Rank.LOW)
                    .forEach(fl -> sb.append("  ")
                            .append(fl.code().rank() == FlagCode.Rank.HIGH ? "!! " : "!  ")
                            .append(fl.code().code())
                            .append(" (")
                            .append(fl.field())
                            .append("): ")
                            .append(fl.message())
                            .append('\n'));
            Map<String, Integer> low = new TreeMap<>();
            c.flags().stream()
                    .filter(fl -> fl.code().rank() == FlagCode.Rank.LOW)
                    .forEach(fl -> low.merge(fl.code().code(), 1, Integer::sum));
            if (!low.isEmpty()) {
                StringBuilder l = new StringBuilder();
                low.forEach((code, n) ->
                        l.append(l.length() == 0 ? "" : ", ").append(code).append(n > 1 ? " x" + n : ""));
                sb.append("   . also (low): ").append(l).append('\n');
            }
            if (f != null && !f.keptFields().isEmpty()) {
                sb.append("  kept your edits to: ")
                        .append(String.join(", ", f.keptFields()))
                        .append('\n');
            }
            if (f != null && !f.conflictFields().isEmpty()) {
                sb.append("  CONFLICT: the spec also changed ")
                        .append(String.join(", ", f.conflictFields()))
                        .append(" since the last import; your value was kept, compare it with the spec\n");
            }
        }
        for (SkippedOperation s : p.skipped()) {
            sb.append("\nskipped ")
                    .append(s.operation())
                    .append(": ")
                    .append(s.reason())
                    .append('\n');
        }
        r.files().stream()
                .filter(f -> f.change() == ImportChangeKind.REMOVED)
                .forEach(f -> sb.append("\nremoved from the spec: ")
                        .append(f.operation())
                        .append(" (kept as ")
                        .append(f.fileName())
                        .append(", marked " + RemovedFiles.MARKER
                                + " and not served: delete it, or rename it back to serve it)\n"));
        r.files().stream()
                .filter(f -> f.change() == ImportChangeKind.CONFLICT)
                .forEach(f -> sb.append("\nnot written: ")
                        .append(f.operation())
                        .append(": ")
                        .append(f.notWritten())
                        .append('\n'));
        return sb.toString();
    }
}

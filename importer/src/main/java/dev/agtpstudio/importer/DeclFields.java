package dev.agtpstudio.importer;

import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.core.model.Semantic;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The fields of a declaration a person edits, as comparable strings; and a merge that keeps, field by field, what
 * a person changed since the last import.
 */
public final class DeclFields {
    private DeclFields() {}

    public static Map<String, String> of(EndpointDecl d) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("method", d.method());
        m.put("path", d.path());
        m.put("description", d.description());
        m.put("namespace", d.namespace());
        Semantic s = d.semantic();
        if (s != null) {
            m.put("semantic.intent", s.intent());
            m.put("semantic.actor", s.actor());
            m.put("semantic.outcome", s.outcome());
            m.put("semantic.capability", s.capability());
            m.put(
                    "semantic.confidence",
                    s.confidence() == null ? null : s.confidence().toString());
            m.put("semantic.impact", s.impact());
            m.put(
                    "semantic.is_idempotent",
                    s.isIdempotent() == null ? null : s.isIdempotent().toString());
        }
        m.put("input", schema(d.input(), true));
        m.put("output", schema(d.output(), false));
        m.put("errors", d.errors() == null ? null : String.join(",", d.errors()));
        if (d.handler() instanceof HandlerBinding.ExternalService x) {
            m.put("handler.url", x.url());
            m.put(
                    "handler.timeout_seconds",
                    x.timeoutSeconds() == null ? null : x.timeoutSeconds().toString());
            m.put("handler.headers", x.headers().toString());
        }
        m.values().removeIf(Objects::isNull);
        return m;
    }

    private static String schema(SchemaSpec s, boolean input) {
        // Canonical form, so a declaration and the same declaration read back from its TOML compare equal.
        return s == null || s.isAbsent()
                ? null
                : dev.agtpstudio.core.write.ModelEquality.canonicalSchema(s, input)
                        .toString();
    }

    /** Longest field value the manifest keeps as written; longer ones (schemas) are kept as their SHA-256. */
    static final int KEPT_AS_IS = 80;

    /**
     * The fields as the manifest keeps them: a merge only compares values, so a long one (an endpoint's schema can
     * be hundreds of kilobytes) is kept as {@code sha256:<hex>}; short ones stay readable.
     */
    public static Map<String, String> fingerprint(Map<String, String> fields) {
        Map<String, String> m = new LinkedHashMap<>();
        fields.forEach((k, v) -> m.put(k, fingerprint(v)));
        return m;
    }

    private static String fingerprint(String v) {
        return v == null || v.length() <= KEPT_AS_IS || v.startsWith("sha256:")
                ? v
                : "sha256:" + ImportManifest.hash(v);
    }

    /** What a three-way merge decided, field by field. */
    public record Merge(EndpointDecl decl, Set<String> kept, Set<String> conflicts) {}

    /**
     * Three-way merge of one declaration: {@code base} is what the importer generated last time (never a person's
     * edit), {@code fresh} what the spec gives now, {@code current} the file now. A field a person left as
     * generated takes the spec's new value; a field they edited keeps their value; when both the person and the spec
     * changed a field to different values, the person's value stays and the field is a conflict to report.
     */
    public static Merge merge(EndpointDecl fresh, EndpointDecl current, Map<String, String> base) {
        Map<String, String> now = fingerprint(of(current));
        Map<String, String> theirs = fingerprint(of(fresh));
        base = fingerprint(base);
        Set<String> keys = new java.util.TreeSet<>(now.keySet());
        keys.addAll(base.keySet());
        Set<String> edited = new java.util.TreeSet<>();
        Set<String> kept = new java.util.TreeSet<>();
        Set<String> conflicts = new java.util.TreeSet<>();
        for (String k : keys) {
            if (Objects.equals(now.get(k), base.get(k))) {
                continue;
            }
            edited.add(k);
            if (!Objects.equals(now.get(k), theirs.get(k))) {
                kept.add(k);
                if (!Objects.equals(theirs.get(k), base.get(k))) {
                    conflicts.add(k);
                }
            }
        }
        return new Merge(apply(fresh, current, edited), kept, conflicts);
    }

    private static EndpointDecl apply(EndpointDecl fresh, EndpointDecl current, Set<String> edited) {
        Semantic fs = fresh.semantic();
        Semantic cs = current.semantic() != null ? current.semantic() : fs;
        Semantic sem = new Semantic(
                edited.contains("semantic.intent") ? cs.intent() : fs.intent(),
                edited.contains("semantic.actor") ? cs.actor() : fs.actor(),
                edited.contains("semantic.outcome") ? cs.outcome() : fs.outcome(),
                edited.contains("semantic.capability") ? cs.capability() : fs.capability(),
                edited.contains("semantic.confidence") ? cs.confidence() : fs.confidence(),
                edited.contains("semantic.impact") ? cs.impact() : fs.impact(),
                edited.contains("semantic.is_idempotent") ? cs.isIdempotent() : fs.isIdempotent(),
                fs.keyPath());
        HandlerBinding h = fresh.handler();
        if (h instanceof HandlerBinding.ExternalService fx
                && current.handler() instanceof HandlerBinding.ExternalService cx) {
            h = new HandlerBinding.ExternalService(
                    edited.contains("handler.url") ? cx.url() : fx.url(),
                    fx.method(),
                    edited.contains("handler.timeout_seconds") ? cx.timeoutSeconds() : fx.timeoutSeconds(),
                    edited.contains("handler.headers") ? cx.headers() : fx.headers(),
                    edited.contains("input") ? cx.inputTransform() : fx.inputTransform(),
                    edited.contains("output") ? cx.outputTransform() : fx.outputTransform(),
                    edited.contains("errors") ? cx.errorMap() : fx.errorMap(),
                    edited.contains("input") ? cx.requestField() : fx.requestField(),
                    edited.contains("output") ? cx.responseField() : fx.responseField(),
                    edited.contains("handler.mcp_tool") ? cx.mcpTool() : fx.mcpTool(),
                    fx.keyPath());
        }
        return new EndpointDecl(
                edited.contains("method") ? current.method() : fresh.method(),
                edited.contains("path") ? current.path() : fresh.path(),
                edited.contains("description") ? current.description() : fresh.description(),
                edited.contains("namespace") ? current.namespace() : fresh.namespace(),
                sem,
                edited.contains("input") ? current.input() : fresh.input(),
                edited.contains("output") ? current.output() : fresh.output(),
                edited.contains("errors") ? current.errors() : fresh.errors(),
                h,
                current.requiredScopes().isEmpty() ? fresh.requiredScopes() : current.requiredScopes(),
                current.deprecated() != null ? current.deprecated() : fresh.deprecated(),
                fresh.form(),
                fresh.keyPath());
    }
}

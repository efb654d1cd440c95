package dev.agtpstudio.core.catalog;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The approved method catalog (AGTP-API §3-4): its version, verbs with categories, the embedded floor and the
 * legacy HTTP verbs. Immutable; load one with {@link CatalogLoader}.
 */
public final class MethodCatalog {
    private final String version;
    private final Map<String, MethodInfo> methods;
    private final List<String> embedded;
    private final Map<String, LegacyVerb> legacy;
    private final Map<String, String> categories;

    public MethodCatalog(String version, Map<String, MethodInfo> methods, List<String> embedded,
                         Map<String, LegacyVerb> legacy, Map<String, String> categories) {
        this.version = version;
        this.methods = Collections.unmodifiableMap(new LinkedHashMap<>(methods));
        this.embedded = List.copyOf(embedded);
        this.legacy = Collections.unmodifiableMap(new LinkedHashMap<>(legacy));
        this.categories = Collections.unmodifiableMap(new LinkedHashMap<>(categories));
    }

    /** The catalog v1.0.0 that ships with the product. */
    public static MethodCatalog bundled() {
        return CatalogLoader.bundled();
    }

    public String version() {
        return version;
    }

    /** All verbs in catalog order. */
    public Map<String, MethodInfo> methods() {
        return methods;
    }

    public List<String> embedded() {
        return embedded;
    }

    public Map<String, LegacyVerb> legacy() {
        return legacy;
    }

    /** The nine categories and what each means. */
    public Map<String, String> categories() {
        return categories;
    }

    /** True for a verb of the catalog (deprecated ones included, removed ones not). */
    public boolean isVerb(String name) {
        MethodInfo m = methods.get(name);
        return m != null && !m.removed();
    }

    public Optional<MethodInfo> method(String name) {
        return Optional.ofNullable(methods.get(name));
    }

    public boolean isEmbedded(String name) {
        return embedded.contains(name);
    }

    public boolean isLegacy(String name) {
        return legacy.containsKey(name);
    }

    public Optional<LegacyVerb> legacyVerb(String name) {
        return Optional.ofNullable(legacy.get(name));
    }

    /** The primary category of a verb, if it is one. */
    public Optional<String> category(String name) {
        return method(name).map(MethodInfo::primaryCategory);
    }

    public boolean isCategory(String name) {
        return categories.containsKey(name);
    }

    /**
     * True when {@code segment} would be read as a verb in a path (AGTP-API §5.2): compared case-insensitively
     * after removing {@code -} and {@code _}, against catalog verbs and legacy verbs.
     */
    public boolean isVerbSegment(String segment) {
        String norm = segment.replace("-", "").replace("_", "").toUpperCase(Locale.ROOT);
        return methods.containsKey(norm) || legacy.containsKey(norm);
    }

    /**
     * Up to {@code max} catalog verbs nearest to {@code name} for a "did you mean" list: a legacy verb's preferred
     * replacement first, then prefix/contains matches and edit distance up to a third of the length (at least 2).
     */
    public List<String> nearest(String name, int max) {
        String q = name == null ? "" : name.toUpperCase(Locale.ROOT);
        List<String> out = new ArrayList<>();
        LegacyVerb lv = legacy.get(q);
        if (lv != null && isVerb(lv.preferred())) {
            out.add(lv.preferred());
        }
        int limit = Math.max(2, q.length() / 3);
        record Cand(String verb, int score) { }
        List<Cand> cands = new ArrayList<>();
        for (MethodInfo m : methods.values()) {
            if (m.removed() || out.contains(m.name())) {
                continue;
            }
            int d = Levenshtein.distance(q, m.name(), limit + 1);
            boolean stem = q.length() >= 4 && (m.name().startsWith(q) || q.startsWith(m.name()));
            if (d <= limit || stem) {
                cands.add(new Cand(m.name(), stem ? Math.min(d, 1) : d));
            }
        }
        cands.sort(Comparator.comparingInt(Cand::score).thenComparing(Cand::verb));
        for (Cand c : cands) {
            if (out.size() >= max) {
                break;
            }
            out.add(c.verb());
        }
        return out.size() > max ? out.subList(0, max) : out;
    }

    /** Verbs whose primary category is {@code category}, in catalog order. */
    public List<String> verbsIn(String category) {
        return methods.values().stream().filter(m -> category.equals(m.primaryCategory())).map(MethodInfo::name).toList();
    }
}

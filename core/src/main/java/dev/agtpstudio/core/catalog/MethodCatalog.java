package dev.agtpstudio.core.catalog;

import dev.agtpstudio.core.model.PathTemplate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The approved method catalog (AGTP-API §3-4): its version, verbs with categories, the embedded floor and the
 * legacy HTTP verbs. Immutable; load one with {@link CatalogLoader}.
 *
 * <p>An entry whose {@code removed_in} is at or before this catalog's own version is a tombstone: it stays in
 * {@link #methods()} (so tools can say what happened to it) but is not a verb any more ({@link #isRemoved}).
 */
public final class MethodCatalog {
    private final String version;
    private final Map<String, MethodInfo> methods;
    private final List<String> embedded;
    private final Map<String, LegacyVerb> legacy;
    private final Map<String, String> categories;
    private final NearestVerbs suggester;

    public MethodCatalog(
            String version,
            Map<String, MethodInfo> methods,
            List<String> embedded,
            Map<String, LegacyVerb> legacy,
            Map<String, String> categories) {
        this.version = version;
        this.embedded = List.copyOf(embedded);
        Map<String, MethodInfo> m = new LinkedHashMap<>();
        methods.forEach((name, info) -> m.put(name, info.inCatalog(version, this.embedded.contains(name))));
        this.methods = Collections.unmodifiableMap(m);
        this.legacy = Collections.unmodifiableMap(new LinkedHashMap<>(legacy));
        this.categories = Collections.unmodifiableMap(new LinkedHashMap<>(categories));
        this.suggester = new NearestVerbs(this);
    }

    /** The catalog v1.0.0 that ships with the product. */
    public static MethodCatalog bundled() {
        return CatalogLoader.bundled();
    }

    public String version() {
        return version;
    }

    /** All entries in catalog order, tombstones of removed verbs included. */
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

    /** True for a verb of the catalog (deprecated ones included, removed ones not). Exact, case-sensitive. */
    public boolean isVerb(String name) {
        MethodInfo m = name == null ? null : methods.get(name);
        return m != null && !m.removed();
    }

    /** True when the catalog lists {@code name} as removed at or before its own version (AGTP-API §4.5). */
    public boolean isRemoved(String name) {
        MethodInfo m = name == null ? null : methods.get(name);
        return m != null && m.removed();
    }

    /** True for a verb that is deprecated but still admitted (AGTP-API §4.4). */
    public boolean isDeprecated(String name) {
        MethodInfo m = name == null ? null : methods.get(name);
        return m != null && m.deprecated() && !m.removed();
    }

    /** The entry for {@code name}, tombstones included. */
    public Optional<MethodInfo> method(String name) {
        return Optional.ofNullable(name == null ? null : methods.get(name));
    }

    public boolean isEmbedded(String name) {
        return name != null && embedded.contains(name);
    }

    public boolean isLegacy(String name) {
        return name != null && legacy.containsKey(name);
    }

    public Optional<LegacyVerb> legacyVerb(String name) {
        return Optional.ofNullable(name == null ? null : legacy.get(name));
    }

    /** The primary category of a verb, if it is one. */
    public Optional<String> category(String name) {
        return method(name).filter(m -> !m.removed()).map(MethodInfo::primaryCategory);
    }

    public boolean isCategory(String name) {
        return name != null && categories.containsKey(name);
    }

    /**
     * True when {@code segment} would be read as a verb in a path (AGTP-API §5.2): compared case-insensitively
     * after removing {@code -} and {@code _}, against catalog verbs (not removed ones) and legacy verbs.
     * A template segment such as {@code {id}} is never a verb.
     */
    public boolean isVerbSegment(String segment) {
        if (segment == null || segment.isEmpty() || PathTemplate.isParameterSegment(segment)) {
            return false;
        }
        String norm = normalizeVerb(segment);
        return isVerb(norm) || legacy.containsKey(norm);
    }

    /**
     * Up to {@code max} catalog verbs nearest to {@code name} for a "did you mean" list: the verb itself when it is
     * one, a legacy verb's preferred replacement, the base verb of an inflected or nominal form
     * ({@code BOOKING}, {@code RESERVATION} -> {@code RESERVE}), then verbs within a small edit distance.
     */
    public List<String> nearest(String name, int max) {
        return suggester.suggest(name, max);
    }

    /** Verbs whose primary category is {@code category}, in catalog order. */
    public List<String> verbsIn(String category) {
        List<String> out = new ArrayList<>();
        for (MethodInfo m : methods.values()) {
            if (!m.removed() && Objects.equals(category, m.primaryCategory())) {
                out.add(m.name());
            }
        }
        return out;
    }

    /** Upper case with {@code -}, {@code _} and spaces removed: the form path segments are compared to verbs in. */
    public static String normalizeVerb(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '-' && c != '_' && c != ' ') {
                sb.append(c);
            }
        }
        return sb.toString().toUpperCase(Locale.ROOT);
    }
}

package dev.agtpstudio.core.toml;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * tomlj as the oracle: both parsers' trees as plain maps, lists and scalars, so they can be compared with equals.
 * Public for other modules' tests (the validator's benchmark generator is checked with it).
 */
public final class Oracle {
    /** Deep enough that the limit never decides validity in a comparison. */
    public static final int DEPTH = 10_000;
    /** tomlj reads TOML 1.1 by default; the oracle holds it to TOML 1.0.0, the version we implement. */
    private static final org.tomlj.TomlParseOptions TOML_1_0 = org.tomlj.TomlParseOptions.defaults()
            .withVersion(org.tomlj.TomlVersion.V1_0_0)
            .withMaxNestingDepth(DEPTH);

    private Oracle() {}

    public record Outcome(boolean valid, Object tree, String firstError) {}

    public static Outcome ours(String text) {
        TomlParseResult r = TomlParser.parse(text, DEPTH);
        return new Outcome(
                !r.hasErrors(),
                plain(r.root()),
                r.hasErrors() ? r.errors().get(0).toString() : null);
    }

    public static Outcome tomlj(String text) {
        org.tomlj.TomlParseResult r = org.tomlj.Toml.parse(text, TOML_1_0);
        return new Outcome(
                !r.hasErrors(), plain(r), r.hasErrors() ? r.errors().get(0).toString() : null);
    }

    public static Object plain(Object v) {
        if (v instanceof TomlTable t) {
            Map<String, Object> m = new LinkedHashMap<>();
            for (String k : t.keySet()) {
                m.put(k, plain(t.get(k)));
            }
            return m;
        }
        if (v instanceof TomlArray a) {
            List<Object> l = new ArrayList<>();
            for (int i = 0; i < a.size(); i++) {
                l.add(plain(a.get(i)));
            }
            return l;
        }
        if (v instanceof org.tomlj.TomlTable t) {
            Map<String, Object> m = new LinkedHashMap<>();
            for (String k : t.keySet()) {
                m.put(k, plain(t.get(List.of(k))));
            }
            return m;
        }
        if (v instanceof org.tomlj.TomlArray a) {
            List<Object> l = new ArrayList<>();
            for (int i = 0; i < a.size(); i++) {
                l.add(plain(a.get(i)));
            }
            return l;
        }
        return v;
    }
}

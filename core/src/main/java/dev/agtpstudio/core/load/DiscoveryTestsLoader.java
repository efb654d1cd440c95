package dev.agtpstudio.core.load;

import dev.agtpstudio.core.model.DiscoveryTests;
import dev.agtpstudio.core.toml.TomlTable;
import java.util.List;
import java.util.Set;

/**
 * Loads {@code discovery-tests.toml} (docs/discovery-tests.md): {@code [[test]]} with {@code name}, {@code intent},
 * {@code expect}, {@code max_rank}, {@code scopes}, {@code capability_domains}. Key paths: {@code /test/0/intent}.
 * Types and unknown keys are reported here; missing and malformed values by the rule {@code discovery/test-invalid}.
 */
public final class DiscoveryTestsLoader {
    static final Set<String> TEST_KEYS =
            TomlFields.set("name", "intent", "expect", "max_rank", "scopes", "capability_domains");

    private DiscoveryTestsLoader() {}

    public static LoadedFile<DiscoveryTests> load(SourceText source) {
        return load(source, LoaderLimits.DEFAULT);
    }

    public static LoadedFile<DiscoveryTests> load(SourceText source, LoaderLimits limits) {
        DiagnosticSink sink = new DiagnosticSink(source);
        TomlDocument doc = TomlDocument.parse(source, limits, sink);
        TomlFields f = new TomlFields(doc, sink);
        f.unknownKeys(doc.root(), "", Set.of("test"), FileKind.DISCOVERY_TESTS_NAME);
        List<DiscoveryTests.Case> tests = f.eachTable(doc.root(), "test", "/test", (t, p) -> test(f, t, p));
        return new LoadedFile<>(
                source,
                FileKind.DISCOVERY_TESTS,
                new DiscoveryTests(tests),
                doc.locations().build(),
                sink.all());
    }

    private static DiscoveryTests.Case test(TomlFields f, TomlTable t, String p) {
        f.unknownKeys(t, p, TEST_KEYS, "[[test]]");
        return new DiscoveryTests.Case(
                f.string(t, "name", p + "/name"),
                f.string(t, "intent", p + "/intent"),
                f.string(t, "expect", p + "/expect"),
                f.integer(t, "max_rank", p + "/max_rank"),
                f.strings(t, "scopes", p + "/scopes"),
                f.strings(t, "capability_domains", p + "/capability_domains"),
                p);
    }
}

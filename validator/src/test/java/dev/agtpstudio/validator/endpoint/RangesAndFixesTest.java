package dev.agtpstudio.validator.endpoint;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.load.LocationMap;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.text.LineIndex;
import dev.agtpstudio.validator.Ep;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Diagnostics land on the exact characters, and their fixes produce the corrected text. */
class RangesAndFixesTest {

    /** Locates {@code needle} (the n-th occurrence) as the value of {@code keyPath}. */
    private static void value(LocationMap.Builder b, String text, String keyPath, String needle) {
        LineIndex li = LineIndex.of(text);
        int s = text.indexOf(needle);
        b.put(keyPath, null, li.range(s, s + needle.length()));
    }

    private static Ep ep(String text) {
        Ep e = new Ep();
        e.text = text;
        return e;
    }

    @Test
    void verbSegmentIsUnderlinedAloneAndPluralised() {
        String text = "[endpoint]\nmethod = \"RESERVE\"\npath = \"/order/{room_id}\"\n";
        Ep e = ep(text);
        e.path = "/order/{room_id}";
        LocationMap.Builder b = LocationMap.builder();
        value(b, text, "/endpoint/path", "\"/order/{room_id}\"");
        e.locations = b.build();
        Diagnostic d = e.run(new PathVerbSegmentCheck()).get(0);
        assertThat(d.range().startLine()).isEqualTo(3);
        assertThat(d.range().startColumn()).isEqualTo(10);
        assertThat(d.range().endColumn()).isEqualTo(15);
        assertThat(text.substring(d.range().start(), d.range().end())).isEqualTo("order");
        assertThat(d.message()).contains("`order`", "ORDER", "§5.1", "orders");
        assertThat(d.fixes().get(0).applyTo(text)).contains("path = \"/orders/{room_id}\"");
    }

    @Test
    void lowercaseMethodIsFixedByUppercasing() {
        String text = "[endpoint]\nmethod = \"reserve\"\n";
        Ep e = ep(text);
        e.method = "reserve";
        LocationMap.Builder b = LocationMap.builder();
        value(b, text, "/endpoint/method", "\"reserve\"");
        e.locations = b.build();
        Diagnostic d = e.run(new MethodCheck()).get(0);
        assertThat(d.ruleId()).isEqualTo("method/syntax");
        assertThat(d.range().startLine()).isEqualTo(2);
        assertThat(d.fixes()).hasSize(1);
        assertThat(d.fixes().get(0).applyTo(text)).contains("method = \"RESERVE\"");
    }

    @Test
    void unknownMethodOffersOneFixPerNearestVerb() {
        String text = "[endpoint]\nmethod = \"RESERV\"\n";
        Ep e = ep(text);
        e.method = "RESERV";
        LocationMap.Builder b = LocationMap.builder();
        value(b, text, "/endpoint/method", "\"RESERV\"");
        e.locations = b.build();
        Diagnostic d = e.run(new MethodCheck()).get(0);
        assertThat(d.ruleId()).isEqualTo("method/not-in-catalog");
        List<String> fixed = d.fixes().stream().map(f -> f.applyTo(text)).toList();
        assertThat(fixed).contains("[endpoint]\nmethod = \"RESERVE\"\n");
        assertThat(d.fixes().size()).isBetween(1, 3);
        assertThat(d.message()).contains("RESERV", "§3.2", "RESERVE");
    }

    @Test
    void legacyVerbIsAWarningWhenOptedInAndSuggestsThePreferredVerb() {
        String text = "[endpoint]\nmethod = \"POST\"\n";
        Ep e = ep(text);
        e.method = "POST";
        LocationMap.Builder b = LocationMap.builder();
        value(b, text, "/endpoint/method", "\"POST\"");
        e.locations = b.build();
        var legacy = new dev.agtpstudio.core.model.ServerConfig.Legacy(true, List.of(), "/policies/methods/legacy");
        var mp = new dev.agtpstudio.core.model.ServerConfig.MethodPolicy(
                dev.agtpstudio.core.model.ServerConfig.Allow.ALL, null, legacy, null, null, null, "/policies/methods");
        var d0 = dev.agtpstudio.core.model.ServerConfig.defaults();
        var cfg = new dev.agtpstudio.core.model.ServerConfig(
                d0.server(), d0.policies(), mp, d0.synthesis(), d0.agentDisclosure(), null, null);
        Diagnostic opted = e.run(
                        new MethodCheck(),
                        cfg,
                        new dev.agtpstudio.core.model.RecipeBook(List.of()),
                        dev.agtpstudio.validator.ValidationOptions.defaults())
                .get(0);
        Diagnostic refused = e.run(new MethodCheck()).get(0);
        assertThat(opted.severity()).isEqualTo(dev.agtpstudio.core.diag.Severity.WARNING);
        assertThat(refused.severity()).isEqualTo(dev.agtpstudio.core.diag.Severity.ERROR);
        assertThat(opted.fixes().get(0).applyTo(text)).contains("\"CREATE\"");
    }

    @Test
    void missingUpstreamCodesAreAppendedAfterTheLastEntry() {
        String text = "[endpoint]\nerrors = [\"article_not_found\", \"upstream_error\"]\n";
        Ep e = ep(text);
        e.errors = new ArrayList<>(List.of("article_not_found", "upstream_error"));
        e.handler = new HandlerBinding.ExternalService(
                "https://x.example/a", "GET", 5.0, Map.of(), Map.of(), Map.of(), Map.of(), "/endpoint/handler");
        LocationMap.Builder b = LocationMap.builder();
        value(b, text, "/endpoint/errors", "[\"article_not_found\", \"upstream_error\"]");
        value(b, text, "/endpoint/errors/0", "\"article_not_found\"");
        value(b, text, "/endpoint/errors/1", "\"upstream_error\"");
        e.locations = b.build();
        Diagnostic d = e.run(new BindingErrorsCheck()).get(0);
        assertThat(d.ruleId()).isEqualTo("errors/upstream-codes");
        assertThat(d.message())
                .contains(
                        "upstream_timeout",
                        "upstream_connection_error",
                        "upstream_malformed_response",
                        "upstream_authentication_failed")
                .doesNotContain("missing: upstream_error");
        Fix f = d.fixes().get(0);
        assertThat(f.applyTo(text))
                .isEqualTo("[endpoint]\nerrors = [\"article_not_found\", \"upstream_error\", "
                        + "\"upstream_timeout\", \"upstream_connection_error\", \"upstream_malformed_response\", "
                        + "\"upstream_authentication_failed\"]\n");
    }

    @Test
    void compositionFailedIsInsertedIntoAnEmptyList() {
        String text = "[endpoint]\nerrors = []\n";
        Ep e = ep(text);
        e.errors = new ArrayList<>();
        e.handler = new HandlerBinding.Composition("flow", "/endpoint/handler");
        LocationMap.Builder b = LocationMap.builder();
        value(b, text, "/endpoint/errors", "[]");
        e.locations = b.build();
        Diagnostic d = e.run(new BindingErrorsCheck()).get(0);
        assertThat(d.fixes().get(0).applyTo(text)).isEqualTo("[endpoint]\nerrors = [\"composition_failed\"]\n");
    }

    @Test
    void missingAdditionalPropertiesIsAddedUnderTheSchemaTable() {
        String text = "[endpoint.input_schema]\ntype = \"object\"\n";
        Ep e = ep(text);
        e.input = EndpointRulesTest.json("{\"type\":\"object\"}");
        LineIndex li = LineIndex.of(text);
        e.locations = LocationMap.builder()
                .put("/endpoint/input_schema", li.range(10, 22), null)
                .build();
        Diagnostic d = e.run(new SchemaStrictnessCheck()).stream()
                .filter(x -> x.ruleId().equals("schema/additional-properties"))
                .findFirst()
                .orElseThrow();
        assertThat(d.fixes().get(0).applyTo(text))
                .isEqualTo("[endpoint.input_schema]\nadditionalProperties = false\ntype = \"object\"\n");
    }

    @Test
    void unresolvedPlaceholderIsAnErrorOnlyWithAConfiguredEnvironment() {
        Ep e = new Ep();
        e.handler = new HandlerBinding.ExternalService(
                "https://x.example/a",
                "GET",
                5.0,
                Map.of("Authorization", "Bearer ${TOKEN}"),
                Map.of(),
                Map.of(),
                Map.of(),
                "/endpoint/handler");
        var cfg = dev.agtpstudio.core.model.ServerConfig.defaults();
        var none = new dev.agtpstudio.core.model.RecipeBook(List.of());
        assertThat(e.run(new EnvPlaceholderCheck(), cfg, none, new dev.agtpstudio.validator.ValidationOptions(null)))
                .extracting(Diagnostic::severity)
                .containsExactly(dev.agtpstudio.core.diag.Severity.INFO);
        assertThat(e.run(
                        new EnvPlaceholderCheck(), cfg, none, new dev.agtpstudio.validator.ValidationOptions(Map.of())))
                .extracting(Diagnostic::severity)
                .containsExactly(dev.agtpstudio.core.diag.Severity.ERROR);
        assertThat(e.run(
                        new EnvPlaceholderCheck(),
                        cfg,
                        none,
                        new dev.agtpstudio.validator.ValidationOptions(Map.of("TOKEN", "t"))))
                .isEmpty();
    }
}

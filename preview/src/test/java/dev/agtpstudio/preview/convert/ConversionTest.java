package dev.agtpstudio.preview.convert;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.load.AgisLoader;
import dev.agtpstudio.core.load.EndpointTomlLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.SourceText;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.core.model.EndpointDecl;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConversionTest {
    static final String BRACE = """
            agis: "1.0"
            service: "Acme Restaurant Reservations"

            BOOK /reservation {
              semantic {
                intent: "Books a restaurant reservation on behalf of the requesting agent"
                actor: agent
                outcome: "A confirmed reservation record exists"
                impact_tier: irreversible
              }
              input { required: [restaurant_id (int), party_size (int)] }
              output { reservation_id, status }
              errors { reservation_unavailable, restaurant_not_found }
            }
            """;
    static final Path SAMPLE =
            Path.of(System.getProperty("agtp.project.dir", "..")).resolve("samples/hotel");
    final Conversion conversion = new Conversion(MethodCatalog.bundled());

    @TempDir
    Path tmp;

    private static AgisDocument agis(String text) {
        LoadedFile<AgisDocument> f = AgisLoader.load(SourceText.of(Path.of("x.agis"), text));
        assertThat(f.diagnostics()).as(text).isEmpty();
        return f.model();
    }

    @Test
    void braceNotationBecomesYamlOrJsonAgisWithTheSameEndpoints() {
        Conversion.Result yaml = conversion.convertText(Path.of("acme.txt"), BRACE, Conversion.Target.YAML);
        Conversion.Result json = conversion.convertText(Path.of("acme.txt"), BRACE, Conversion.Target.JSON);

        assertThat(yaml.ok()).isTrue();
        assertThat(yaml.files()).containsOnlyKeys("acme.agis");
        assertThat(json.files().get("acme.agis")).startsWith("{");
        AgisEndpoint fromYaml = agis(yaml.files().get("acme.agis")).endpoints().get(0);
        AgisEndpoint fromJson = agis(json.files().get("acme.agis")).endpoints().get(0);
        assertThat(fromYaml.id()).isEqualTo("BOOK /reservation");
        assertThat(fromYaml.errors()).containsExactly("reservation_unavailable", "restaurant_not_found");
        assertThat(fromJson.errors()).isEqualTo(fromYaml.errors());
        assertThat(fromJson.semantic()).isEqualTo(fromYaml.semantic());
    }

    @Test
    void anAgisDocumentConvertsBetweenYamlAndJsonWithoutLoss() throws Exception {
        String original = Files.readString(SAMPLE.resolve("harbor-light.agis"));
        String json = conversion
                .convertText(Path.of("h.agis"), original, Conversion.Target.JSON)
                .files()
                .get("h.agis");
        String yaml = conversion
                .convertText(Path.of("h.agis"), json, Conversion.Target.YAML)
                .files()
                .get("h.agis");

        assertThat(AgisLoader.detect(json)).isEqualTo(AgisDocument.SourceFormat.JSON);
        AgisDocument a = agis(original);
        AgisDocument b = agis(yaml);
        assertThat(b.endpoints()).hasSameSizeAs(a.endpoints());
        for (int i = 0; i < a.endpoints().size(); i++) {
            assertThat(b.endpoints().get(i).semantic())
                    .isEqualTo(a.endpoints().get(i).semantic());
            assertThat(b.endpoints().get(i).input().jsonSchema())
                    .isEqualTo(a.endpoints().get(i).input().jsonSchema());
            assertThat(b.endpoints().get(i).errors())
                    .isEqualTo(a.endpoints().get(i).errors());
        }
    }

    @Test
    void anAgisDocumentBecomesOneEndpointFilePerEndpoint() throws Exception {
        String original = Files.readString(SAMPLE.resolve("harbor-light.agis"));
        Conversion.Result r = conversion.convertText(Path.of("h.agis"), original, Conversion.Target.TOML);

        assertThat(r.ok()).isTrue();
        assertThat(r.files()).hasSize(agis(original).endpoints().size());
        for (Map.Entry<String, String> f : r.files().entrySet()) {
            LoadedFile<EndpointDecl> e = EndpointTomlLoader.load(SourceText.of(Path.of(f.getKey()), f.getValue()));
            assertThat(e.diagnostics()).as(f.getKey()).isEmpty();
        }
    }

    @Test
    void aWorkspaceBecomesOneAgisDocumentWithEveryEndpoint() throws Exception {
        Conversion.Result r = conversion.convert(SAMPLE, Conversion.Target.AGIS);

        assertThat(r.ok()).as(r.problems().toString()).isTrue();
        long endpointFiles;
        try (var s = Files.list(SAMPLE.resolve("endpoints"))) {
            endpointFiles = s.filter(p -> p.toString().endsWith(".toml")).count();
        }
        assertThat(agis(r.files().values().iterator().next()).endpoints()).hasSize((int) endpointFiles);
        assertThat(conversion.convert(SAMPLE, Conversion.Target.TOML).refusal()).contains("already endpoint TOML");
    }

    @Test
    void aSourceWithErrorsIsNotConvertedAndItsErrorsAreLocated() {
        Conversion.Result r =
                conversion.convertText(Path.of("bad.agis"), "agis: \"1.0\"\nendpoints: [\n", Conversion.Target.JSON);

        assertThat(r.ok()).isFalse();
        assertThat(r.files()).isEmpty();
        assertThat(r.problems()).isNotEmpty().allSatisfy(d -> {
            assertThat(d.ruleId()).startsWith("parse/");
            assertThat(d.file()).isEqualTo(Path.of("bad.agis"));
        });
        assertThat(r.problems()).extracting(d -> d.ruleId()).contains(ParseRules.SYNTAX);
    }
}

package dev.agtpstudio.core.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.agtpstudio.core.load.AgisLoader;
import dev.agtpstudio.core.load.EndpointTomlLoader;
import dev.agtpstudio.core.load.Fixtures;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.SourceText;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.EndpointForm;
import dev.agtpstudio.core.model.SchemaForm;
import dev.agtpstudio.testsupport.SharedDir;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RoundTripTest {
    private static final String EP = "/dev/agtpstudio/core/load/endpoints/";
    private static final String AGIS = "/dev/agtpstudio/core/load/agis/";

    private static LoadedFile<EndpointDecl> reload(EndpointDecl d) {
        String text = EndpointTomlWriter.write(d);
        LoadedFile<EndpointDecl> again = EndpointTomlLoader.load(SourceText.of(Path.of("written.toml"), text));
        assertThat(again.diagnostics()).as(text).isEmpty();
        return again;
    }

    @ParameterizedTest
    @ValueSource(strings = {"reserve_room.toml", "fetch_rate.toml", "audit_stay.toml"})
    void referenceFormRoundTripsToAnEqualModel(String name) {
        EndpointDecl d = EndpointTomlLoader.load(Fixtures.source(EP + name)).model();
        EndpointDecl again = reload(d).model();
        assertThat(again).isEqualTo(d);
        assertThat(EndpointTomlWriter.write(again)).isEqualTo(EndpointTomlWriter.write(d));
    }

    @Test
    void draftFormIsWrittenAsFieldTablesWhenThatKeepsTheMeaning() {
        EndpointDecl d = EndpointTomlLoader.load(Fixtures.source(EP + "book_table_draft.toml"))
                .model();
        String text = EndpointTomlWriter.write(d);
        assertThat(text).doesNotContain("input_schema", "output_schema").contains("[[endpoint.input.required]]");
        EndpointDecl again = reload(d).model();
        assertThat(again.form()).isEqualTo(EndpointForm.REFERENCE);
        assertThat(again.input()
                        .field("party_size")
                        .orElseThrow()
                        .schema()
                        .path("minimum")
                        .asInt())
                .isEqualTo(1);
        assertThat(ModelEquality.equivalent(again, d)).isTrue();
    }

    @Test
    void schemasTheFieldTablesCannotHoldStayInline() {
        String text = "[endpoint]\nmethod = \"FIND\"\npath = \"/rooms\"\n"
                + "input_schema = { type = \"object\", properties = { q = { type = \"string\" } }, additionalProperties = true }\n"
                + "output_schema = { type = \"object\", oneOf = [{ required = [\"a\"] }, { required = [\"b\"] }] }\n";
        EndpointDecl d = EndpointTomlLoader.load(Fixtures.of("f.toml", text)).model();
        String written = EndpointTomlWriter.write(d);
        assertThat(written).contains("input_schema = {", "output_schema = {");
        EndpointDecl again = reload(d).model();
        assertThat(again.input().form()).isEqualTo(SchemaForm.JSON_SCHEMA);
        assertThat(again).isEqualTo(d);
    }

    @Test
    void modelEqualityNoticesARealDifference() {
        EndpointDecl d = EndpointTomlLoader.load(Fixtures.source(EP + "book_table_draft.toml"))
                .model();
        String changed = EndpointTomlWriter.write(d).replace("minimum = 1", "minimum = 2");
        EndpointDecl other =
                EndpointTomlLoader.load(Fixtures.of("x.toml", changed)).model();
        assertThat(ModelEquality.equivalent(other, d)).isFalse();
    }

    @Test
    void writerOutputMatchesTheGoldenFile() {
        EndpointDecl d = EndpointTomlLoader.load(Fixtures.source(EP + "reserve_room.toml"))
                .model();
        dev.agtpstudio.core.load.Golden.assertMatches(
                EndpointTomlWriter.write(d), "/dev/agtpstudio/core/write/reserve_room.golden.toml");
    }

    @Test
    void agisRoundTripsThroughYamlAndJson() {
        for (String name : List.of("hotel.agis", "hotel-json.agis")) {
            AgisDocument d = AgisLoader.load(Fixtures.source(AGIS + name)).model();
            LoadedFile<AgisDocument> y = AgisLoader.load(Fixtures.of("w.agis", AgisWriter.toYaml(d)));
            LoadedFile<AgisDocument> j = AgisLoader.load(Fixtures.of("w.agis", AgisWriter.toJson(d)));
            assertThat(y.diagnostics()).isEmpty();
            assertThat(j.diagnostics()).isEmpty();
            assertThat(y.model().format()).isEqualTo(AgisDocument.SourceFormat.YAML);
            assertThat(j.model().format()).isEqualTo(AgisDocument.SourceFormat.JSON);
            assertThat(y.model().withoutFormat()).isEqualTo(d.withoutFormat());
            assertThat(j.model().withoutFormat()).isEqualTo(d.withoutFormat());
        }
    }

    @Test
    void agisYamlMatchesTheGoldenFile() {
        AgisDocument d =
                AgisLoader.load(Fixtures.source(AGIS + "hotel-json.agis")).model();
        dev.agtpstudio.core.load.Golden.assertMatches(
                AgisWriter.toYaml(d), "/dev/agtpstudio/core/write/hotel.golden.agis");
        dev.agtpstudio.core.load.Golden.assertMatches(
                AgisWriter.toJson(d), "/dev/agtpstudio/core/write/hotel.golden.json.agis");
    }

    @Test
    void referenceSamplesRoundTrip() throws IOException {
        Path dir = SharedDir.require("reference/reference-samples/endpoints");
        try (Stream<Path> s = Files.list(dir)) {
            for (Path p : s.filter(x -> x.toString().endsWith(".toml")).sorted().toList()) {
                EndpointDecl d = EndpointTomlLoader.load(SourceText.of(p, Files.readString(p)))
                        .model();
                assertThat(reload(d).model()).as(p.toString()).isEqualTo(d);
            }
        }
    }

    @Test
    void sampleWorkspaceRoundTrips() throws IOException {
        Path dir = Fixtures.project().map(p -> p.resolve("samples/hotel")).orElse(null);
        assumeTrue(dir != null && Files.isDirectory(dir), "samples/hotel is not in this checkout yet");
        List<Path> files;
        try (Stream<Path> s = Files.walk(dir)) {
            files = s.filter(Files::isRegularFile).sorted().toList();
        }
        int checked = 0;
        for (Path p : files) {
            String text = Files.readString(p);
            if (p.toString().endsWith(".agis")) {
                AgisDocument d = AgisLoader.load(SourceText.of(p, text)).model();
                assertThat(AgisLoader.load(Fixtures.of("w.agis", AgisWriter.toYaml(d)))
                                .model()
                                .withoutFormat())
                        .as(p.toString())
                        .isEqualTo(d.withoutFormat());
                assertThat(AgisLoader.load(Fixtures.of("w.agis", AgisWriter.toJson(d)))
                                .model()
                                .withoutFormat())
                        .as(p.toString())
                        .isEqualTo(d.withoutFormat());
                checked++;
            } else if (dev.agtpstudio.core.load.FileKind.classify(p, text)
                    == dev.agtpstudio.core.load.FileKind.ENDPOINT) {
                EndpointDecl d = EndpointTomlLoader.load(SourceText.of(p, text)).model();
                EndpointDecl again = reload(d).model();
                assertThat(ModelEquality.equivalent(again, d)).as(p.toString()).isTrue();
                if (d.form() == EndpointForm.REFERENCE) {
                    assertThat(again).as(p.toString()).isEqualTo(d);
                }
                checked++;
            }
        }
        assertThat(checked).isPositive();
    }
}

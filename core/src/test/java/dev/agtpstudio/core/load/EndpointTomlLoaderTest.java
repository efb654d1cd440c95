package dev.agtpstudio.core.load;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.EndpointForm;
import dev.agtpstudio.core.model.FieldSpec;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.model.SchemaForm;
import dev.agtpstudio.core.text.TextRange;
import dev.agtpstudio.testsupport.SharedDir;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class EndpointTomlLoaderTest {
    private static final String DIR = "/dev/agtpstudio/core/load/endpoints/";

    private static LoadedFile<EndpointDecl> load(String name) {
        return EndpointTomlLoader.load(Fixtures.source(DIR + name));
    }

    @Test
    void readsEveryMemberOfTheReferenceForm() {
        LoadedFile<EndpointDecl> f = load("reserve_room.toml");
        EndpointDecl d = f.model();
        assertThat(f.diagnostics()).isEmpty();
        assertThat(d.form()).isEqualTo(EndpointForm.REFERENCE);
        assertThat(d.id()).isEqualTo("RESERVE /rooms/{room_id}");
        assertThat(d.namespace()).isEqualTo("reservations");
        assertThat(d.requiredScopes()).containsExactly("reservations:write", "rooms:read");
        assertThat(d.semantic().outcome())
                .isEqualTo("A reservation record exists with status HELD and a reservation_id.");
        assertThat(d.semantic().confidence()).isEqualTo(0.9);
        assertThat(d.semantic().isIdempotent()).isFalse();
        assertThat(d.input().form()).isEqualTo(SchemaForm.FIELD_TABLES);
        assertThat(d.input().fields())
                .extracting(FieldSpec::name, FieldSpec::required)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("room_id", true),
                        org.assertj.core.groups.Tuple.tuple("nights", true),
                        org.assertj.core.groups.Tuple.tuple("bed", false));
        assertThat(d.input().field("bed").orElseThrow().enumValues()).containsExactly("twin", "king");
        FieldSpec rates = d.output().field("nightly_rates").orElseThrow();
        assertThat(rates.schema()
                        .path("items")
                        .path("properties")
                        .path("date")
                        .path("format")
                        .asText())
                .isEqualTo("date");
        assertThat(d.errors()).containsExactly("room_not_found", "room_unavailable", "invalid_nights");
        assertThat(d.handler())
                .isEqualTo(new HandlerBinding.RegisteredFunction("hotel.handlers.reserve_room", "/endpoint/handler"));
        assertThat(d.deprecated().warningHeader()).isEqualTo("deprecated; successor=BOOK /room; removed_in=2.0.0");
    }

    @Test
    void readsAnExternalServiceHandlerWithAllItsTables() {
        LoadedFile<EndpointDecl> f = load("fetch_rate.toml");
        assertThat(f.diagnostics()).isEmpty();
        HandlerBinding.ExternalService h =
                (HandlerBinding.ExternalService) f.model().handler();
        assertThat(h.url()).isEqualTo("https://channel.example.com/rates");
        assertThat(h.method()).isEqualTo("GET");
        assertThat(h.timeoutSeconds()).isEqualTo(12.5);
        assertThat(h.headers()).containsEntry("X-Api-Key", "${CHANNEL_KEY}").hasSize(2);
        assertThat(h.inputTransform()).containsExactlyEntriesOf(java.util.Map.of("rate_code", "code"));
        assertThat(h.outputTransform()).containsExactlyEntriesOf(java.util.Map.of("amount", "nightlyAmount"));
        assertThat(h.errorMap()).containsExactlyEntriesOf(java.util.Map.of("404", "rate_not_found"));
        assertThat(f.model().semantic().confidence()).isEqualTo(1.0);
        assertThat(f.model().errors()).hasSize(6).startsWith("rate_not_found");
    }

    @Test
    void acceptsTheLegacySemanticNamesAndNotesThem() {
        LoadedFile<EndpointDecl> f = load("audit_stay.toml");
        assertThat(f.model().semantic().confidence()).isEqualTo(0.7);
        assertThat(f.model().semantic().impact()).isEqualTo("informational");
        assertThat(f.model().errors()).isEmpty();
        assertThat(f.model().handler()).isEqualTo(new HandlerBinding.Composition("audit-stays", "/endpoint/handler"));
        assertThat(f.diagnostics())
                .extracting(Diagnostic::ruleId, Diagnostic::severity)
                .containsOnly(org.assertj.core.groups.Tuple.tuple(EndpointTomlLoader.LEGACY_KEY, Severity.INFO));
        assertThat(f.diagnostics()).hasSize(2);
        // The current field name resolves to the legacy key's text.
        TextRange r = f.locations().rangeFor(f.model().semantic().fieldPath("confidence"));
        assertThat(Fixtures.covered(f.source(), r)).isEqualTo("0.7");
    }

    @Test
    void readsTheDraftFormIntoJsonSchemasWithFields() {
        LoadedFile<EndpointDecl> f = load("book_table_draft.toml");
        EndpointDecl d = f.model();
        assertThat(f.diagnostics()).isEmpty();
        assertThat(d.form()).isEqualTo(EndpointForm.DRAFT);
        assertThat(d.input().form()).isEqualTo(SchemaForm.JSON_SCHEMA);
        assertThat(d.input().keyPath()).isEqualTo("/endpoint/input_schema");
        assertThat(d.input()
                        .jsonSchema()
                        .path("properties")
                        .path("party_size")
                        .path("minimum")
                        .asInt())
                .isEqualTo(1);
        assertThat(d.input().fields()).extracting(FieldSpec::name).containsExactly("party_size", "time");
        assertThat(d.input().field("party_size").orElseThrow().required()).isTrue();
        assertThat(d.output()
                        .jsonSchema()
                        .path("properties")
                        .path("booking_id")
                        .path("type")
                        .asText())
                .isEqualTo("string");
        assertThat(d.output().field("booking_id").orElseThrow().keyPath())
                .isEqualTo("/endpoint/output_schema/properties/booking_id");
        assertThat(d.handler()).isInstanceOf(HandlerBinding.RegisteredFunction.class);
        SourceText src = f.source();
        assertThat(Fixtures.covered(src, f.locations().value("/endpoint/input_schema/properties/party_size/type")))
                .isEqualTo("\"integer\"");
        assertThat(Fixtures.covered(src, f.locations().key("/endpoint/output_schema/properties/booking_id/type")))
                .isEqualTo("type");
    }

    @Test
    void mixingBothFormsIsMarkedMixed() {
        String text = Fixtures.text(DIR + "reserve_room.toml")
                .replace("[endpoint.semantic]", "output_schema = { type = \"object\" }\n\n[endpoint.semantic]");
        LoadedFile<EndpointDecl> f = EndpointTomlLoader.load(Fixtures.of("m.toml", text));
        assertThat(f.model().form()).isEqualTo(EndpointForm.MIXED);
        assertThat(f.model().input().form()).isEqualTo(SchemaForm.FIELD_TABLES);
        assertThat(f.model().output().form()).isEqualTo(SchemaForm.JSON_SCHEMA);
        assertThat(f.diagnostics()).extracting(Diagnostic::ruleId).containsExactly(ParseRules.DUPLICATE_KEY);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "/endpoint/method                      | method                      | \"RESERVE\"",
                "/endpoint/semantic/confidence         | confidence                  | 0.9",
                "/endpoint/input/required/1/name       | name                        | \"nights\"",
                "/endpoint/input/optional/0/enum       | enum                        | [\"twin\", \"king\"]",
                "/endpoint/errors/list                 | list                        | ",
                "/endpoint/handler/function            | function                    | \"hotel.handlers.reserve_room\"",
                "/endpoint/deprecated/successor/path   | path                        | \"/room\"",
                "/endpoint/output/1/schema/items/type  | type                        | \"object\"",
            })
    void recordsTheKeyAndValueRangeOfEveryKey(String keyPath, String key, String value) {
        LoadedFile<EndpointDecl> f = load("reserve_room.toml");
        Location l = f.locations().get(keyPath);
        assertThat(l).as(keyPath).isNotNull();
        assertThat(Fixtures.covered(f.source(), l.key())).isEqualTo(key);
        if (value != null) {
            assertThat(Fixtures.covered(f.source(), l.value())).isEqualTo(value);
        }
    }

    @Test
    void recordsArrayElementsAndArrayOfTableHeaders() {
        LoadedFile<EndpointDecl> f = load("reserve_room.toml");
        SourceText src = f.source();
        assertThat(Fixtures.covered(src, f.locations().value("/endpoint/errors/list/0")))
                .isEqualTo("\"room_not_found\"");
        assertThat(Fixtures.covered(src, f.locations().value("/endpoint/errors/list/2")))
                .isEqualTo("'invalid_nights'");
        assertThat(f.locations().value("/endpoint/errors/list/1").startLine()).isEqualTo(51);
        assertThat(Fixtures.covered(src, f.locations().key("/endpoint/input/required/1")))
                .isEqualTo("[[endpoint.input.required]]");
        assertThat(f.locations().key("/endpoint/input/required/1").startLine()).isEqualTo(25);
        assertThat(Fixtures.covered(src, f.locations().key("/endpoint/semantic")))
                .isEqualTo("semantic");
        String outcome = Fixtures.covered(src, f.locations().value("/endpoint/semantic/outcome"));
        assertThat(outcome).startsWith("\"\"\"").endsWith("reservation_id.\"\"\"");
        assertThat(Fixtures.covered(src, f.locations().value("/endpoint/errors/list")))
                .startsWith("[")
                .endsWith("]")
                .contains("# trailing comment");
    }

    @Test
    void everyModelKeyPathResolvesToItsText() {
        LoadedFile<EndpointDecl> f = load("reserve_room.toml");
        EndpointDecl d = f.model();
        LocationMap m = f.locations();
        assertThat(m.contains(d.fieldPath("errors"))).isTrue();
        assertThat(m.contains(d.keyPath())).isTrue();
        assertThat(m.contains(d.semantic().keyPath())).isTrue();
        assertThat(m.contains(d.handler().keyPath())).isTrue();
        assertThat(m.contains(d.deprecated().keyPath())).isTrue();
        assertThat(m.contains(d.input().keyPath())).isTrue();
        assertThat(m.contains(d.output().keyPath())).isTrue();
        for (String s : List.of("intent", "actor", "outcome", "capability", "confidence", "impact", "is_idempotent")) {
            assertThat(m.value(d.semantic().fieldPath(s))).as(s).isNotNull();
        }
        for (FieldSpec fs : d.input().fields()) {
            assertThat(m.contains(fs.keyPath())).isTrue();
            assertThat(Fixtures.covered(f.source(), m.value(fs.keyPath() + "/name")))
                    .isEqualTo("\"" + fs.name() + "\"");
        }
    }

    @Test
    void bareErrorsArrayResolvesUnderBothLayouts() {
        LoadedFile<EndpointDecl> f = load("fetch_rate.toml");
        SourceText src = f.source();
        assertThat(Fixtures.covered(src, f.locations().value("/endpoint/errors/0")))
                .isEqualTo("\"rate_not_found\"");
        assertThat(Fixtures.covered(src, f.locations().value("/endpoint/errors/list/5")))
                .isEqualTo("\"upstream_error\"");
        assertThat(Fixtures.covered(src, f.locations().key(f.model().fieldPath("errors"))))
                .isEqualTo("errors");
        assertThat(Fixtures.covered(src, f.locations().key("/endpoint/handler/error_map/404")))
                .isEqualTo("\"404\"");
    }

    @Test
    void wrongValueTypeIsReportedAtTheValue() {
        String text = "[endpoint]\nmethod = \"BOOK\"\n\n[endpoint.semantic]\nintent = \"x\"\nconfidence = \"high\"\n";
        LoadedFile<EndpointDecl> f = EndpointTomlLoader.load(Fixtures.of("t.toml", text));
        assertThat(f.diagnostics()).hasSize(1);
        Diagnostic d = f.diagnostics().get(0);
        assertThat(d.ruleId()).isEqualTo(ParseRules.TYPE);
        assertThat(d.pass()).isEqualTo(Passes.PARSE);
        assertThat(d.file()).isEqualTo(Path.of("t.toml"));
        assertThat(d.keyPath()).isEqualTo("/endpoint/semantic/confidence");
        assertThat(d.range().startLine()).isEqualTo(6);
        assertThat(d.range().startColumn()).isEqualTo(14);
        assertThat(Fixtures.covered(f.source(), d.range())).isEqualTo("\"high\"");
        assertThat(d.message()).contains("confidence", "number", "high");
        assertThat(f.model().semantic().confidence()).isNull();
        assertThat(f.model().semantic().intent()).isEqualTo("x");
    }

    @Test
    void unknownKeyIsAWarningAtTheKeyWithASuggestion() {
        String text = "[endpoint]\nmethod = \"BOOK\"\n\n[endpoint.semantic]\n  intnet = \"x\"\n";
        LoadedFile<EndpointDecl> f = EndpointTomlLoader.load(Fixtures.of("t.toml", text));
        assertThat(f.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.ruleId()).isEqualTo(ParseRules.UNKNOWN_KEY);
            assertThat(d.severity()).isEqualTo(Severity.WARNING);
            assertThat(d.range().startLine()).isEqualTo(5);
            assertThat(d.range().startColumn()).isEqualTo(3);
            assertThat(d.range().length()).isEqualTo(6);
            assertThat(d.message()).contains("did you mean `intent`");
        });
    }

    @Test
    void misspelledTableHeaderIsReportedAtItsName() {
        String text = "[endpoint]\nmethod = \"BOOK\"\n\n[endpoint.semantc]\nintent = \"x\"\n";
        LoadedFile<EndpointDecl> f = EndpointTomlLoader.load(Fixtures.of("t.toml", text));
        assertThat(f.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.range().startLine()).isEqualTo(4);
            assertThat(d.range().startColumn()).isEqualTo(11);
            assertThat(d.message()).contains("`semantc`", "did you mean `semantic`");
        });
        assertThat(f.model().semantic()).isNull();
    }

    @Test
    void syntaxErrorIsLocatedAndTheRestStillLoads() {
        String text = "[endpoint]\nmethod = \"BOOK\"\npath = \n[endpoint.semantic]\nintent = \"ok\"\n";
        LoadedFile<EndpointDecl> f = EndpointTomlLoader.load(Fixtures.of("t.toml", text));
        Diagnostic d = f.diagnostics().stream()
                .filter(x -> x.ruleId().equals(ParseRules.SYNTAX))
                .findFirst()
                .orElseThrow();
        assertThat(d.severity()).isEqualTo(Severity.ERROR);
        assertThat(d.range().startLine()).isEqualTo(3);
        assertThat(f.model().method()).isEqualTo("BOOK");
        assertThat(f.model().semantic().intent()).isEqualTo("ok");
    }

    @Test
    void legacyHandlerKeysWarn() {
        String text = "[endpoint.handler]\ntype = \"registered_function\"\nreference = \"a.b\"\ninput_map = {}\n";
        LoadedFile<EndpointDecl> f = EndpointTomlLoader.load(Fixtures.of("t.toml", text));
        assertThat(f.diagnostics())
                .extracting(Diagnostic::ruleId, Diagnostic::severity)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(ParseRules.UNKNOWN_KEY, Severity.WARNING),
                        org.assertj.core.groups.Tuple.tuple(ParseRules.UNKNOWN_KEY, Severity.WARNING));
        assertThat(f.diagnostics().get(0).message()).contains("use `function`");
        assertThat(f.diagnostics().get(0).range().startLine()).isEqualTo(3);
    }

    @Test
    void unknownHandlerTypeIsKeptForTheValidator() {
        String text = "[endpoint.handler]\ntype = \"proxy\"\nupstream = \"agtp://x\"\n";
        LoadedFile<EndpointDecl> f = EndpointTomlLoader.load(Fixtures.of("t.toml", text));
        assertThat(f.model().handler()).isInstanceOfSatisfying(HandlerBinding.Unknown.class, u -> {
            assertThat(u.type()).isEqualTo("proxy");
            assertThat(u.fields()).containsEntry("upstream", "agtp://x");
        });
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                "   ",
                "[",
                "[[endpoint",
                "endpoint = 3",
                "[endpoint]\nmethod = [1, {a = }]",
                "[endpoint]\nsemantic = \"x\"\ninput = 4\noutput = {a = 1}\nerrors = 5\nhandler = []\ndeprecated = 1",
                "[endpoint.input]\nrequired = [1, \"x\"]\noptional = {}\n",
                "\"\"\"",
                "a = '''",
                "[endpoint]\n\u0000\u0001",
                "[endpoint]\nmethod = \"BOOK\"\nmethod = \"FIND\"",
                "[[endpoint]]\nmethod = 1",
                "[endpoint.errors]\nlist = \"room_full\"",
                "[endpoint]\nerrors = \"x\""
            })
    void malformedInputGivesDiagnosticsNotExceptions(String text) {
        LoadedFile<EndpointDecl> f = EndpointTomlLoader.load(Fixtures.of("bad.toml", text));
        assertThat(f).isNotNull();
        assertThat(f.diagnostics()).allSatisfy(d -> {
            assertThat(d.pass()).isEqualTo(Passes.PARSE);
            assertThat(d.range().end()).isLessThanOrEqualTo(text.length());
        });
        if (!text.isBlank()) {
            assertThat(f.diagnostics()).isNotEmpty();
        }
    }

    @Test
    void referenceSamplesLoadWithoutDiagnostics() throws IOException {
        Path dir = SharedDir.require("reference/reference-samples/endpoints");
        try (Stream<Path> s = Files.list(dir)) {
            List<Path> files =
                    s.filter(p -> p.toString().endsWith(".toml")).sorted().toList();
            assertThat(files).isNotEmpty();
            for (Path p : files) {
                LoadedFile<EndpointDecl> f = EndpointTomlLoader.load(SourceText.of(p, Files.readString(p)));
                assertThat(f.diagnostics()).as(p.toString()).isEmpty();
                assertThat(f.model().method()).isNotBlank();
                assertThat(f.model().handler()).isNotNull();
                assertThat(f.model().errors()).isNotNull();
                assertThat(f.model().semantic().confidence()).isNotNull();
            }
        }
    }

    @Test
    void aReferenceFormFileWithoutInputTablesTakesNoInputButTheDraftFormStillNeedsInputSchema() {
        String common = "[endpoint]\nmethod = \"QUERY\"\npath = \"/status\"\ndescription = \"d\"\n";
        EndpointDecl ref = EndpointTomlLoader.load(
                        Fixtures.of("r.toml", common + "[[endpoint.output]]\nname = \"status\"\ntype = \"string\"\n"))
                .model();
        assertThat(ref.input().form()).isEqualTo(SchemaForm.FIELD_TABLES);
        assertThat(ref.input().fields()).isEmpty();

        EndpointDecl draft = EndpointTomlLoader.load(
                        Fixtures.of("d.toml", common + "output_schema = { type = \"object\" }\n"))
                .model();
        assertThat(draft.form()).isEqualTo(EndpointForm.DRAFT);
        assertThat(draft.input().isAbsent()).isTrue();
    }
}

package dev.agtpstudio.core.load;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.core.model.FieldSpec;
import dev.agtpstudio.core.model.SchemaForm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class AgisLoaderTest {
    private static final String DIR = "/dev/agtpstudio/core/load/agis/";

    static LoadedFile<AgisDocument> yaml() {
        return AgisLoader.load(Fixtures.source(DIR + "hotel.agis"));
    }

    static LoadedFile<AgisDocument> json() {
        return AgisLoader.load(Fixtures.source(DIR + "hotel-json.agis"));
    }

    @Test
    void yamlAndJsonLoadToEqualModels() {
        LoadedFile<AgisDocument> y = yaml();
        LoadedFile<AgisDocument> j = json();
        assertThat(y.diagnostics()).isEmpty();
        assertThat(j.diagnostics()).isEmpty();
        assertThat(y.model().format()).isEqualTo(AgisDocument.SourceFormat.YAML);
        assertThat(j.model().format()).isEqualTo(AgisDocument.SourceFormat.JSON);
        assertThat(y.model().withoutFormat()).isEqualTo(j.model().withoutFormat());
        assertThat(y.locations().asMap().keySet())
                .isEqualTo(j.locations().asMap().keySet());
    }

    @Test
    void mapsEveryPartOfTheDocument() {
        AgisDocument d = yaml().model();
        assertThat(d.agis()).isEqualTo("1.0");
        assertThat(d.service()).isEqualTo("Harbour Hotel Reservations");
        assertThat(d.endpoints()).extracting(AgisEndpoint::id).containsExactly("BOOK /room", "FIND /rooms");
        AgisEndpoint book = d.endpoints().get(0);
        assertThat(book.semantic().confidenceGuidance()).isEqualTo(0.85);
        assertThat(book.semantic().impactTier()).isEqualTo("irreversible");
        assertThat(book.semantic().isIdempotent()).isFalse();
        assertThat(book.semantic().parameterHints().get("guests")).containsExactly("number of guests", "for N people");
        assertThat(book.semantic().stateTransition()).containsEntry("reservation.status", "NONE -> CONFIRMED");
        assertThat(book.semantic().mcpToolName()).isEqualTo("book_room");
        assertThat(book.input().form()).isEqualTo(SchemaForm.JSON_SCHEMA);
        assertThat(book.input().fields()).extracting(FieldSpec::name).containsExactly("guests", "check_in");
        assertThat(book.errors()).containsExactly("room_unavailable", "invalid_dates");
        AgisEndpoint find = d.endpoints().get(1);
        assertThat(find.semantic().stateTransition()).containsEntry("search.count", "0 -> N");
        assertThat(find.input().form()).isEqualTo(SchemaForm.SHORTHAND);
        assertThat(find.input().fields())
                .extracting(FieldSpec::name, FieldSpec::type, FieldSpec::format, FieldSpec::required)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("check_in", "string", "date-time", true),
                        org.assertj.core.groups.Tuple.tuple("nights", "integer", null, true),
                        org.assertj.core.groups.Tuple.tuple("view", null, null, false),
                        org.assertj.core.groups.Tuple.tuple("budget", "number", null, false));
        assertThat(find.output().isAbsent()).isTrue();
        assertThat(find.errors()).isEmpty();
        assertThat(d.vocabulary().declaredVerbs()).containsExactly("BOOK", "FIND");
        assertThat(d.vocabulary().negotiable()).isTrue();
        assertThat(d.dataManifest().path("rooms").path("fields").size()).isEqualTo(3);
        assertThat(d.schemas()).containsKey("Room");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "/endpoints/0/method                        | method               | BOOK          | \"method\"               | \"BOOK\"",
                "/endpoints/0/semantic/confidence_guidance  | confidence_guidance  | 0.85          | \"confidence_guidance\"  | 0.85",
                "/endpoints/1/input/required/1              |                      | nights (int)  |                          | \"nights (int)\"",
                "/vocabulary/declared_verbs/1               |                      | FIND          |                          | \"FIND\"",
            })
    void locationsPointAtKeysAndValuesInBothFormats(
            String path, String yKey, String yValue, String jKey, String jValue) {
        LoadedFile<AgisDocument> y = yaml();
        LoadedFile<AgisDocument> j = json();
        Location yl = y.locations().get(path);
        Location jl = j.locations().get(path);
        assertThat(Fixtures.covered(y.source(), yl.value())).isEqualTo(yValue);
        assertThat(Fixtures.covered(j.source(), jl.value())).isEqualTo(jValue);
        if (yKey != null) {
            assertThat(Fixtures.covered(y.source(), yl.key())).isEqualTo(yKey);
            assertThat(Fixtures.covered(j.source(), jl.key())).isEqualTo(jKey);
        }
    }

    @Test
    void jsonObjectValueRangeSpansItsBraces() {
        LoadedFile<AgisDocument> j = json();
        String sem = Fixtures.covered(j.source(), j.locations().value("/endpoints/1/semantic"));
        assertThat(sem).startsWith("{").endsWith("}").contains("search.count");
    }

    @Test
    void detectsTheFormatByContent() {
        assertThat(AgisLoader.detect("  \n{\"agis\": 1}")).isEqualTo(AgisDocument.SourceFormat.JSON);
        assertThat(AgisLoader.detect("\uFEFF{}")).isEqualTo(AgisDocument.SourceFormat.JSON);
        assertThat(AgisLoader.detect("agis: '1.0'")).isEqualTo(AgisDocument.SourceFormat.YAML);
        assertThat(AgisLoader.detect("")).isEqualTo(AgisDocument.SourceFormat.YAML);
    }

    @Test
    void wrongTypeInYamlIsReportedAtTheValue() {
        String text = "agis: \"1.0\"\nendpoints:\n  - method: BOOK\n    semantic:\n      confidence_guidance: high\n";
        LoadedFile<AgisDocument> f = AgisLoader.load(Fixtures.of("x.agis", text));
        assertThat(f.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.ruleId()).isEqualTo(ParseRules.TYPE);
            assertThat(d.pass()).isEqualTo(Passes.PARSE);
            assertThat(d.keyPath()).isEqualTo("/endpoints/0/semantic/confidence_guidance");
            assertThat(d.range().startLine()).isEqualTo(5);
            assertThat(d.range().startColumn()).isEqualTo(28);
            assertThat(Fixtures.covered(f.source(), d.range())).isEqualTo("high");
        });
        assertThat(f.model().endpoints().get(0).method()).isEqualTo("BOOK");
    }

    @Test
    void unknownKeyInJsonIsAWarningAtTheKey() {
        String text = "{\n  \"agis\": \"1.0\",\n  \"vocabulary\": {\"declared_verb\": [\"BOOK\"]}\n}";
        LoadedFile<AgisDocument> f = AgisLoader.load(Fixtures.of("x.agis", text));
        assertThat(f.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.ruleId()).isEqualTo(ParseRules.UNKNOWN_KEY);
            assertThat(d.range().startLine()).isEqualTo(3);
            assertThat(d.range().startColumn()).isEqualTo(18);
            assertThat(d.message()).contains("did you mean `declared_verbs`");
        });
    }

    @Test
    void duplicateKeysAreReportedInBothFormats() {
        LoadedFile<AgisDocument> y = AgisLoader.load(Fixtures.of("x.agis", "agis: '1.0'\nservice: A\nservice: B\n"));
        LoadedFile<AgisDocument> j =
                AgisLoader.load(Fixtures.of("x.agis", "{\"service\": \"A\",\n \"service\": \"B\"}"));
        for (LoadedFile<AgisDocument> f : java.util.List.of(y, j)) {
            assertThat(f.diagnostics()).extracting(Diagnostic::ruleId).containsExactly(ParseRules.DUPLICATE_KEY);
            assertThat(f.diagnostics().get(0).range().startLine()).isIn(2, 3);
            assertThat(f.model().service()).isEqualTo("B");
        }
        assertThat(y.diagnostics().get(0).range().startLine()).isEqualTo(3);
    }

    static java.util.stream.Stream<org.junit.jupiter.params.provider.Arguments> syntaxErrors() {
        return java.util.stream.Stream.of(
                org.junit.jupiter.params.provider.Arguments.of("agis: [1.0\nservice: x", 2),
                org.junit.jupiter.params.provider.Arguments.of("{\"agis\": \"1.0\",\n \"service\" \"x\"}", 2),
                org.junit.jupiter.params.provider.Arguments.of("a: b\nc: d: e", 2),
                org.junit.jupiter.params.provider.Arguments.of("{\"a\": 1} {\"b\": 2}", 1));
    }

    @ParameterizedTest
    @org.junit.jupiter.params.provider.MethodSource("syntaxErrors")
    void syntaxErrorsAreLocated(String text, int line) {
        LoadedFile<AgisDocument> f = AgisLoader.load(Fixtures.of("x.agis", text));
        assertThat(f.diagnostics()).first().satisfies(d -> {
            assertThat(d.ruleId()).isEqualTo(ParseRules.SYNTAX);
            assertThat(d.range().startLine()).isEqualTo(line);
        });
        assertThat(f.model()).isNull();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                "---",
                "42",
                "[1, 2]",
                "- a\n- b",
                "agis:\n  - 1",
                "endpoints: {a: 1}",
                "endpoints:\n  - 1\n  - semantic: 3\n    input: 4\n    errors: {a: 1}",
                "vocabulary: 1",
                "endpoints:\n  - semantic:\n      parameter_hints: 1\n      state_transition: 5",
                "{\"endpoints\": [{\"input\": {\"required\": [1, {\"name\": 2}, null]}}]}",
                "? [a]\n: b\n"
            })
    void oddShapesGiveDiagnosticsNotExceptions(String text) {
        LoadedFile<AgisDocument> f = AgisLoader.load(Fixtures.of("x.agis", text));
        assertThat(f.diagnostics()).allSatisfy(d -> assertThat(d.range().end()).isLessThanOrEqualTo(text.length()));
        if (!text.isBlank() && !text.equals("---")) {
            assertThat(f.diagnostics()).isNotEmpty();
        }
    }

    @Test
    void yamlAnchorsAndMergeKeysWork() {
        String text = "x-semantic: &sem\n  actor: agent\n  capability: retrieval\n".replace("x-semantic", "schemas")
                + "endpoints:\n  - method: FIND\n    semantic:\n      intent: Finds\n"
                + "      <<: *sem\n      actor: system\n  - method: QUERY\n    semantic: *sem\n";
        LoadedFile<AgisDocument> f = AgisLoader.load(Fixtures.of("x.agis", text));
        assertThat(f.diagnostics()).isEmpty();
        assertThat(f.model().endpoints().get(0).semantic().actor()).isEqualTo("system");
        assertThat(f.model().endpoints().get(0).semantic().capability()).isEqualTo("retrieval");
        assertThat(f.model().endpoints().get(1).semantic().capability()).isEqualTo("retrieval");
        assertThat(Fixtures.covered(f.source(), f.locations().value("/endpoints/0/semantic/actor")))
                .isEqualTo("system");
    }

    @Test
    void yamlOffsetsCountCharactersNotCodePoints() {
        String text = "description: \"\uD83C\uDFE8 hotel\"\nservice: Inn\n";
        LoadedFile<AgisDocument> f = AgisLoader.load(Fixtures.of("x.agis", text));
        assertThat(Fixtures.covered(f.source(), f.locations().value("/service")))
                .isEqualTo("Inn");
    }

    @Test
    void errorEntriesWithDescriptionsLoadAndWriteBack() {
        String yaml = """
                agis: "1.0"
                service: Hotel
                endpoints:
                  - method: BOOK
                    path: /room
                    semantic: {intent: "Book a room.", actor: agent, outcome: "A booking is made."}
                    input: {required: [room_id]}
                    output: {required: [booking_id]}
                    errors:
                      - {name: room_unavailable, description: "The room is taken for those dates."}
                      - guest_not_found
                """;
        var f = AgisLoader.load(Fixtures.of("h.agis", yaml));
        assertThat(f.diagnostics()).isEmpty();
        var ep = f.model().endpoints().get(0);
        assertThat(ep.errors()).containsExactly("room_unavailable", "guest_not_found");
        assertThat(ep.errorDescriptions()).containsEntry("room_unavailable", "The room is taken for those dates.");

        String json = dev.agtpstudio.core.write.AgisWriter.toJson(f.model());
        var again =
                AgisLoader.load(Fixtures.of("h.agis", json)).model().endpoints().get(0);
        assertThat(again.errors()).isEqualTo(ep.errors());
        assertThat(again.errorDescriptions()).isEqualTo(ep.errorDescriptions());
    }

    @Test
    void anErrorEntryWithoutANameIsALocatedTypeError() {
        String yaml = "agis: \"1.0\"\nservice: H\nendpoints:\n  - method: BOOK\n    path: /room\n"
                + "    errors:\n      - {description: nameless}\n";
        var f = AgisLoader.load(Fixtures.of("h.agis", yaml));
        assertThat(f.diagnostics()).anySatisfy(d -> assertThat(d.keyPath()).isEqualTo("/endpoints/0/errors/0"));
    }
}

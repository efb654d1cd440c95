package dev.agtpstudio.validator.endpoint;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.model.Deprecation;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.FieldSpec;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.model.SchemaForm;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.core.model.Semantic;
import dev.agtpstudio.validator.Ep;
import dev.agtpstudio.validator.FileCheck;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Each endpoint rule on a hand-built declaration: the bad variant fires exactly its rule, the baseline fires none. */
class EndpointRulesTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    static Arguments c(String rule, FileCheck<EndpointDecl> check, Consumer<Ep> bad) {
        return Arguments.of(rule, check, bad);
    }

    static Semantic sem(
            String intent, String actor, String outcome, String cap, Double conf, String impact, Boolean idem) {
        return new Semantic(intent, actor, outcome, cap, conf, impact, idem, "/endpoint/semantic");
    }

    static SchemaSpec json(String schema) {
        try {
            return new SchemaSpec(SchemaForm.JSON_SCHEMA, List.of(), JSON.readTree(schema), "/endpoint/input_schema");
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    static Stream<Arguments> cases() {
        Semantic ok = new Ep().semantic;
        HandlerBinding.ExternalService ext = new HandlerBinding.ExternalService(
                "https://api.example.com/r", "POST", 10.0, Map.of(), Map.of(), Map.of(), Map.of(), "/endpoint/handler");
        return Stream.of(
                c("endpoint/missing-field", new RequiredFieldsCheck(), e -> e.description = null),
                c("endpoint/missing-field", new RequiredFieldsCheck(), e -> e.handler = null),
                c(
                        "endpoint/missing-field",
                        new RequiredFieldsCheck(),
                        e -> e.output = SchemaSpec.absent("/endpoint/output")),
                c("method/syntax", new MethodCheck(), e -> e.method = "reserve"),
                c("method/syntax", new MethodCheck(), e -> e.method = "GO"),
                c("method/not-in-catalog", new MethodCheck(), e -> e.method = "RESERV"),
                c("method/legacy-verb", new MethodCheck(), e -> e.method = "POST"),
                c("path/syntax", new PathShapeCheck(), e -> e.path = "rooms"),
                c("path/syntax", new PathShapeCheck(), e -> e.path = "/rooms//beds"),
                c("path/trailing-slash", new PathShapeCheck(), e -> e.path = "/rooms/"),
                c("path/query-or-fragment", new PathShapeCheck(), e -> e.path = "/rooms?x=1"),
                c("path/verb-segment", new PathVerbSegmentCheck(), e -> e.path = "/order/{room_id}"),
                c("path/verb-segment", new PathVerbSegmentCheck(), e -> e.path = "/Check-In/{room_id}"),
                c("path/verb-segment", new PathVerbSegmentCheck(), e -> e.path = "/post/{room_id}"),
                c("path/template-form", new PathTemplateCheck(), e -> e.path = "/rooms/room-{room_id}"),
                c("path/template-form", new PathTemplateCheck(), e -> e.path = "/rooms{?page}"),
                c("path/duplicate-parameter", new PathTemplateCheck(), e -> e.path = "/rooms/{room_id}/beds/{room_id}"),
                c("path/template-undeclared", new PathTemplateCheck(), e -> e.path = "/rooms/{rid}"),
                c(
                        "semantic/missing-field",
                        new SemanticPresenceCheck(),
                        e -> e.semantic = sem(ok.intent(), ok.actor(), ok.outcome(), null, 0.9, "reversible", false)),
                c(
                        "semantic/empty-text",
                        new SemanticTextCheck(),
                        e -> e.semantic = sem(" ", "agent", ok.outcome(), "transaction", 0.9, "reversible", false)),
                c(
                        "semantic/multiple-sentences",
                        new SemanticTextCheck(),
                        e -> e.semantic = sem(
                                "Reserve a room. Then email the guest.",
                                "agent",
                                ok.outcome(),
                                "transaction",
                                0.9,
                                "reversible",
                                false)),
                c(
                        "semantic/text-too-long",
                        new SemanticTextCheck(),
                        e -> e.semantic = sem(
                                "Reserve " + "a".repeat(600),
                                "agent",
                                ok.outcome(),
                                "transaction",
                                0.9,
                                "reversible",
                                false)),
                c(
                        "semantic/actor-suggestion",
                        new SemanticTextCheck(),
                        e -> e.semantic =
                                sem(ok.intent(), "concierge", ok.outcome(), "transaction", 0.9, "reversible", false)),
                c(
                        "semantic/capability-invalid",
                        new SemanticValuesCheck(),
                        e -> e.semantic = sem(ok.intent(), "agent", ok.outcome(), "booking", 0.9, "reversible", false)),
                c(
                        "semantic/confidence-range",
                        new SemanticValuesCheck(),
                        e -> e.semantic =
                                sem(ok.intent(), "agent", ok.outcome(), "transaction", 1.2, "reversible", false)),
                c(
                        "semantic/impact-invalid",
                        new SemanticValuesCheck(),
                        e -> e.semantic =
                                sem(ok.intent(), "agent", ok.outcome(), "transaction", 0.9, "permanent", false)),
                c(
                        "semantic/capability-mismatch",
                        new CapabilityMismatchCheck(),
                        e -> e.semantic =
                                sem(ok.intent(), "agent", ok.outcome(), "discovery", 0.9, "reversible", false)),
                c(
                        "semantic/irreversible-low-confidence",
                        new SemanticHintsCheck(),
                        e -> e.semantic =
                                sem(ok.intent(), "agent", ok.outcome(), "transaction", 0.5, "irreversible", false)),
                c(
                        "semantic/informational-transaction",
                        new SemanticHintsCheck(),
                        e -> e.semantic =
                                sem(ok.intent(), "agent", ok.outcome(), "transaction", 0.9, "informational", false)),
                c("semantic/idempotent-creation", new SemanticHintsCheck(), e -> {
                    e.method = "CREATE";
                    e.semantic = sem(ok.intent(), "agent", ok.outcome(), "creation", 0.9, "reversible", true);
                }),
                c(
                        "schema/invalid",
                        new SchemaMetaCheck(),
                        e -> e.input = json(
                                "{\"type\":\"object\",\"properties\":{\"room_id\":{\"type\":\"strin\"}},\"additionalProperties\":false}")),
                c(
                        "schema/input-not-object",
                        new SchemaStrictnessCheck(),
                        e -> e.input = json("{\"type\":\"array\",\"additionalProperties\":false}")),
                c(
                        "schema/additional-properties",
                        new SchemaStrictnessCheck(),
                        e -> e.input =
                                json("{\"type\":\"object\",\"properties\":{\"room_id\":{\"type\":\"string\"}}}")),
                c(
                        "schema/output-closed",
                        new SchemaStrictnessCheck(),
                        e -> e.output = new SchemaSpec(
                                SchemaForm.JSON_SCHEMA,
                                List.of(),
                                json("{\"type\":\"object\",\"additionalProperties\":false}")
                                        .jsonSchema(),
                                "/endpoint/output_schema")),
                c(
                        "schema/field-name",
                        new FieldTableCheck(),
                        e -> e.inputs.add(Ep.field("roomType", "string", false, "/endpoint/input/optional/0"))),
                c(
                        "schema/duplicate-field",
                        new FieldTableCheck(),
                        e -> e.inputs.add(Ep.field("room_id", "string", false, "/endpoint/input/optional/0"))),
                c(
                        "schema/field-type",
                        new FieldTableCheck(),
                        e -> e.inputs.add(Ep.field("count", "int", false, "/endpoint/input/optional/0"))),
                c(
                        "schema/field-description",
                        new FieldTableCheck(),
                        e -> e.inputs.add(new FieldSpec(
                                "note", "string", "", null, null, null, false, "/endpoint/input/optional/0"))),
                c(
                        "schema/enum",
                        new FieldTableCheck(),
                        e -> e.inputs.add(new FieldSpec(
                                "kind",
                                "string",
                                "Kind.",
                                null,
                                List.of("a", "a"),
                                null,
                                false,
                                "/endpoint/input/optional/0"))),
                c(
                        "schema/format",
                        new FieldTableCheck(),
                        e -> e.inputs.add(new FieldSpec(
                                "day",
                                "string",
                                "Day.",
                                "calendar-day",
                                null,
                                null,
                                false,
                                "/endpoint/input/optional/0"))),
                c("errors/empty-name", new ErrorsListCheck(), e -> e.errors.add("")),
                c("errors/not-snake-case", new ErrorsListCheck(), e -> e.errors.add("RoomGone")),
                c("errors/generic", new ErrorsListCheck(), e -> e.errors.add("error")),
                c("errors/duplicate", new ErrorsListCheck(), e -> e.errors.add("room_unavailable")),
                c(
                        "errors/composition-failed",
                        new BindingErrorsCheck(),
                        e -> e.handler = new HandlerBinding.Composition("r", "/endpoint/handler")),
                c("errors/upstream-codes", new BindingErrorsCheck(), e -> e.handler = ext),
                c(
                        "handler/unknown-type",
                        new HandlerTypeCheck(),
                        e -> e.handler = new HandlerBinding.Unknown("proxy", Map.of(), "/endpoint/handler")),
                c(
                        "handler/function-path",
                        new RegisteredFunctionCheck(),
                        e -> e.handler = new HandlerBinding.RegisteredFunction("reserve", "/endpoint/handler")),
                c(
                        "handler/composition-recipe-missing",
                        new CompositionRecipeCheck(),
                        e -> e.handler = new HandlerBinding.Composition("reserve-flow", "/endpoint/handler")),
                c(
                        "handler/url",
                        new ExternalServiceCheck(),
                        e -> e.handler = new HandlerBinding.ExternalService(
                                "http://api.example.com/r", "POST", 10.0, null, null, null, null, "/endpoint/handler")),
                c(
                        "handler/http-method",
                        new ExternalServiceCheck(),
                        e -> e.handler = new HandlerBinding.ExternalService(
                                "https://api.example.com/r",
                                "SEND",
                                10.0,
                                null,
                                null,
                                null,
                                null,
                                "/endpoint/handler")),
                c(
                        "handler/timeout",
                        new ExternalServiceCheck(),
                        e -> e.handler = new HandlerBinding.ExternalService(
                                "https://api.example.com/r", "POST", 0.0, null, null, null, null, "/endpoint/handler")),
                c(
                        "handler/timeout-default",
                        new ExternalServiceCheck(),
                        e -> e.handler = new HandlerBinding.ExternalService(
                                "https://api.example.com/r",
                                "POST",
                                null,
                                null,
                                null,
                                null,
                                null,
                                "/endpoint/handler")),
                c(
                        "handler/env-placeholder",
                        new EnvPlaceholderCheck(),
                        e -> e.handler = new HandlerBinding.ExternalService(
                                "https://api.example.com/r",
                                "POST",
                                5.0,
                                Map.of("Authorization", "Bearer ${TOKEN}"),
                                null,
                                null,
                                null,
                                "/endpoint/handler")),
                c(
                        "handler/error-map",
                        new ErrorMapCheck(),
                        e -> e.handler = new HandlerBinding.ExternalService(
                                "https://api.example.com/r",
                                "POST",
                                5.0,
                                null,
                                null,
                                null,
                                Map.of("404", "room_missing"),
                                "/endpoint/handler")),
                c(
                        "handler/error-map",
                        new ErrorMapCheck(),
                        e -> e.handler = new HandlerBinding.ExternalService(
                                "https://api.example.com/r",
                                "POST",
                                5.0,
                                null,
                                null,
                                null,
                                Map.of("4xx", "room_unavailable"),
                                "/endpoint/handler")),
                c(
                        "handler/transform-name",
                        new TransformNamesCheck(),
                        e -> e.handler = new HandlerBinding.ExternalService(
                                "https://api.example.com/r",
                                "POST",
                                5.0,
                                null,
                                Map.of("room_id", "room.id"),
                                null,
                                null,
                                "/endpoint/handler")),
                c(
                        "handler/transform-name",
                        new TransformNamesCheck(),
                        e -> e.handler = new HandlerBinding.ExternalService(
                                "https://api.example.com/r",
                                "POST",
                                5.0,
                                null,
                                null,
                                null,
                                null,
                                null,
                                "undeclared_items",
                                "/endpoint/handler")),
                c("scope/grammar", new ScopeGrammarCheck(), e -> e.scopes = List.of("Booking:Room")),
                c("scope/grammar", new ScopeGrammarCheck(), e -> e.scopes = List.of("booking")),
                c(
                        "deprecated/missing-version",
                        new DeprecationBlockCheck(),
                        e -> e.deprecated = new Deprecation(null, null, "RESERVE", "/suites", "/endpoint/deprecated")),
                c(
                        "deprecated/successor-invalid",
                        new DeprecationBlockCheck(),
                        e -> e.deprecated = new Deprecation("1.1", null, "RESERVEX", null, "/endpoint/deprecated")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void badVariantFiresItsRuleAndBaselinePasses(String rule, FileCheck<EndpointDecl> check, Consumer<Ep> bad) {
        Ep base = new Ep();
        assertThat(Ep.ids(base.run(check))).as("baseline").doesNotContain(rule);
        Ep e = new Ep();
        bad.accept(e);
        List<Diagnostic> ds = e.run(check);
        assertThat(Ep.ids(ds)).contains(rule);
        Diagnostic d =
                ds.stream().filter(x -> x.ruleId().equals(rule)).findFirst().orElseThrow();
        assertThat(d.message())
                .as("message names a spec section or a shipped docs page")
                .containsPattern("§|docs/[a-z-]+\\.md");
        assertThat(d.specRef()).isNotBlank();
    }
}

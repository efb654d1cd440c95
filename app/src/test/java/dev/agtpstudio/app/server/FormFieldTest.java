package dev.agtpstudio.app.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FormFieldTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static FormField form(String schema) throws Exception {
        return FormField.root(JSON.readTree(schema));
    }

    private static final String BOOKING = """
            {"type":"object","required":["property_id","check_in","guest"],
             "properties":{
               "property_id":{"type":"string","format":"uuid"},
               "check_in":{"type":"string","format":"date"},
               "guests":{"type":"integer"},
               "rate":{"type":"number"},
               "room_type":{"type":"string","enum":["standard","suite"]},
               "accessible":{"type":"boolean"},
               "guest":{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"email":{"type":"string","format":"email"}}},
               "nights":{"type":"array","items":{"type":"string","format":"date"}},
               "extra":{"oneOf":[{"type":"string"},{"type":"integer"}]}
             }}""";

    @Test
    void buildsTypedJsonFromEnteredTextIncludingNestedObjectsAndArrays() throws Exception {
        FormField f = form(BOOKING);
        f.child("property_id").set("3f2b6a1e-8c4d-4e2a-9b7f-1a2b3c4d5e6f");
        f.child("check_in").set("2026-12-01");
        f.child("guests").set("2");
        f.child("rate").set("189.50");
        f.child("room_type").set("suite");
        f.child("accessible").set("true");
        f.child("guest").child("name").set("Ada");
        f.child("nights").addItem().set("2026-12-01");
        f.child("nights").addItem().set("2026-12-02");
        f.child("extra").set("7");
        FormField.Result r = f.toJson();
        assertThat(r.problems()).isEmpty();
        assertThat(r.json()).isEqualTo(JSON.readTree("""
                {"property_id":"3f2b6a1e-8c4d-4e2a-9b7f-1a2b3c4d5e6f","check_in":"2026-12-01","guests":2,"rate":189.50,
                 "room_type":"suite","accessible":true,"guest":{"name":"Ada"},"nights":["2026-12-01","2026-12-02"],"extra":7}"""));
        assertThat(r.json().get("guests").isIntegralNumber()).isTrue();
        assertThat(r.json().get("accessible").isBoolean()).isTrue();
    }

    @Test
    void kindsFollowTheSchema() throws Exception {
        FormField f = form(BOOKING);
        assertThat(f.kind()).isEqualTo(FormField.Kind.OBJECT);
        assertThat(f.child("room_type").kind()).isEqualTo(FormField.Kind.ENUM);
        assertThat(f.child("room_type").enumValues()).containsExactly("standard", "suite");
        assertThat(f.child("accessible").kind()).isEqualTo(FormField.Kind.BOOLEAN);
        assertThat(f.child("nights").kind()).isEqualTo(FormField.Kind.ARRAY);
        assertThat(f.child("guest").kind()).isEqualTo(FormField.Kind.OBJECT);
        assertThat(f.child("extra").kind()).isEqualTo(FormField.Kind.JSON);
        assertThat(f.child("check_in").format()).isEqualTo("date");
        assertThat(f.child("guest").required()).isTrue();
        assertThat(f.child("guests").required()).isFalse();
    }

    @Test
    void missingRequiredFieldsAreReportedAndOptionalOnesOmitted() throws Exception {
        FormField f = form(BOOKING);
        f.child("check_in").set("2026-12-01");
        FormField.Result r = f.toJson();
        assertThat(r.problems()).containsExactlyInAnyOrder("/property_id: required", "/guest/name: required");
        assertThat(r.json().has("guests")).isFalse();
        assertThat(r.json().has("nights")).isFalse();
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "guests      | two        | /guests: not an integer: two",
                "guests      | 2.5        | /guests: not an integer: 2.5",
                "rate        | cheap      | /rate: not a number: cheap",
                "room_type   | penthouse  | /room_type: not one of [standard, suite]: penthouse",
                "accessible  | yes        | /accessible: not a boolean: yes",
                "check_in    | 2026-13-01 | /check_in: not a date: 2026-13-01",
                "property_id | 42         | /property_id: not a uuid: 42",
                "extra       | {oops      | /extra: not JSON"
            })
    void badValuesAreReportedWithTheirPointer(String field, String value, String problem) throws Exception {
        FormField f = form(BOOKING);
        f.child(field).set(value);
        assertThat(f.toJson().problems()).anySatisfy(p -> assertThat(p).startsWith(problem));
    }

    @Test
    void loadFillsTheFormSoThatToJsonGivesTheSameValueBack() throws Exception {
        JsonNode value = JSON.readTree("""
                {"property_id":"3f2b6a1e-8c4d-4e2a-9b7f-1a2b3c4d5e6f","check_in":"2026-12-01","guests":3,"accessible":false,
                 "guest":{"name":"Ada","email":"ada@example.org"},"nights":["2026-12-01"],"extra":{"a":1}}""");
        FormField f = form(BOOKING);
        f.load(value);
        assertThat(f.child("nights").items()).hasSize(1);
        assertThat(f.child("guest").child("email").valueProperty().get()).isEqualTo("ada@example.org");
        FormField.Result r = f.toJson();
        assertThat(r.problems()).isEmpty();
        assertThat(r.json()).isEqualTo(value);
    }
}

package dev.agtpstudio.core.form;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * The form over JSON Schema inputs and outputs: the draft TOML form ({@code input_schema}), {@code .agis} YAML (block
 * and flow mappings, comments) and {@code .agis} JSON (one line and spread over lines).
 */
class SchemaFormEditsTest {
    static final String DRAFT = """
            [endpoint]
            method = "QUERY"
            path = "/rooms"
            description = "Finds rooms."
            input_schema = {type = "object", properties = {city = {type = "string"}, nights = {type = "integer", minimum = 1}}, required = ["city"]}
            output_schema = {type = "object", properties = {}}
            errors = ["city_not_served"]
            """;

    static final String YAML = """
            # Harbor Light: one endpoint
            agis: "1.0"
            service: "Harbor Light"
            endpoints:
              - method: QUERY
                path: /rooms
                description: "Searches rooms"
                input:
                  type: object
                  properties:
                    # the hotel
                    property_id: {type: string, format: uuid}
                    guests:
                      type: integer
                      minimum: 1   # at least one
                    tags: {type: array, items: {type: string}}
                  required: [property_id]
                  additionalProperties: false
                output:
                  type: object
                  properties:
                    rooms: {type: array, items: {type: object, properties: {number: {type: string}}}}
                errors: [property_not_found]

              - method: BOOK
                path: /reservations
                description: "Books"
                errors:
                  - room_gone
                  - name: card_declined
                    description: "The card was declined"
            """;

    static final String JSON = """
            {
              "agis": "1.0",
              "service": "Harbor Light",
              "endpoints": [
                {
                  "method": "QUERY",
                  "path": "/rooms",
                  "input": {
                    "type": "object",
                    "properties": {
                      "property_id": {"type": "string", "format": "uuid"},
                      "guests": {"type": "integer"}
                    },
                    "required": ["property_id"]
                  },
                  "errors": ["property_not_found"]
                }
              ]
            }
            """;

    @Test
    void draftTomlPropertiesAreRenamedWithTheirRequiredEntry() {
        FormFixture f = new FormFixture("endpoints/q.toml", DRAFT);
        assertThat(f.endpoint().inputs()).extracting(FormRow::name).containsExactly("city", "nights");
        assertThat(f.row("input.city").required()).isTrue();
        assertThat(f.row("input.nights").cell(FormColumn.MINIMUM)).isEqualTo("1");
        assertThat(f.apply(c -> c.set(f.row("input.city"), FormColumn.NAME, "town")))
                .isEqualTo(DRAFT.replace("{city = ", "{town = ").replace("[\"city\"]", "[\"town\"]"));
        assertThat(f.apply(c -> c.set(f.row("input.nights"), FormColumn.REQUIRED, "yes")))
                .isEqualTo(DRAFT.replace("[\"city\"]", "[\"city\", \"nights\"]"));
        assertThat(f.apply(c -> c.set(f.row("input.city"), FormColumn.REQUIRED, "no")))
                .isEqualTo(DRAFT.replace("[\"city\"]", "[]"));
        assertThat(f.apply(c -> c.removeField(f.row("input.city"))))
                .isEqualTo(DRAFT.replace("city = {type = \"string\"}, ", "").replace("[\"city\"]", "[]"));
        assertThat(f.apply(c -> c.set(f.row("input.nights"), FormColumn.MINIMUM, "")))
                .isEqualTo(DRAFT.replace("{type = \"integer\", minimum = 1}", "{type = \"integer\"}"));
        assertThat(f.apply(c -> c.addField(f.endpoint(), FormRow.Group.OUTPUT, null, "rooms")))
                .isEqualTo(DRAFT.replace("properties = {}}", "properties = {rooms = {type = \"string\"}}}"));
        assertThat(f.apply(c -> c.addField(f.endpoint(), FormRow.Group.INPUT, null, "max_rate")))
                .contains("minimum = 1}, max_rate = {type = \"string\"}}, required");
    }

    @Test
    void draftTomlWrittenAsTablesGetsLinesOfItsOwnOrARefusal() {
        String text = """
                [endpoint]
                method = "QUERY"
                path = "/rooms"

                [endpoint.input_schema]
                type = "object"
                required = ["city"]

                [endpoint.input_schema.properties.city]
                type = "string"   # where

                [endpoint.output_schema]
                type = "object"
                """;
        FormFixture f = new FormFixture("endpoints/q.toml", text);
        assertThat(f.row("input.city").required()).isTrue();
        assertThat(f.apply(c -> c.set(f.row("input.city"), FormColumn.FORMAT, "city-name")))
                .isEqualTo(text.replace(
                        "type = \"string\"   # where\n", "type = \"string\"   # where\nformat = \"city-name\"\n"));
        assertThat(f.apply(c -> c.set(f.row("input.city"), FormColumn.REQUIRED, "no")))
                .isEqualTo(text.replace("required = [\"city\"]", "required = []"));
        // `properties` exists only on the way to [endpoint.input_schema.properties.city]: a key after that header
        // would land in city's table, so the form refuses instead of writing there
        assertThatThrownBy(() -> new FormChanges(f.form).addField(f.endpoint(), FormRow.Group.INPUT, null, "nights"))
                .isInstanceOf(FormEditException.class)
                .hasMessageContaining("tables of their own");
        assertThatThrownBy(() -> new FormChanges(f.form).set(f.row("input.city"), FormColumn.NAME, "town"))
                .hasMessageContaining("table header");
        assertThat(f.apply(c -> c.addField(f.endpoint(), FormRow.Group.OUTPUT, null, "rooms")))
                .isEqualTo(text.replace(
                        "[endpoint.output_schema]\ntype = \"object\"\n",
                        "[endpoint.output_schema]\ntype = \"object\"\nproperties = {rooms = {type = \"string\"}}\n"));
    }

    @Test
    void yamlRowsIncludeNestedItemsAndBothErrorShapes() {
        FormFixture f = new FormFixture("h.agis", YAML);
        assertThat(f.form.endpoints())
                .extracting(FormEndpoint::label)
                .containsExactly("QUERY /rooms", "BOOK /reservations");
        assertThat(f.row("input.guests").cell(FormColumn.MINIMUM)).isEqualTo("1");
        assertThat(f.row("input.tags.[]").type()).isEqualTo("string");
        assertThat(f.row("output.rooms.[].number").type()).isEqualTo("string");
        FormEndpoint book = f.form.endpointAt(YAML.indexOf("card_declined")).orElseThrow();
        assertThat(book.label()).isEqualTo("BOOK /reservations");
        assertThat(book.errors())
                .extracting(FormRow::name, FormRow::description)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("room_gone", null),
                        org.assertj.core.groups.Tuple.tuple("card_declined", "The card was declined"));
        assertThat(f.form.endpointAt(0).orElseThrow().label()).isEqualTo("QUERY /rooms");
    }

    @Test
    void yamlFlowAndBlockMappingsKeepTheirStyleAndComments() {
        FormFixture f = new FormFixture("h.agis", YAML);
        assertThat(f.apply(c -> c.set(f.row("input.property_id"), FormColumn.DESCRIPTION, "The hotel: its id")))
                .isEqualTo(YAML.replace(
                        "{type: string, format: uuid}",
                        "{type: string, format: uuid, description: \"The hotel: its id\"}"));
        assertThat(f.apply(c -> c.set(f.row("input.guests"), FormColumn.MAXIMUM, "8")))
                .isEqualTo(YAML.replace(
                        "      minimum: 1   # at least one\n",
                        "      minimum: 1   # at least one\n          maximum: 8\n"));
        assertThat(f.apply(c -> c.set(f.row("input.guests"), FormColumn.MINIMUM, "")))
                .isEqualTo(YAML.replace("\n          minimum: 1   # at least one", ""));
        assertThat(f.apply(c -> c.set(f.row("input.guests"), FormColumn.REQUIRED, "yes")))
                .isEqualTo(YAML.replace("required: [property_id]", "required: [property_id, guests]"));
        assertThat(f.apply(c -> c.set(f.row("input.property_id"), FormColumn.NAME, "hotel_id")))
                .isEqualTo(
                        YAML.replace("property_id: {type", "hotel_id: {type").replace("[property_id]", "[hotel_id]"));
    }

    @Test
    void yamlFieldsAreAddedAtTheirSiblingsIndentationAndRemovedWithTheirLines() {
        FormFixture f = new FormFixture("h.agis", YAML);
        FormFixture added = f.after(c -> c.addField(f.endpoint(), FormRow.Group.INPUT, null, "check_in"));
        assertThat(added.text)
                .isEqualTo(YAML.replace(
                        "items: {type: string}}\n", "items: {type: string}}\n        check_in: {type: string}\n"));
        assertThat(added.row("input.check_in").required()).isFalse();
        assertThat(f.apply(c -> c.removeField(f.row("input.guests"))))
                .isEqualTo(YAML.replace(
                        "        guests:\n          type: integer\n          minimum: 1   # at least one\n", ""));
        assertThat(f.apply(c -> c.removeField(f.row("input.property_id"))))
                .isEqualTo(YAML.replace("        property_id: {type: string, format: uuid}\n", "")
                        .replace("required: [property_id]", "required: []"))
                .contains("# the hotel");
        assertThat(f.apply(c -> c.addField(f.endpoint(), FormRow.Group.OUTPUT, f.row("output.rooms"), "floor")))
                .contains("properties: {number: {type: string}, floor: {type: string}}}}");
    }

    @Test
    void yamlErrorsInFlowAndBlockSequences() {
        FormFixture f = new FormFixture("h.agis", YAML);
        FormEndpoint book = f.form.endpoints().get(1);
        assertThat(f.apply(c -> c.addError(f.endpoint(), "invalid_dates")))
                .isEqualTo(YAML.replace("[property_not_found]", "[property_not_found, invalid_dates]"));
        assertThat(f.apply(c -> c.addError(book, "over_limit")))
                .isEqualTo(YAML.replace(
                        "        description: \"The card was declined\"\n",
                        "        description: \"The card was declined\"\n      - over_limit\n"));
        assertThat(f.apply(c -> c.removeField(book.errors().get(0))))
                .isEqualTo(YAML.replace("      - room_gone\n", ""));
        assertThat(f.apply(c -> c.set(book.errors().get(1), FormColumn.DESCRIPTION, "Declined by the bank")))
                .isEqualTo(YAML.replace("\"The card was declined\"", "\"Declined by the bank\""));
        assertThat(f.apply(c -> c.set(book.errors().get(0), FormColumn.DESCRIPTION, "Taken meanwhile")))
                .isEqualTo(YAML.replace("- room_gone", "- {name: room_gone, description: \"Taken meanwhile\"}"));
        assertThat(f.apply(c -> c.set(book.errors().get(1), FormColumn.NAME, "declined")))
                .isEqualTo(YAML.replace("name: card_declined", "name: declined"));
    }

    @Test
    void jsonSpreadOverLinesGetsNewMembersOnTheirOwnLine() {
        FormFixture f = new FormFixture("h.agis", JSON);
        assertThat(f.apply(c -> c.addField(f.endpoint(), FormRow.Group.INPUT, null, "check_in")))
                .isEqualTo(JSON.replace(
                        "\"guests\": {\"type\": \"integer\"}\n",
                        "\"guests\": {\"type\": \"integer\"},\n          \"check_in\": {\"type\": \"string\"}\n"));
        assertThat(f.apply(c -> c.removeField(f.row("input.guests"))))
                .isEqualTo(JSON.replace(",\n          \"guests\": {\"type\": \"integer\"}", ""));
        assertThat(f.apply(c -> c.removeField(f.row("input.property_id"))))
                .isEqualTo(
                        JSON.replace("\"property_id\": {\"type\": \"string\", \"format\": \"uuid\"},\n          ", "")
                                .replace("[\"property_id\"]", "[]"));
        assertThat(f.apply(c -> c.set(f.row("input.guests"), FormColumn.MINIMUM, "1")))
                .isEqualTo(JSON.replace("{\"type\": \"integer\"}", "{\"type\": \"integer\", \"minimum\": 1}"));
        assertThat(f.apply(c -> c.set(f.row("input.guests"), FormColumn.PATTERN, "^[0-9]+$")))
                .contains("\"pattern\": \"^[0-9]+$\"");
        assertThat(f.apply(c -> c.set(f.row("input.guests"), FormColumn.REQUIRED, "yes")))
                .isEqualTo(JSON.replace("[\"property_id\"]", "[\"property_id\", \"guests\"]"));
        assertThat(f.apply(c -> c.addError(f.endpoint(), "closed")))
                .isEqualTo(JSON.replace("[\"property_not_found\"]", "[\"property_not_found\", \"closed\"]"));
        assertThat(f.apply(c -> c.addField(f.endpoint(), FormRow.Group.OUTPUT, null, "rooms")))
                .contains(
                        "\"errors\": [\"property_not_found\"],\n      \"output\": {\"properties\": {\"rooms\": {\"type\": \"string\"}}}");
    }

    @Test
    void shorthandRowsAreShownButEditedInTheText() {
        String text = """
                agis: "1.0"
                service: "S"
                endpoints:
                  - method: QUERY
                    path: /rooms
                    input:
                      required: ["party_size (int)"]
                """;
        FormFixture f = new FormFixture("s.agis", text);
        FormRow r = f.row("input.party_size");
        assertThat(r.kind()).isEqualTo(FormRow.Kind.SHORTHAND);
        assertThat(r.type()).isEqualTo("integer");
        assertThat(r.editable(FormColumn.TYPE)).isFalse();
        assertThatThrownBy(() -> new FormChanges(f.form).set(r, FormColumn.TYPE, "string"))
                .isInstanceOf(FormEditException.class);
        assertThatThrownBy(() -> new FormChanges(f.form).addField(f.endpoint(), FormRow.Group.INPUT, null, "x"))
                .hasMessageContaining("shorthand");
    }
}

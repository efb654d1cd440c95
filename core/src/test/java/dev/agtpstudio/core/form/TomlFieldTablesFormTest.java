package dev.agtpstudio.core.form;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The form over the reference form's field tables: rows, and each change as the smallest edit, comments kept. */
class TomlFieldTablesFormTest {
    static final String TOML = """
            # BOOK /reservations: books a room.
            [endpoint]
            method = "BOOK"
            path = "/reservations"
            description = "Books a room for a guest."

            # who the room is for
            [[endpoint.input.required]]
            name = "guest_id"   # the profile
            type = "string"
            format = "uuid"

            [[endpoint.input.required]]
            name = "room_type"
            type = "string"
            enum = ["standard", "suite"]

            [[endpoint.input.optional]]
            name = "guests"
            type = "integer"
            schema = {minimum = 1}

            [[endpoint.output]]
            name = "stay"
            type = "object"
            schema = {type = "object", properties = {nights = {type = "integer"}, rooms = {type = "array", items = {type = "object", properties = {number = {type = "string"}}}}}}

            [endpoint.errors]
            list = ["room_unavailable", "guest_not_found"]  # both from the PMS

            [endpoint.handler]
            type = "registered_function"
            function = "book"
            """;

    private final FormFixture f = new FormFixture("endpoints/book.toml", TOML);

    @Test
    void rowsCarryEveryColumnAndNestedShapes() {
        FormEndpoint ep = f.endpoint();
        assertThat(ep.label()).isEqualTo("BOOK /reservations");
        assertThat(ep.inputs()).extracting(FormRow::name).containsExactly("guest_id", "room_type", "guests");
        assertThat(f.row("input.guest_id").required()).isTrue();
        assertThat(f.row("input.guests").required()).isFalse();
        assertThat(f.row("input.guest_id").cell(FormColumn.FORMAT)).isEqualTo("uuid");
        assertThat(f.row("input.room_type").cell(FormColumn.ENUM)).isEqualTo("standard, suite");
        assertThat(f.row("input.guests").cell(FormColumn.MINIMUM)).isEqualTo("1");
        assertThat(f.row("output.stay.nights").type()).isEqualTo("integer");
        assertThat(f.row("output.stay.rooms.[].number").depth()).isEqualTo(3);
        assertThat(f.row("output.stay").required()).isNull(); // every output field is sent
        assertThat(ep.errors()).extracting(FormRow::name).containsExactly("room_unavailable", "guest_not_found");
    }

    @Test
    void settingADescriptionReplacesOnlyItsValueAndKeepsComments() {
        String out = f.apply(c -> c.set(f.row("input.guest_id"), FormColumn.DESCRIPTION, "The guest's profile."));
        assertThat(out)
                .isEqualTo(TOML.replace(
                        "type = \"string\"\nformat = \"uuid\"",
                        "type = \"string\"\nformat = \"uuid\"\ndescription = \"The guest's profile.\""));
        assertThat(out).contains("# who the room is for", "name = \"guest_id\"   # the profile", "# both from the PMS");
        String name = f.apply(c -> c.set(f.row("input.guest_id"), FormColumn.NAME, "profile_id"));
        assertThat(name).isEqualTo(TOML.replace("name = \"guest_id\"", "name = \"profile_id\""));
    }

    @Test
    void clearingACellRemovesItsLineOnly() {
        String out = f.apply(c -> c.set(f.row("input.guest_id"), FormColumn.FORMAT, ""));
        assertThat(out).isEqualTo(TOML.replace("type = \"string\"\nformat = \"uuid\"\n", "type = \"string\"\n"));
    }

    @Test
    void boundsGoIntoTheFieldsSchemaInlineTable() {
        assertThat(f.apply(c -> c.set(f.row("input.guests"), FormColumn.MAXIMUM, "8")))
                .isEqualTo(TOML.replace("schema = {minimum = 1}", "schema = {minimum = 1, maximum = 8}"));
        assertThat(f.apply(c -> c.set(f.row("input.guests"), FormColumn.MINIMUM, "2")))
                .isEqualTo(TOML.replace("schema = {minimum = 1}", "schema = {minimum = 2}"));
        assertThat(f.apply(c -> c.set(f.row("input.room_type"), FormColumn.MAX_LENGTH, "20")))
                .isEqualTo(TOML.replace(
                        "enum = [\"standard\", \"suite\"]\n",
                        "enum = [\"standard\", \"suite\"]\nschema = {maxLength = 20}\n"));
        assertThatThrownBy(() -> new FormChanges(f.form).set(f.row("input.guests"), FormColumn.MIN_LENGTH, "-1"))
                .isInstanceOf(FormEditException.class)
                .hasMessageContaining("whole number");
        assertThatThrownBy(() -> new FormChanges(f.form).set(f.row("input.guests"), FormColumn.MINIMUM, "one"))
                .hasMessageContaining("must be a number");
    }

    @Test
    void enumValuesAreWrittenAsAnArray() {
        assertThat(f.apply(c -> c.set(f.row("input.room_type"), FormColumn.ENUM, "standard, deluxe,suite")))
                .isEqualTo(TOML.replace(
                        "enum = [\"standard\", \"suite\"]", "enum = [\"standard\", \"deluxe\", \"suite\"]"));
    }

    @Test
    void requiredMovesTheTableBetweenRequiredAndOptional() {
        FormFixture after = f.after(c -> c.set(f.row("input.guests"), FormColumn.REQUIRED, "yes"));
        assertThat(after.text).isEqualTo(TOML.replace("[[endpoint.input.optional]]", "[[endpoint.input.required]]"));
        assertThat(after.row("input.guests").required()).isTrue();
        assertThat(f.apply(c -> c.set(f.row("input.room_type"), FormColumn.REQUIRED, "no")))
                .isEqualTo(TOML.replace(
                        "[[endpoint.input.required]]\nname = \"room_type\"",
                        "[[endpoint.input.optional]]\nname = \"room_type\""));
    }

    @Test
    void addingAFieldWritesATableAfterTheGroupsLastField() {
        FormFixture after = f.after(c -> c.addField(f.endpoint(), FormRow.Group.INPUT, null, "notes"));
        assertThat(after.text)
                .isEqualTo(
                        TOML.replace(
                                "schema = {minimum = 1}\n",
                                "schema = {minimum = 1}\n\n[[endpoint.input.optional]]\nname = \"notes\"\ntype = \"string\"\n"));
        assertThat(after.row("input.notes").required()).isFalse();
        FormFixture out = f.after(c -> c.addField(f.endpoint(), FormRow.Group.OUTPUT, null, "total"));
        assertThat(out.endpoint().outputs()).extracting(FormRow::name).containsExactly("stay", "total");
        assertThatThrownBy(() -> new FormChanges(f.form).addField(f.endpoint(), FormRow.Group.INPUT, null, "guests"))
                .hasMessageContaining("already");
    }

    @Test
    void addingANestedFieldGoesIntoTheSchemaOrItsItems() {
        FormFixture after = f.after(c -> c.addField(f.endpoint(), FormRow.Group.OUTPUT, f.row("output.stay"), "hotel"));
        assertThat(after.row("output.stay.hotel").type()).isEqualTo("string");
        assertThat(after.text)
                .contains(
                        "rooms = {type = \"array\", items = {type = \"object\", properties = {number = {type = \"string\"}}}}, hotel = {type = \"string\"}}}");
        FormFixture items =
                f.after(c -> c.addField(f.endpoint(), FormRow.Group.OUTPUT, f.row("output.stay.rooms"), "floor"));
        assertThat(items.row("output.stay.rooms.[].floor").depth()).isEqualTo(3);
    }

    @Test
    void removingAFieldTakesItsTableAndTheBlankLineBeforeIt() {
        String out = f.apply(c -> c.removeField(f.row("input.room_type")));
        assertThat(out).isEqualTo(TOML.replace("""

                [[endpoint.input.required]]
                name = "room_type"
                type = "string"
                enum = ["standard", "suite"]
                """, ""));
        String first = f.apply(c -> c.removeField(f.row("input.guest_id")));
        // a comment above the table is the user's: it stays (only the table's own lines go)
        assertThat(first)
                .contains("# who the room is for\n\n[[endpoint.input.required]]\nname = \"room_type\"")
                .doesNotContain("guest_id");
        String nested = f.apply(c -> c.removeField(f.row("output.stay.nights")));
        assertThat(nested).contains("properties = {rooms = {type = \"array\"");
    }

    @Test
    void errorsAreAddedRenamedAndRemovedInTheList() {
        assertThat(f.apply(c -> c.addError(f.endpoint(), "payment_declined")))
                .isEqualTo(TOML.replace("\"guest_not_found\"]", "\"guest_not_found\", \"payment_declined\"]"));
        assertThat(f.apply(c -> c.removeField(f.endpoint().errors().get(1))))
                .isEqualTo(TOML.replace("\"room_unavailable\", \"guest_not_found\"]", "\"room_unavailable\"]"));
        assertThat(f.apply(c -> c.removeField(f.endpoint().errors().get(0))))
                .isEqualTo(TOML.replace("\"room_unavailable\", \"guest_not_found\"]", "\"guest_not_found\"]"));
        assertThat(f.apply(c -> c.set(f.endpoint().errors().get(0), FormColumn.NAME, "no_room")))
                .isEqualTo(TOML.replace("\"room_unavailable\"", "\"no_room\""));
        assertThatThrownBy(
                        () -> new FormChanges(f.form).set(f.endpoint().errors().get(0), FormColumn.DESCRIPTION, "x"))
                .hasMessageContaining("error names only");
    }

    @Test
    void inlineArraysOfTablesGetInlineElements() {
        String text = """
                [endpoint]
                method = "QUERY"
                path = "/rooms"
                description = "Finds rooms."
                output = [{name = "rooms", type = "array"}, {name = "currency", type = "string"}]
                errors = ["property_not_found"]
                """;
        FormFixture g = new FormFixture("endpoints/q.toml", text);
        assertThat(g.apply(c -> c.addField(g.endpoint(), FormRow.Group.OUTPUT, null, "total")))
                .isEqualTo(text.replace(
                        "type = \"string\"}]", "type = \"string\"}, {name = \"total\", type = \"string\"}]"));
        assertThat(g.apply(c -> c.removeField(g.row("output.rooms"))))
                .isEqualTo(text.replace("{name = \"rooms\", type = \"array\"}, ", ""));
        assertThat(g.apply(c -> c.removeField(g.row("output.currency"))))
                .isEqualTo(text.replace(", {name = \"currency\", type = \"string\"}", ""));
        assertThat(g.apply(c -> c.addError(g.endpoint(), "closed")))
                .isEqualTo(text.replace("[\"property_not_found\"]", "[\"property_not_found\", \"closed\"]"));
        assertThat(g.apply(c -> c.set(g.row("output.currency"), FormColumn.FORMAT, "iso-4217")))
                .isEqualTo(text.replace("type = \"string\"}]", "type = \"string\", format = \"iso-4217\"}]"));
        assertThatThrownBy(() -> new FormChanges(g.form).set(g.row("output.rooms"), FormColumn.REQUIRED, "no"))
                .hasMessageContaining("edited in the text");
    }

    @Test
    void aFileWithoutFieldsGetsItsFirstTableBeforeTheHandler() {
        String text = """
                [endpoint]
                method = "QUERY"
                path = "/rooms"

                [endpoint.handler]
                type = "registered_function"
                """;
        FormFixture g = new FormFixture("endpoints/q.toml", text);
        assertThat(g.apply(c -> c.addField(g.endpoint(), FormRow.Group.INPUT, null, "city")))
                .isEqualTo(text.replace(
                        "[endpoint.handler]",
                        "[[endpoint.input.optional]]\nname = \"city\"\ntype = \"string\"\n\n[endpoint.handler]"));
        assertThat(g.apply(c -> c.addError(g.endpoint(), "closed")))
                .isEqualTo(text.replace("path = \"/rooms\"\n", "path = \"/rooms\"\nerrors = [\"closed\"]\n"));
    }

    @Test
    void diagnosticsFindTheirRow() {
        FormEndpoint ep = f.endpoint();
        assertThat(FieldForm.rowFor(ep, "/endpoint/input/optional/0/schema/minimum"))
                .get()
                .extracting(FormRow::name)
                .isEqualTo("guests");
        assertThat(FieldForm.rowFor(ep, "/endpoint/output/0/schema/properties/rooms/items/properties/number/type"))
                .get()
                .extracting(FormRow::name)
                .isEqualTo("number");
        assertThat(FieldForm.rowFor(ep, "/endpoint/errors/1"))
                .get()
                .extracting(FormRow::name)
                .isEqualTo("guest_not_found");
        assertThat(FieldForm.rowFor(ep, "/endpoint/semantic/intent")).isEmpty();
    }
}

package dev.agtpstudio.core.form;

import java.util.List;
import java.util.Map;

/**
 * One row of the fields form: a field of an input or output (nested properties and array items as children), or an
 * error condition. Values are as written; null when not declared.
 *
 * @param kind        how the row is declared, which decides how it is edited
 * @param group       input, output or errors
 * @param name        the field's (or error's) name; {@code []} for an array's items
 * @param required    whether the field must be sent; null where that does not apply (items, errors)
 * @param enumValues  the allowed values, or null
 * @param bounds      the declared bounds by JSON Schema keyword ({@code minimum}, {@code maxLength}, {@code pattern}),
 *                    as their text
 * @param keyPath     the row's key path in the file's location map (a field table, a property's schema, an error)
 * @param container   the key path of the JSON Schema object whose {@code properties} and {@code required} hold the
 *                    row ({@link Kind#PROPERTY}), else null
 * @param depth       0 for a top-level field, one more per nesting level
 * @param children    nested properties and array items, in text order
 */
public record FormRow(
        Kind kind,
        Group group,
        String name,
        String type,
        Boolean required,
        String description,
        List<String> enumValues,
        String format,
        Map<String, String> bounds,
        String keyPath,
        String container,
        int depth,
        List<FormRow> children) {
    /** Which part of the endpoint a row belongs to. */
    public enum Group {
        INPUT,
        OUTPUT,
        ERRORS
    }

    /** How a row is declared. */
    public enum Kind {
        /** A reference-form field table ({@code [[endpoint.input.required]]}, {@code [[endpoint.output]]}). */
        FIELD_TABLE,
        /** A property of a JSON Schema ({@code input_schema}, an AGIS {@code input}, a field's nested schema). */
        PROPERTY,
        /** The {@code items} schema of an array. */
        ITEMS,
        /** An entry of the AGIS shorthand ({@code input: {required: [...]}}): shown, edited in the text. */
        SHORTHAND,
        /** An error condition of the endpoint's {@code errors}. */
        ERROR
    }

    public FormRow {
        enumValues = enumValues == null ? null : List.copyOf(enumValues);
        bounds = bounds == null
                ? Map.of()
                : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(bounds));
        children = children == null ? List.of() : List.copyOf(children);
    }

    /** The text of a cell, as the form shows it ("" when not declared). */
    public String cell(FormColumn c) {
        return switch (c) {
            case NAME -> name == null ? "" : name;
            case TYPE -> type == null ? "" : type;
            case REQUIRED -> required == null ? "" : required ? "yes" : "no";
            case FORMAT -> format == null ? "" : format;
            case ENUM -> enumValues == null ? "" : String.join(", ", enumValues);
            case DESCRIPTION -> description == null ? "" : description;
            default -> bounds.getOrDefault(c.keyword(), "");
        };
    }

    /** Whether the form can change {@code c} of this row (the rest is edited in the text). */
    public boolean editable(FormColumn c) {
        return switch (kind) {
            case SHORTHAND -> false;
            case ERROR -> c == FormColumn.NAME || c == FormColumn.DESCRIPTION;
            case ITEMS -> c != FormColumn.NAME && c != FormColumn.REQUIRED;
            case FIELD_TABLE -> c != FormColumn.REQUIRED || group == Group.INPUT;
            case PROPERTY -> true;
        };
    }

    /** This row and every row below it, depth first. */
    public java.util.stream.Stream<FormRow> flatten() {
        return java.util.stream.Stream.concat(
                java.util.stream.Stream.of(this), children.stream().flatMap(FormRow::flatten));
    }
}

package dev.agtpstudio.core.form;

/** A column of the fields form, with the JSON Schema keyword it edits (null for the two that are not one). */
public enum FormColumn {
    NAME(null, "name"),
    TYPE("type", "type"),
    REQUIRED(null, "required"),
    DESCRIPTION("description", "description"),
    ENUM("enum", "enum values"),
    FORMAT("format", "format"),
    MINIMUM("minimum", "min"),
    MAXIMUM("maximum", "max"),
    MIN_LENGTH("minLength", "min length"),
    MAX_LENGTH("maxLength", "max length"),
    PATTERN("pattern", "pattern");

    private final String keyword;
    private final String label;

    FormColumn(String keyword, String label) {
        this.keyword = keyword;
        this.label = label;
    }

    /** The JSON Schema keyword (and field-table key) this column edits; null for {@link #NAME} and {@link #REQUIRED}. */
    public String keyword() {
        return keyword;
    }

    public String label() {
        return label;
    }

    /** A bound: a field table keeps it in its {@code schema} inline table (docs/reference-server.md#endpoint-files). */
    public boolean isBound() {
        return this == MINIMUM || this == MAXIMUM || this == MIN_LENGTH || this == MAX_LENGTH || this == PATTERN;
    }

    /** Holds a number: minimum, maximum (any number), minLength, maxLength (a whole number, 0 or more). */
    public boolean isNumeric() {
        return this == MINIMUM || this == MAXIMUM || this == MIN_LENGTH || this == MAX_LENGTH;
    }
}

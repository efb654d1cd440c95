package dev.agtpstudio.editor.lexer;

import java.util.Locale;

/** What a token is, in the domain's terms. Each kind maps to exactly one CSS class in {@code editor.css}. */
public enum TokenKind {
    METHOD_VERB,
    SECTION,
    KEY,
    STRING,
    NUMBER,
    BOOLEAN,
    DATE,
    COMMENT,
    PUNCTUATION,
    TEMPLATE_PARAM,
    PLACEHOLDER,
    KEYWORD,
    ERROR;

    private final String cssClass = "tok-" + name().toLowerCase(Locale.ROOT).replace('_', '-');

    /** The style class, e.g. {@code tok-method-verb}. */
    public String cssClass() {
        return cssClass;
    }
}

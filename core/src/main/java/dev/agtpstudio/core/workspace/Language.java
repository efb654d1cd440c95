package dev.agtpstudio.core.workspace;

import dev.agtpstudio.core.load.FileKind;

/** The surface syntax of a file, which picks its lexer (in the editor), its comment prefix and how completion reads it. */
public enum Language {
    TOML("#"),
    YAML("#"),
    JSON(null),
    PLAIN(null);

    private final String lineComment;

    Language(String lineComment) {
        this.lineComment = lineComment;
    }

    /** The line-comment prefix, or null when the language has none. */
    public String lineComment() {
        return lineComment;
    }

    /** TOML for the TOML kinds; for AGIS, JSON when the text starts with {@code {}, otherwise YAML. */
    public static Language of(FileKind kind, CharSequence text) {
        return switch (kind) {
            case ENDPOINT, SERVER_CONFIG, RECIPES, DISCOVERY_TESTS, OTHER_TOML -> TOML;
            case AGIS -> startsWithBrace(text) ? JSON : YAML;
            case OTHER -> PLAIN;
        };
    }

    private static boolean startsWithBrace(CharSequence text) {
        if (text == null) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!Character.isWhitespace(c)) {
                return c == '{';
            }
        }
        return false;
    }
}

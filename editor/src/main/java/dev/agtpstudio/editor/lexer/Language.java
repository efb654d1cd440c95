package dev.agtpstudio.editor.lexer;

import dev.agtpstudio.core.workspace.FileKind;
import java.util.function.Predicate;

/** The surface syntax of a file, which picks its lexer and its comment prefix. */
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
            case ENDPOINT, SERVER_CONFIG, RECIPES, OTHER_TOML -> TOML;
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

    /** A new lexer for this language; {@code verbs} recognises catalog verbs. */
    public LineLexer lexer(Predicate<String> verbs) {
        return switch (this) {
            case TOML -> new TomlLexer(verbs);
            case YAML -> new YamlLexer(verbs);
            case JSON -> new JsonLexer(verbs);
            case PLAIN -> new PlainLexer();
        };
    }

    /** No tokens at all. */
    private static final class PlainLexer implements LineLexer {
        private static final LexState STATE = new LexState() { };

        @Override
        public LexState initialState() {
            return STATE;
        }

        @Override
        public LexState lexLine(CharSequence line, LexState start, TokenSink out) {
            return STATE;
        }
    }
}

package dev.agtpstudio.editor.lexer;

import dev.agtpstudio.core.workspace.Language;
import java.util.function.Predicate;

/** The line lexer for each {@link Language}. */
public final class Lexers {
    private Lexers() {}

    /** A new lexer for {@code language}; {@code verbs} recognises catalog verbs. */
    public static LineLexer of(Language language, Predicate<String> verbs) {
        return switch (language) {
            case TOML -> new TomlLexer(verbs);
            case YAML -> new YamlLexer(verbs);
            case JSON -> new JsonLexer(verbs);
            case PLAIN -> new PlainLexer();
        };
    }

    /** No tokens at all. */
    private static final class PlainLexer implements LineLexer {
        private static final LexState STATE = new LexState() {};

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

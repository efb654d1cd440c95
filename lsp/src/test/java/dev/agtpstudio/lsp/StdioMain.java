package dev.agtpstudio.lsp;

/** The language server on standard input/output as {@code agtp-studio lsp --semantic lexicon} runs it (tests). */
public final class StdioMain {
    private StdioMain() {}

    public static void main(String[] args) {
        System.exit(LanguageServerRunner.runStdio(LspOptions.defaults("test").withoutModel()));
    }
}

package dev.agtpstudio.lsp;

/**
 * How a server runs.
 *
 * @param embeddingModel judge AGIS pass 6 with the MiniLM model (loaded in the background) rather than the lexicon
 * @param docsBase       the rules page that {@code codeDescription.href} points to, or null for the published one
 * @param version        reported as {@code serverInfo.version}
 */
public record LspOptions(boolean embeddingModel, String docsBase, String version) {
    public static LspOptions defaults(String version) {
        return new LspOptions(true, null, version);
    }

    public LspOptions withoutModel() {
        return new LspOptions(false, docsBase, version);
    }
}

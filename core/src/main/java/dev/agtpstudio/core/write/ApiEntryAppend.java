package dev.agtpstudio.core.write;

import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.core.model.ServerConfig.ApiEntry;

/**
 * Adds an {@code [[apis]]} table (AGTP-API §8.6, Appendix B) to the text of an {@code agtp-server.toml} by appending
 * it: every byte the designer wrote (comments, order, formatting) stays as it was. An entry whose
 * {@code http_documentation} is listed already is not added again.
 */
public final class ApiEntryAppend {
    private ApiEntryAppend() {}

    /** True when {@code config} lists an API whose {@code http_documentation} is {@code entry}'s. */
    public static boolean listed(ServerConfig config, ApiEntry entry) {
        return config.apis().stream()
                .anyMatch(a ->
                        a.httpDocumentation() != null && a.httpDocumentation().equals(entry.httpDocumentation()));
    }

    /** The table as TOML, with {@code comment} (one line, may be null) above it. */
    public static String table(ApiEntry entry, String comment) {
        StringBuilder sb = new StringBuilder();
        if (comment != null) {
            sb.append("# ").append(comment.replace('\n', ' ')).append('\n');
        }
        sb.append("[[apis]]\n");
        sb.append("path = ").append(TomlText.string(entry.path())).append('\n');
        if (!entry.methods().isEmpty()) {
            sb.append(TomlText.stringArray("methods", entry.methods())).append('\n');
        }
        if (entry.description() != null) {
            sb.append("description = ")
                    .append(TomlText.string(entry.description()))
                    .append('\n');
        }
        if (entry.httpDocumentation() != null) {
            sb.append("http_documentation = ")
                    .append(TomlText.string(entry.httpDocumentation()))
                    .append('\n');
        }
        return sb.toString();
    }

    /** {@code text} with the table appended after one blank line (the text's own line ending kept). */
    public static String appendTo(String text, ApiEntry entry, String comment) {
        String nl = text.contains("\r\n") ? "\r\n" : "\n";
        StringBuilder sb = new StringBuilder(text);
        if (!text.isEmpty() && !text.endsWith("\n")) {
            sb.append(nl);
        }
        if (!text.isBlank()) {
            sb.append(nl);
        }
        sb.append(table(entry, comment).replace("\n", nl));
        return sb.toString();
    }
}

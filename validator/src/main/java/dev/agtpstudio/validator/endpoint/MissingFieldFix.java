package dev.agtpstudio.validator.endpoint;

import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.TextEdit;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The edits that add a missing required endpoint field (AGTP-API §6.2) with a placeholder, for an endpoint file in
 * the reference form (a {@code [endpoint]} table): a key goes right under the header, a table at the end of the
 * file. Other forms get no fix (null): the message says what to add.
 */
final class MissingFieldFix {
    static final String INPUT = "[[endpoint.input.optional]]\nname = \"details\"\ntype = \"object\"\n"
            + "description = \"What the caller sends.\"\n";
    static final String OUTPUT = "[[endpoint.output]]\nname = \"result\"\ntype = \"object\"\n"
            + "description = \"What the endpoint returns.\"\n";
    static final String HANDLER = "[endpoint.handler]\ntype = \"registered_function\"\nfunction = \"handlers.todo\"\n";
    private static final Pattern HEADER = Pattern.compile("(?m)^[ \\t]*\\[endpoint\\][ \\t]*(#.*)?$");

    private final String text;
    private final int afterHeader;

    MissingFieldFix(String text, Path file) {
        this.text = text == null ? "" : text;
        boolean toml = file == null || file.toString().endsWith(".toml");
        Matcher m = HEADER.matcher(this.text);
        if (toml && m.find()) {
            int eol = this.text.indexOf('\n', m.end());
            afterHeader = eol < 0 ? this.text.length() : eol + 1;
        } else {
            afterHeader = -1;
        }
    }

    /** The semantic table, its capability the verb's catalog category when known (AGTP-API §7.1). */
    static String semantic(String category) {
        boolean reads = category == null
                || category.equals("discovery")
                || category.equals("retrieval")
                || category.equals("analysis");
        return "[endpoint.semantic]\nintent = \"State what the endpoint does, in one sentence.\"\nactor = \"agent\"\n"
                + "outcome = \"State what is true after a successful call.\"\ncapability = \""
                + (category == null ? "retrieval" : category) + "\"\nconfidence = 0.9\nimpact = \""
                + (reads ? "informational" : "reversible") + "\"\nis_idempotent = " + reads + "\n";
    }

    /** {@code line} as a key of the {@code [endpoint]} table. */
    Fix key(String line) {
        if (afterHeader < 0) {
            return null;
        }
        String nl = afterHeader == text.length() && !text.endsWith("\n") ? "\n" : "";
        return Fix.of("", TextEdit.insert(afterHeader, nl + line + "\n"));
    }

    /** {@code table} appended at the end of the file. */
    Fix table(String table) {
        if (afterHeader < 0) {
            return null;
        }
        String sep = text.isEmpty() || text.endsWith("\n\n") ? "" : text.endsWith("\n") ? "\n" : "\n\n";
        return Fix.of("", TextEdit.insert(text.length(), sep + table));
    }
}

package dev.agtpstudio.app.workspace;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The skeleton of a new endpoint declaration in the reference implementation's on-disk form, from a
 * {@code "METHOD /path"} line such as {@code "BOOK /room"}.
 */
public final class EndpointTemplate {
    private static final Pattern LINE = Pattern.compile("\\s*([A-Za-z][A-Za-z_]*)\\s+(/\\S*)\\s*");

    private EndpointTemplate() {
    }

    /** A parsed {@code METHOD /path}. */
    public record Signature(String method, String path) {
        /** {@code book_room.toml} for {@code BOOK /room}; template parameters are dropped. */
        public String fileName() {
            String tail = path.replaceAll("\\{[^}]*}", "").replaceAll("[^A-Za-z0-9]+", "_")
                    .replaceAll("^_+|_+$", "");
            String base = method.toLowerCase(Locale.ROOT) + (tail.isEmpty() ? "" : "_" + tail.toLowerCase(Locale.ROOT));
            return base + ".toml";
        }
    }

    public static Optional<Signature> parse(String line) {
        Matcher m = LINE.matcher(line == null ? "" : line);
        if (!m.matches()) {
            return Optional.empty();
        }
        return Optional.of(new Signature(m.group(1).toUpperCase(Locale.ROOT), m.group(2)));
    }

    public static String render(Signature s) {
        return """
                # %1$s %2$s
                [endpoint]
                method = "%1$s"
                path = "%2$s"
                description = "Describe what %1$s %2$s does."

                [endpoint.semantic]
                intent = "State what the endpoint does, in one sentence."
                actor = "agent"
                outcome = "State what is true after a successful call."
                capability = "retrieval"
                confidence = 0.8
                impact = "informational"
                is_idempotent = true

                [[endpoint.input.required]]
                name = "id"
                type = "string"
                description = "Identifier of the resource."

                [[endpoint.output]]
                name = "result"
                type = "object"
                description = "What the endpoint returns."

                [endpoint.errors]
                list = ["not_found"]

                [endpoint.handler]
                type = "registered_function"
                function = "handlers.%3$s"
                """.formatted(s.method(), s.path(), s.fileName().replace(".toml", ""));
    }
}

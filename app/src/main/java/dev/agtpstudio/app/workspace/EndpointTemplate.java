package dev.agtpstudio.app.workspace;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.model.PathTemplate;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.engine.Validator;
import dev.agtpstudio.validator.engine.Validators;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The skeleton of a new endpoint declaration in the reference implementation's on-disk form, from a
 * {@code "METHOD /path"} line such as {@code "BOOK /room"}. Its semantic block follows the verb's catalog category
 * (AGTP-API §7.1) and every path parameter is a required input (AGTP-API §5.3), so a new file has nothing to fix.
 */
public final class EndpointTemplate {
    /** The endpoint rules alone: a new file's own findings, without loading what other file kinds need. */
    private static final Validator ENDPOINT_RULES = new Validator(
            java.util.Map.of(dev.agtpstudio.core.load.FileKind.ENDPOINT, Validators.endpointChecks()),
            List.of(),
            ValidationOptions.defaults());

    private static final Pattern LINE = Pattern.compile("\\s*([A-Za-z][A-Za-z_]*)\\s+(/\\S*)\\s*");

    private EndpointTemplate() {}

    /** A parsed {@code METHOD /path}. */
    public record Signature(String method, String path) {
        /** {@code book_room.toml} for {@code BOOK /room}; template parameters are dropped. */
        public String fileName() {
            String tail = PathTemplate.blank(path, "")
                    .replaceAll("[^A-Za-z0-9]+", "_")
                    .replaceAll("^_+|_+$", "");
            String base = method.toLowerCase(Locale.ROOT) + (tail.isEmpty() ? "" : "_" + tail.toLowerCase(Locale.ROOT));
            return base + ".toml";
        }
    }

    /** What a category's verbs usually do to the world (AGTP-API §7.1): impact and idempotence. */
    private record Behaviour(String impact, boolean idempotent) {
        static Behaviour of(String category) {
            return switch (category == null ? "" : category) {
                case "discovery", "retrieval", "analysis" -> new Behaviour("informational", true);
                case "modification" -> new Behaviour("reversible", true);
                case "transaction", "notification" -> new Behaviour("irreversible", false);
                default -> new Behaviour("reversible", false);
            };
        }
    }

    public static Optional<Signature> parse(String line) {
        Matcher m = LINE.matcher(line == null ? "" : line);
        if (!m.matches()) {
            return Optional.empty();
        }
        return Optional.of(new Signature(m.group(1).toUpperCase(Locale.ROOT), m.group(2)));
    }

    /**
     * Why {@code s} cannot become an endpoint without an error or warning, in the validator's words (a verb outside
     * the catalog, a path the server would refuse); empty when the template for it validates clean.
     */
    public static Optional<String> problem(Signature s, MethodCatalog catalog) {
        Path file = Path.of("").toAbsolutePath().resolve(s.fileName());
        Workspace ws = Workspace.of(file.getParent(), catalog, List.of(FileLoader.load(file, render(s, catalog))));
        return ENDPOINT_RULES.validate(ws).diagnostics().stream()
                .filter(d -> d.severity().atLeast(Severity.WARNING))
                .map(Diagnostic::message)
                .reduce((a, b) -> a + "\n" + b);
    }

    public static String render(Signature s, MethodCatalog catalog) {
        String category = catalog.category(s.method()).orElse("retrieval");
        Behaviour b = Behaviour.of(category);
        String handler = s.fileName().replace(".toml", "");
        StringBuilder t = new StringBuilder();
        t.append("# ")
                .append(s.method())
                .append(' ')
                .append(s.path())
                .append('\n')
                .append("[endpoint]\n")
                .append("method = \"")
                .append(s.method())
                .append("\"\n")
                .append("path = \"")
                .append(s.path())
                .append("\"\n")
                .append("description = \"Describe what ")
                .append(s.method())
                .append(' ')
                .append(s.path())
                .append(" does.\"\n\n")
                .append("[endpoint.semantic]\n")
                .append("intent = \"State what the endpoint does, in one sentence.\"\n")
                .append("actor = \"agent\"\n")
                .append("outcome = \"State what is true after a successful call.\"\n")
                .append("capability = \"")
                .append(category)
                .append("\"\n")
                .append("confidence = 0.9\n")
                .append("impact = \"")
                .append(b.impact())
                .append("\"\n")
                .append("is_idempotent = ")
                .append(b.idempotent())
                .append("\n\n");
        for (String name : PathTemplate.parse(s.path()).parameterNames()) {
            t.append("[[endpoint.input.required]]\n")
                    .append("name = \"")
                    .append(name)
                    .append("\"\n")
                    .append("type = \"string\"\n")
                    .append("description = \"The `")
                    .append(name)
                    .append("` path parameter.\"\n\n");
        }
        if (PathTemplate.parse(s.path()).parameterCount() == 0) {
            // every endpoint carries an input (AGTP-API §6.2); an optional field until the designer adds the real ones
            t.append("[[endpoint.input.optional]]\n")
                    .append("name = \"details\"\n")
                    .append("type = \"object\"\n")
                    .append("description = \"What the caller sends.\"\n\n");
        }
        t.append("[[endpoint.output]]\n")
                .append("name = \"result\"\n")
                .append("type = \"object\"\n")
                .append("description = \"What the endpoint returns.\"\n\n")
                .append("[endpoint.errors]\n")
                .append("list = [\"not_found\"]\n\n")
                .append("[endpoint.handler]\n")
                .append("type = \"registered_function\"\n")
                .append("function = \"handlers.")
                .append(handler)
                .append("\"\n");
        return t.toString();
    }
}

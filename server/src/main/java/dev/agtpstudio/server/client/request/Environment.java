package dev.agtpstudio.server.client.request;

import dev.agtpstudio.core.toml.TomlTable;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An environment: one TOML file in {@code requests/environments/} whose top-level keys are the variables a saved
 * request uses as {@code {{name}}} (host, port, scopes, the agent's id, values from upstream). Values are strings; a
 * number or boolean counts as written; anything else is a located error.
 */
public record Environment(String name, Map<String, String> variables) {
    public Environment {
        variables = Collections.unmodifiableMap(new LinkedHashMap<>(variables));
    }

    /** Reads the environment {@code name} from {@code file}; a problem is a {@link RequestFileException} located in it. */
    public static Environment parse(String name, Path file, String text) throws RequestFileException {
        RequestFile f = RequestFile.parse(file, text);
        TomlTable root = f.root;
        Map<String, String> vars = new LinkedHashMap<>();
        for (String k : root.keySet()) {
            if (!Variables.VARIABLE.matcher("{{" + k + "}}").matches()) {
                throw f.error(
                        root.keySpan(k) == null ? 0 : root.keySpan(k).start(),
                        "'" + k + "' cannot be a variable name (letters, digits, '_', '.', '-')");
            }
            if (root.get(k) instanceof TomlTable) {
                throw f.error(RequestFile.valueStart(root, k), "variable '" + k + "' must be a string, not a table");
            }
            vars.put(k, f.string(root, k, "variable"));
        }
        return new Environment(name, vars);
    }
}

package dev.agtpstudio.core.toml;

import java.util.List;

/** What a parse gives: the root table (whatever parsed) and the errors, in the order they were found. */
public record TomlParseResult(TomlTable root, List<TomlError> errors) {
    public boolean hasErrors() {
        return !errors.isEmpty();
    }
}

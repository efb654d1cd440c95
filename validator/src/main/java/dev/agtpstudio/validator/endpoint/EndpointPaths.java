package dev.agtpstudio.validator.endpoint;

import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;

/** Key paths of endpoint members whose TOML spelling varies between the two forms. */
final class EndpointPaths {
    private EndpointPaths() {}

    /** {@code errors = [...]} or {@code [endpoint.errors] list = [...]}. */
    static String errors(LoadedFile<?> file, EndpointDecl e) {
        String p = e.fieldPath("errors");
        return file.locations().contains(p + "/list") ? p + "/list" : p;
    }

    /** The key path of one entry of the errors array. */
    static String error(LoadedFile<?> file, EndpointDecl e, int i) {
        return errors(file, e) + "/" + i;
    }
}

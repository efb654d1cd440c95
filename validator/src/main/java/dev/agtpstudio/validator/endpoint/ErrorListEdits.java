package dev.agtpstudio.validator.endpoint;

import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.TextEdit;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.text.TextRange;
import dev.agtpstudio.validator.support.Literals;
import java.util.List;
import java.util.stream.Collectors;

/** Builds the edit that appends error codes to an endpoint's errors array. */
final class ErrorListEdits {
    private ErrorListEdits() {}

    /** A fix appending {@code codes}, or null when the array's layout is not known well enough. */
    static Fix append(String title, LoadedFile<?> file, EndpointDecl e, List<String> codes) {
        if (e.errors() == null || codes.isEmpty()) {
            return null;
        }
        String quoted = codes.stream().map(Literals::quote).collect(Collectors.joining(", "));
        if (!e.errors().isEmpty()) {
            TextRange last = file.locations()
                    .value(EndpointPaths.error(file, e, e.errors().size() - 1));
            return last == null ? null : Fix.of(title, TextEdit.insert(last.end(), ", " + quoted));
        }
        TextRange arr = file.locations().value(EndpointPaths.errors(file, e));
        String text = file.text();
        if (arr == null || arr.start() >= text.length() || text.charAt(arr.start()) != '[') {
            return null;
        }
        return Fix.of(title, TextEdit.insert(arr.start() + 1, quoted));
    }
}

package dev.agtpstudio.importer;

import dev.agtpstudio.core.model.EndpointDecl;
import java.util.List;
import java.util.Map;

/**
 * One operation after conversion.
 *
 * @param review endpoint field (as in the TOML: {@code method}, {@code semantic.impact} ...) -> why a person must
 *               check it; these become {@code # REVIEW:} comments
 */
public record ConvertedOperation(
        SpecOperation source,
        EndpointDecl decl,
        VerbChoice verb,
        String fileName,
        List<Flag> flags,
        Map<String, String> review) {
    public ConvertedOperation {
        flags = List.copyOf(flags);
        review = Map.copyOf(review);
    }
}

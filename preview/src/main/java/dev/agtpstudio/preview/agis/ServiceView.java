package dev.agtpstudio.preview.agis;

import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.preview.source.SourceRef;
import java.util.List;

/**
 * A service as AGIS sees it, whichever files described it: an {@link AgisDocument} plus, for each of its
 * endpoints, the source that produced it (an {@code .agis} entry or an endpoint TOML file).
 */
public record ServiceView(AgisDocument document, List<SourceRef> endpointSources, SourceRef documentSource) {
    public ServiceView {
        endpointSources = List.copyOf(endpointSources);
    }

    public SourceRef sourceOf(int endpointIndex) {
        return endpointIndex < endpointSources.size() ? endpointSources.get(endpointIndex) : documentSource;
    }
}

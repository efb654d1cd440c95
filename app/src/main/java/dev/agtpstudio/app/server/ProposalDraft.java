package dev.agtpstudio.app.server;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.EndpointTomlLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.SourceText;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.preview.EndpointProjector;
import dev.agtpstudio.preview.source.SourceMap;
import java.nio.file.Path;
import java.util.List;

/**
 * The PROPOSE body for an endpoint file's text (AGTP-API §10.2 step 3): its manifest projection (AGTP-API §8.9, the
 * same {@link EndpointProjector} the manifest uses) wrapped as the invoke panel's template wraps it, or the file's
 * errors when it does not load.
 */
record ProposalDraft(ObjectNode body, String endpoint, List<String> errors) {
    static ProposalDraft of(Path path, String text) {
        LoadedFile<EndpointDecl> f = EndpointTomlLoader.load(SourceText.of(path, text));
        List<String> errors = f.diagnostics().stream()
                .filter(d -> d.severity() == Severity.ERROR)
                .map(d -> (d.range() == null ? "" : "line " + d.range().startLine() + ": ") + d.message())
                .toList();
        if (f.model() == null || !errors.isEmpty()) {
            return new ProposalDraft(null, null, errors.isEmpty() ? List.of("the file holds no endpoint") : errors);
        }
        ObjectNode endpoint = EndpointProjector.project(f, "/endpoint", SourceMap.builder());
        return new ProposalDraft(
                BodyTemplates.proposal(endpoint),
                f.model().method() + " " + f.model().path(),
                List.of());
    }
}

package dev.agtpstudio.preview.agis;

import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.source.SourceRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Chooses what AGIS-shaped projections (MCP tools, the well-known summary) describe: the workspace's {@code .agis}
 * document when it has one that loaded (the first in path order), otherwise its endpoint declarations converted
 * with {@link TomlToAgis}.
 */
public final class ServiceViews {
    private ServiceViews() {}

    public static ServiceView of(Workspace ws, Predicate<LoadedFile<EndpointDecl>> include, String version) {
        return agis(ws).orElseGet(() -> TomlToAgis.convert(ws, include, version));
    }

    public static Optional<ServiceView> agis(Workspace ws) {
        for (LoadedFile<AgisDocument> f : ws.agisFiles()) {
            AgisDocument d = f.model();
            if (d != null && d.endpoints() != null) {
                List<SourceRef> refs = new ArrayList<>();
                for (AgisDocument.AgisEndpoint e : d.endpoints()) {
                    refs.add(new SourceRef(f.path(), f.locations().rangeFor(e.keyPath()), e.keyPath()));
                }
                return Optional.of(new ServiceView(
                        d, refs, new SourceRef(f.path(), f.locations().rangeFor(""), "")));
            }
        }
        return Optional.empty();
    }
}

package dev.agtpstudio.preview;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.EndpointTomlLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.SourceText;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.Semantic;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.write.ModelEquality;
import dev.agtpstudio.preview.agis.AgisToToml;
import dev.agtpstudio.preview.agis.ServiceView;
import dev.agtpstudio.preview.agis.ServiceViews;
import dev.agtpstudio.preview.agis.TomlToAgis;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class AgisTomlRoundTripTest {
    final AgisToToml toToml = new AgisToToml(MethodCatalog.bundled());

    /** What both formats carry: method, path, semantic block, input and output contracts, errors. */
    record Shared(String id, Semantic semantic, Object input, Object output, List<String> errors) {
        static Shared of(EndpointDecl d) {
            EndpointDecl n = ModelEquality.normalize(d);
            Semantic s = n.semantic();
            Semantic shared = new Semantic(
                    s.intent(),
                    TomlToAgis.agisActor(s.actor()),
                    s.outcome(),
                    s.capability(),
                    s.confidence(),
                    s.impact(),
                    s.isIdempotent(),
                    "");
            return new Shared(d.id(), shared, n.input(), n.output(), n.errors());
        }
    }

    @Test
    void tomlWorkspaceToAgisAndBackKeepsEverythingAgisCanCarry() {
        for (Path dir : List.of(Workspaces.sampleDir(), Workspaces.resourceDir("edge"))) {
            Workspace ws = Workspaces.load(dir);
            AgisDocument agis =
                    TomlToAgis.convert(ws, f -> f.model() != null, "1").document();
            assertThat(agis.vocabulary().declaredVerbs())
                    .containsExactlyElementsOf(ws.endpoints().stream()
                            .map(EndpointDecl::method)
                            .distinct()
                            .sorted()
                            .toList());
            List<AgisToToml.Converted> back = toToml.convert(agis);
            assertThat(back).hasSameSizeAs(ws.endpoints());
            Map<String, Shared> original =
                    ws.endpoints().stream().map(Shared::of).collect(Collectors.toMap(Shared::id, Function.identity()));
            for (AgisToToml.Converted c : back) {
                LoadedFile<EndpointDecl> reloaded =
                        EndpointTomlLoader.load(SourceText.of(Path.of(c.fileName()), c.toml()));
                assertThat(reloaded.diagnostics())
                        .as(c.fileName() + "\n" + c.toml())
                        .isEmpty();
                assertThat(Shared.of(reloaded.model()))
                        .as(c.fileName())
                        .isEqualTo(original.get(c.decl().id()));
            }
        }
    }

    @Test
    void agisDocumentToTomlAndBackKeepsTheSharedFieldsAndNamesWhatTomlCannotCarry() {
        Workspace ws = Workspaces.load(Workspaces.sampleDir());
        ServiceView view = ServiceViews.agis(ws).orElseThrow();
        List<AgisToToml.Converted> files = toToml.convert(view.document());
        List<AgisEndpoint> eps = view.document().endpoints();
        assertThat(files).hasSize(eps.size());
        assertThat(files).anySatisfy(c -> assertThat(c.dropped()).contains("parameter_hints"));
        // The sample's .agis gives its input properties no description: each is named for the user to describe.
        AgisToToml.Converted rooms = files.stream()
                .filter(c -> c.fileName().equals("query_rooms.toml"))
                .findFirst()
                .orElseThrow();
        assertThat(rooms.undescribed()).contains("property_id", "check_in", "check_out", "guests");
        List<LoadedFile<?>> loaded = files.stream()
                .<LoadedFile<?>>map(
                        c -> EndpointTomlLoader.load(SourceText.of(Path.of("/rt/endpoints/" + c.fileName()), c.toml())))
                .toList();
        Workspace converted = Workspace.of(Path.of("/rt"), MethodCatalog.bundled(), loaded);
        AgisDocument again = TomlToAgis.convert(converted, f -> true, "1").document();
        Map<String, AgisEndpoint> byId = again.endpoints().stream().collect(Collectors.toMap(AgisEndpoint::id, e -> e));
        for (AgisEndpoint e : eps) {
            AgisEndpoint r = byId.get(e.id());
            assertThat(r).as(e.id()).isNotNull();
            assertThat(r.semantic().intent()).isEqualTo(e.semantic().intent());
            assertThat(r.semantic().outcome()).isEqualTo(e.semantic().outcome());
            assertThat(r.semantic().impactTier()).isEqualTo(e.semantic().impactTier());
            assertThat(r.semantic().confidenceGuidance()).isEqualTo(e.semantic().confidenceGuidance());
            assertThat(r.errors()).isEqualTo(e.errors());
            assertThat(ModelEquality.canonicalSchema(r.input(), true))
                    .as(e.id() + " input")
                    .isEqualTo(ModelEquality.canonicalSchema(e.input(), true));
        }
    }
}

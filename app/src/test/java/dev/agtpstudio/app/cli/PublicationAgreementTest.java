package dev.agtpstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.app.preview.PreviewViewModel;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.preview.ProjectionKind;
import dev.agtpstudio.server.dispatch.ContractCheck;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.dispatch.Dispatcher;
import dev.agtpstudio.server.dispatch.Route;
import dev.agtpstudio.server.dispatch.SemanticRanker;
import dev.agtpstudio.validator.live.StandardValidation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The one definition of "published" (validator's Publication) gives the same endpoints to {@code agtp-studio
 * manifest}, the IDE preview and the test server, and all three honour the workspace's suppressions file.
 */
class PublicationAgreementTest {
    @TempDir
    Path ws;

    private void copySample() throws IOException {
        Path sample = ManifestCommandTest.SAMPLE;
        try (Stream<Path> s = Files.walk(sample)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                Path to = ws.resolve(sample.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(p, to);
                }
            }
        }
        // The upstream token as a literal: this test is about validation errors and suppressions, the same for all
        // three whatever the environment (an unset ${VAR}: ManifestCommandTest).
        Path fetch = ws.resolve("endpoints/fetch_reservation.toml");
        Files.writeString(fetch, Files.readString(fetch).replace("${HOTEL_PMS_TOKEN}", "t"));
        String rooms = Files.readString(ws.resolve("endpoints/query_rooms.toml"));
        String noDescription = rooms.replaceFirst("(?m)^description = .*$", "");
        Files.writeString(
                ws.resolve("endpoints/query_suites.toml"),
                noDescription.replace("path = \"/rooms\"", "path = \"/suites\""));
        Files.writeString(
                ws.resolve("endpoints/query_cabins.toml"),
                noDescription.replace("path = \"/rooms\"", "path = \"/cabins\""));
        Files.createDirectories(ws.resolve(".agtp-studio"));
        Files.writeString(ws.resolve(".agtp-studio/suppressions.toml"), """
                [[suppress]]
                rule = "endpoint/missing-field"
                file = "endpoints/query_suites.toml"
                reason = "Described in the operator handbook until the next release"
                """);
    }

    private static Set<String> ids(JsonNode manifest) {
        Set<String> out = new TreeSet<>();
        manifest.get("endpoints")
                .forEach(e ->
                        out.add(e.get("method").asText() + " " + e.get("path").asText()));
        return out;
    }

    @Test
    void manifestPreviewAndServerPublishTheSameEndpointsAndHonourSuppressions() throws Exception {
        copySample();
        Workspace workspace = WorkspaceLoader.load(ws, MethodCatalog.bundled());

        ManifestCommandTest.Run cli =
                ManifestCommandTest.run("manifest", ws.toString(), "--now", "2026-01-01T00:00:00Z");
        Set<String> fromCli = ids(new ObjectMapper().readTree(cli.out()));

        PreviewViewModel preview = new PreviewViewModel(Runnable::run, Runnable::run, Clock.systemUTC());
        var snapshot = preview.compute(
                new PreviewViewModel.Input(workspace, new StandardValidation(Map.of()).validate(workspace, Set.of())));
        Set<String> fromPreview =
                ids(snapshot.projections().get(ProjectionKind.MANIFEST).document());

        Dispatcher server = new Dispatcher(
                workspace,
                DispatchOptions.defaults(),
                ContractCheck.forServer(DispatchOptions.defaults()),
                SemanticRanker.lexical(workspace.catalog()));
        Set<String> fromServer = new TreeSet<>();
        for (Route r : server.registry().routes()) {
            fromServer.add(r.endpoint().id());
        }

        assertThat(fromCli)
                .contains("QUERY /suites")
                .doesNotContain("QUERY /cabins")
                .contains("QUERY /rooms");
        assertThat(fromPreview).isEqualTo(fromCli);
        fromCli.removeIf(id -> id.startsWith("DISCOVER ")); // built-ins the server answers itself, not routes
        assertThat(fromServer).isEqualTo(fromCli);
        assertThat(cli.err())
                .contains(ws.resolve("endpoints/query_cabins.toml") + ":")
                .contains(": warning: QUERY /cabins is not published")
                .doesNotContain("query_suites");
    }
}

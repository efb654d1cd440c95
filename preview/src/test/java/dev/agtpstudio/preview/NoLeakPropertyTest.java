package dev.agtpstudio.preview;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The property AGTP-API §8.9 demands of every projection, checked over every workspace in the repository (the
 * sample, the preview edge cases, the validator's fixture folders): no handler reference (function, URL), no header
 * value (placeholders or literal secrets), no upstream field name from a transform, and nothing from the environment
 * ever reaches agents. Recipe names are excluded only for A2S, whose capabilities describe the recipes by design.
 */
class NoLeakPropertyTest {
    /** Headers whose values are protocol boilerplate (media types, agents), not secrets. */
    static final Set<String> GENERIC_HEADERS = Set.of("accept", "content-type", "user-agent", "accept-language");

    static Stream<Path> workspaces() throws IOException {
        List<Path> dirs = new ArrayList<>();
        dirs.add(Workspaces.sampleDir());
        dirs.add(Workspaces.resourceDir("edge"));
        Path fixtures = Workspaces.PROJECT.resolve("validator/src/test/resources/fixtures");
        if (Files.isDirectory(fixtures)) {
            try (Stream<Path> s = Files.walk(fixtures, 3)) {
                s.filter(Files::isDirectory).forEach(dirs::add);
            }
        }
        return dirs.stream();
    }

    @ParameterizedTest
    @MethodSource("workspaces")
    void noProjectionLeaksHandlerInternals(Path dir) throws Exception {
        Workspace ws = Workspaces.load(dir);
        Set<String> secrets = new HashSet<>();
        Set<String> recipeNames = new HashSet<>();
        for (EndpointDecl d : ws.endpoints()) {
            HandlerBinding h = d.handler();
            if (h instanceof HandlerBinding.RegisteredFunction f
                    && f.function() != null
                    && f.function().contains(".")) {
                secrets.add(f.function());
            } else if (h instanceof HandlerBinding.Composition c && c.recipe() != null) {
                recipeNames.add(c.recipe());
            } else if (h instanceof HandlerBinding.ExternalService e) {
                if (e.url() != null) {
                    secrets.add(e.url());
                }
                e.headers().forEach((name, value) -> {
                    if (!GENERIC_HEADERS.contains(name.toLowerCase(java.util.Locale.ROOT))) {
                        secrets.add(value);
                    }
                });
                Set<String> agtpNames = new HashSet<>();
                d.input().fields().forEach(x -> agtpNames.add(x.name()));
                d.output().fields().forEach(x -> agtpNames.add(x.name()));
                Stream.concat(e.outputTransform().values().stream(), e.inputTransform().values().stream())
                        .filter(v -> !v.isBlank() && !agtpNames.contains(v))
                        .forEach(secrets::add);
            }
        }
        secrets.removeIf(s -> s.length() < 4);
        ObjectMapper json = new ObjectMapper();
        for (ProjectionKind kind : ProjectionKind.values()) {
            Projection p = Projections.standard(ws).project(kind, ws, ProjectionOptions.at(Instant.EPOCH));
            String text = json.writeValueAsString(p.document());
            for (String s : secrets) {
                assertThat(text)
                        .as(kind + " of " + dir.getFileName() + " leaks " + s)
                        .doesNotContain(s);
            }
            if (kind != ProjectionKind.A2S) {
                // A2S input templates use ${param} for the capability's own parameters; every other projection
                // has no template syntax, so a ${ there can only be a leaked header placeholder.
                assertThat(text).as(kind + " carries a ${VAR} placeholder").doesNotContain("${");
                for (String r : recipeNames) {
                    assertThat(text).as(kind + " leaks recipe " + r).doesNotContain("\"" + r + "\"");
                }
            }
        }
    }
}

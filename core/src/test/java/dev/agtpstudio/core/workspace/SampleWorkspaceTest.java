package dev.agtpstudio.core.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.model.Recipe;
import dev.agtpstudio.core.model.ServerConfig;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The bundled sample workspace (samples/hotel) loads cleanly and covers what the docs promise it covers. */
class SampleWorkspaceTest {
    private static final Pattern TEMPLATE = Pattern.compile("\\{([^}]*)}");
    private final MethodCatalog catalog = MethodCatalog.bundled();
    private static final Workspace WS = WorkspaceLoader.load(sampleDir(), MethodCatalog.bundled());
    private final Workspace ws = WS;

    static Path sampleDir() {
        String prop = System.getProperty("agtp.project.dir");
        Path base = prop != null ? Path.of(prop) : Path.of("").toAbsolutePath();
        for (Path p = base; p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("samples/hotel"))) {
                return p.resolve("samples/hotel");
            }
        }
        throw new IllegalStateException("samples/hotel not found above " + base);
    }

    @Test
    void loadsWithZeroParseDiagnostics() {
        List<Diagnostic> all = ws.files().values().stream()
                .flatMap(f -> f.diagnostics().stream())
                .toList();
        assertThat(all).isEmpty();
        assertThat(ws.files().values()).allMatch(f -> f.model() != null);
    }

    @Test
    void hasServerConfigRecipesAgisAndAtLeastEightEndpoints() {
        assertThat(ws.serverConfigFile()).isPresent();
        assertThat(ws.recipesFile()).isPresent();
        assertThat(ws.agisFiles()).hasSize(1);
        assertThat(ws.endpoints()).hasSizeGreaterThanOrEqualTo(8);
    }

    @Test
    void coversAllThreeHandlerKindsADeprecationScopesAndOptionalInputs() {
        Set<Class<?>> kinds =
                ws.endpoints().stream().map(e -> e.handler().getClass()).collect(Collectors.toSet());
        assertThat(kinds)
                .contains(
                        HandlerBinding.RegisteredFunction.class,
                        HandlerBinding.Composition.class,
                        HandlerBinding.ExternalService.class);
        assertThat(ws.endpoints()).anyMatch(e -> e.deprecated() != null);
        assertThat(ws.endpoints()).anyMatch(e -> e.requiredScopes().contains("booking:write"));
        assertThat(ws.endpoints()).anyMatch(e -> e.input().fields().stream().anyMatch(f -> !f.required()));
        assertThat(ws.endpoints()).anyMatch(e -> e.path().contains("{"));
    }

    @Test
    void everyMethodIsAVerbWithMatchingCapabilityAndNoPathSegmentIsAVerb() {
        for (EndpointDecl e : ws.endpoints()) {
            assertThat(catalog.isVerb(e.method())).as(e.id()).isTrue();
            assertThat(e.semantic().capability())
                    .as(e.id())
                    .isEqualTo(catalog.category(e.method()).orElseThrow());
            for (String seg : e.path().split("/")) {
                assertThat(catalog.isVerbSegment(seg))
                        .as(e.id() + " segment " + seg)
                        .isFalse();
            }
            if ("irreversible".equals(e.semantic().impact())) {
                assertThat(e.semantic().confidence()).as(e.id()).isGreaterThanOrEqualTo(0.85);
            }
        }
    }

    @Test
    void everyTemplateParameterIsADeclaredInput() {
        for (EndpointDecl e : ws.endpoints()) {
            Matcher m = TEMPLATE.matcher(e.path());
            while (m.find()) {
                String name = m.group(1);
                assertThat(e.input().fields())
                        .as(e.id() + " {" + name + "}")
                        .anyMatch(f -> f.name().equals(name));
            }
        }
    }

    @Test
    void handlersReferToThingsThatExist() {
        Set<String> ids = ws.endpoints().stream().map(EndpointDecl::id).collect(Collectors.toSet());
        for (EndpointDecl e : ws.endpoints()) {
            if (e.handler() instanceof HandlerBinding.Composition c) {
                assertThat(ws.recipes().byName(c.recipe())).as(e.id()).isPresent();
                assertThat(e.errors()).contains("composition_failed");
            }
            if (e.handler() instanceof HandlerBinding.ExternalService x) {
                assertThat(x.url()).startsWith("https://");
                assertThat(e.errors()).containsAll(HandlerBinding.UPSTREAM_ERRORS);
                assertThat(e.errors()).containsAll(x.errorMap().values());
                assertThat(x.headers().values()).anyMatch(v -> v.contains("${HOTEL_PMS_TOKEN}"));
            }
            if (e.deprecated() != null) {
                assertThat(ids)
                        .contains(e.deprecated().successorMethod() + " "
                                + e.deprecated().successorPath());
            }
        }
        ServerConfig cfg = ws.serverConfig();
        assertThat(cfg.methods().redirects()).isNotEmpty().allSatisfy(r -> {
            assertThat(r.fromPath()).isNotNull();
            assertThat(ids).contains(r.toMethod() + " " + r.toPath());
        });
    }

    @Test
    void recipeStepsUseMethodsServedByTheWorkspace() {
        Set<String> methods = ws.endpoints().stream().map(EndpointDecl::method).collect(Collectors.toSet());
        Set<String> kinds = new TreeSet<>();
        for (Recipe r : ws.recipes().recipes()) {
            assertThat(r.steps()).as(r.name()).isNotEmpty();
            for (Recipe.Step s : r.steps()) {
                assertThat(methods).as(r.name()).contains(s.method());
                s.parameters().values().forEach(p -> kinds.add(p.kind()));
            }
        }
        assertThat(kinds).containsExactlyInAnyOrder("proposal", "constant", "previous_step");
    }

    @Test
    void agisDocumentDeclaresExactlyTheVerbsItUsesAndMatchesTheEndpointFiles() {
        LoadedFile<AgisDocument> f = ws.agisFiles().get(0);
        AgisDocument doc = f.model();
        Set<String> used =
                doc.endpoints().stream().map(AgisDocument.AgisEndpoint::method).collect(Collectors.toSet());
        assertThat(new TreeSet<>(doc.vocabulary().declaredVerbs())).isEqualTo(new TreeSet<>(used));
        Set<String> agisIds =
                doc.endpoints().stream().map(AgisDocument.AgisEndpoint::id).collect(Collectors.toSet());
        Set<String> tomlIds = ws.endpoints().stream().map(EndpointDecl::id).collect(Collectors.toSet());
        assertThat(agisIds).isEqualTo(tomlIds);
        for (AgisDocument.AgisEndpoint e : doc.endpoints()) {
            assertThat(AgisDocument.AgisSemantic.ACTORS)
                    .as(e.id())
                    .contains(e.semantic().actor());
            assertThat(e.semantic().mcpToolName()).as(e.id()).matches("^[a-z][a-z0-9_]*$");
            e.semantic().stateTransition().values().forEach(t -> assertThat(t).matches("^\\S.* -> \\S.*$"));
        }
    }
}

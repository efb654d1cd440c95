package dev.agtpstudio.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import java.util.List;
import java.util.Set;

/**
 * The dependency arrows of docs/architecture.md, checked on the compiled production classes of every module
 * (this module sees them all):
 * core -> libraries only; validator -> core, preview; preview -> core; importer -> core, validator;
 * server -> core, preview, validator; conformance -> core, validator, preview, server (its client only);
 * evolution -> core; editor -> core, icons; lsp -> core, validator; app -> everything; nothing depends on app but
 * installer; nothing depends on buildtools (a step of the build, not part of the product); no JavaFX below editor;
 * no cycles between modules or between packages.
 */
@AnalyzeClasses(
        packages = "dev.agtpstudio",
        importOptions = {ImportOption.DoNotIncludeTests.class, ArchitectureTest.NoTestJars.class})
class ArchitectureTest {

    /**
     * Test classes of other modules arrive as {@code *-tests.jar}, and {@code testsupport} (test-only, decision 0613)
     * as a jar or a reactor folder; only production classes are checked.
     */
    static final class NoTestJars implements ImportOption {
        @Override
        public boolean includes(com.tngtech.archunit.core.importer.Location location) {
            return !location.contains("-tests.jar")
                    && !location.contains("/test-classes/")
                    && !location.contains("agtp-studio-testsupport")
                    && !location.contains("/testsupport/target/");
        }
    }

    @ArchTest
    static final ArchRule modulesFollowTheArrows = layeredArchitecture()
            .consideringOnlyDependenciesInLayers()
            .withOptionalLayers(true)
            .layer("core")
            .definedBy("dev.agtpstudio.core..")
            .layer("validator")
            .definedBy("dev.agtpstudio.validator..")
            .layer("preview")
            .definedBy("dev.agtpstudio.preview..")
            .layer("evolution")
            .definedBy("dev.agtpstudio.evolution..")
            .layer("importer")
            .definedBy("dev.agtpstudio.importer..")
            .layer("server")
            .definedBy("dev.agtpstudio.server..")
            .layer("conformance")
            .definedBy("dev.agtpstudio.conformance..")
            .layer("icons")
            .definedBy("dev.agtpstudio.icons..")
            .layer("editor")
            .definedBy("dev.agtpstudio.editor..")
            .layer("lsp")
            .definedBy("dev.agtpstudio.lsp..")
            .layer("app")
            .definedBy("dev.agtpstudio.app..")
            .layer("installer")
            .definedBy("dev.agtpstudio.installer..")
            .layer("buildtools")
            .definedBy("dev.agtpstudio.buildtools..")
            .whereLayer("validator")
            .mayOnlyBeAccessedByLayers("importer", "server", "conformance", "lsp", "app")
            .whereLayer("preview")
            .mayOnlyBeAccessedByLayers("validator", "server", "conformance", "app")
            .whereLayer("evolution")
            .mayOnlyBeAccessedByLayers("app")
            .whereLayer("importer")
            .mayOnlyBeAccessedByLayers("app")
            .whereLayer("server")
            .mayOnlyBeAccessedByLayers("conformance", "app")
            .whereLayer("conformance")
            .mayOnlyBeAccessedByLayers("app")
            .whereLayer("icons")
            .mayOnlyBeAccessedByLayers("editor", "app")
            .whereLayer("editor")
            .mayOnlyBeAccessedByLayers("app")
            .whereLayer("lsp")
            .mayOnlyBeAccessedByLayers("app")
            .whereLayer("app")
            .mayOnlyBeAccessedByLayers("installer")
            .whereLayer("installer")
            .mayNotBeAccessedByAnyLayer()
            .whereLayer("buildtools")
            .mayNotBeAccessedByAnyLayer();

    @ArchTest
    static final ArchRule coreDependsOnNoOtherModule = noClasses()
            .that()
            .resideInAPackage("dev.agtpstudio.core..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(
                    "dev.agtpstudio.validator..",
                    "dev.agtpstudio.preview..",
                    "dev.agtpstudio.importer..",
                    "dev.agtpstudio.server..",
                    "dev.agtpstudio.conformance..",
                    "dev.agtpstudio.icons..",
                    "dev.agtpstudio.editor..",
                    "dev.agtpstudio.app..",
                    "dev.agtpstudio.installer..",
                    "dev.agtpstudio.lsp..",
                    "dev.agtpstudio.evolution..");

    /** icons -> nothing; buildtools -> ASM only (docs/architecture.md): neither uses another module of the product. */
    @ArchTest
    static final ArchRule iconsAndBuildtoolsUseNoOtherModule = noClasses()
            .that()
            .resideInAnyPackage("dev.agtpstudio.icons..", "dev.agtpstudio.buildtools..")
            .should()
            .dependOnClassesThat(
                    com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage("dev.agtpstudio..")
                            .and(com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackages(
                                    "dev.agtpstudio.icons..", "dev.agtpstudio.buildtools..")))
            .because("icons -> (nothing), buildtools -> (ASM) (docs/architecture.md)");

    /** The language server is headless: it reaches the engine through core and validator, never the IDE. */
    @ArchTest
    static final ArchRule lspDependsOnlyOnTheEngine = noClasses()
            .that()
            .resideInAPackage("dev.agtpstudio.lsp..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(
                    "dev.agtpstudio.importer..",
                    "dev.agtpstudio.server..",
                    "dev.agtpstudio.icons..",
                    "dev.agtpstudio.editor..",
                    "dev.agtpstudio.app..",
                    "dev.agtpstudio.installer..",
                    "javafx..",
                    "org.fxmisc..")
            .because("lsp -> core, validator (docs/architecture.md)");

    @ArchTest
    static final ArchRule evolutionDependsOnlyOnCore = noClasses()
            .that()
            .resideInAPackage("dev.agtpstudio.evolution..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(
                    "dev.agtpstudio.validator..",
                    "dev.agtpstudio.preview..",
                    "dev.agtpstudio.importer..",
                    "dev.agtpstudio.server..",
                    "dev.agtpstudio.icons..",
                    "dev.agtpstudio.editor..",
                    "dev.agtpstudio.app..",
                    "dev.agtpstudio.installer..",
                    "dev.agtpstudio.lsp..",
                    "dev.agtpstudio.conformance..")
            .because("evolution -> core only (docs/architecture.md)");

    /** The conformance runner tests any server, so it reaches one only through the client (and the wire types it uses). */
    @ArchTest
    static final ArchRule conformanceUsesOnlyTheServersClient = noClasses()
            .that()
            .resideInAPackage("dev.agtpstudio.conformance..")
            .should()
            .dependOnClassesThat(
                    com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage("dev.agtpstudio.server..")
                            .and(com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackages(
                                    "dev.agtpstudio.server.client..", "dev.agtpstudio.server.wire..")))
            .because("agtp-studio check tests any AGTP server, never the local dispatcher (docs/architecture.md)");

    /**
     * Every agent-facing surface (the AGTP listener, A2T over HTTP, MCP, and any new one) reaches an endpoint only
     * through the dispatcher, so scopes, policies and refusals are the same on all of them (CONTRIBUTING.md, "A
     * surface").
     */
    @ArchTest
    static final ArchRule surfacesDispatchThroughTheDispatcher = noClasses()
            .that()
            .resideInAnyPackage(
                    "dev.agtpstudio.server.net..", "dev.agtpstudio.server.a2t..", "dev.agtpstudio.server.mcp..")
            .should()
            .dependOnClassesThat()
            .resideInAPackage("dev.agtpstudio.server.handler..")
            .because("a surface calls Dispatcher, never an endpoint's handler (CONTRIBUTING.md)");

    @ArchTest
    static final ArchRule noJavaFxBelowEditor = noClasses()
            .that()
            .resideOutsideOfPackages("dev.agtpstudio.editor..", "dev.agtpstudio.app..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage("javafx..", "org.fxmisc..", "org.controlsfx..", "org.kordamp.ikonli.javafx..")
            .because("only editor and app may touch the UI toolkit (ARCHITECTURE.md)");

    @ArchTest
    static final ArchRule noCyclesBetweenModules =
            slices().matching("dev.agtpstudio.(*)..").should().beFreeOfCycles();

    /**
     * No package cycles: the package dependency graph below {@code dev.agtpstudio.} has no strongly connected component
     * of more than one package ({@link PackageCycles}). {@link #KNOWN_CYCLES} is empty and must stay so: a cycle is
     * broken, not listed (a parent package that registers its sub-packages while they use its types moves the
     * registration to a package of its own, or the shared types to a {@code .spi} package). The list is kept, and
     * still checked both ways, only so that a cycle a merge brings back is named the same way as before: a cycle not
     * listed fails, and so does a listed one that no longer exists. See docs/decisions/0008, 0567 and 0595.
     */
    @ArchTest
    static void noPackageCycles(JavaClasses classes) {
        List<Set<String>> cycles = PackageCycles.of(classes, "dev.agtpstudio.");
        List<Set<String>> fresh = cycles.stream()
                .filter(c -> KNOWN_CYCLES.stream().noneMatch(k -> k.containsAll(c)))
                .toList();
        assertThat(fresh)
                .as("package cycles (break them, see docs/decisions/0008 and 0595)")
                .isEmpty();
        List<Set<String>> gone = KNOWN_CYCLES.stream()
                .filter(k -> cycles.stream().noneMatch(k::containsAll))
                .toList();
        assertThat(gone)
                .as("KNOWN_CYCLES entries that no longer exist (delete them)")
                .isEmpty();
    }

    /** Empty since decision 0595 (it held the app, editor and validator cycles); nothing is to be added to it. */
    static final List<Set<String>> KNOWN_CYCLES = List.of();
}

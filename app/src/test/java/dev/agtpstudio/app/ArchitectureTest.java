package dev.agtpstudio.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.freeze.FreezingArchRule;

/**
 * The dependency arrows of docs/architecture.md, checked on the compiled production classes of every module
 * (this module sees them all):
 * core -> libraries only; validator -> core; preview -> core; importer -> core, validator;
 * server -> core, preview, validator; editor -> core, icons; app -> everything; nothing depends on app;
 * no JavaFX below editor; no package cycles.
 */
@AnalyzeClasses(packages = "dev.agtpstudio",
        importOptions = {ImportOption.DoNotIncludeTests.class, ArchitectureTest.NoTestJars.class})
class ArchitectureTest {

    /** Test classes of other modules arrive as {@code *-tests.jar}; only production classes are checked. */
    static final class NoTestJars implements ImportOption {
        @Override
        public boolean includes(com.tngtech.archunit.core.importer.Location location) {
            return !location.contains("-tests.jar") && !location.contains("/test-classes/");
        }
    }

    @ArchTest
    static final ArchRule modulesFollowTheArrows = layeredArchitecture()
            .consideringOnlyDependenciesInLayers()
            .withOptionalLayers(true)
            .layer("core").definedBy("dev.agtpstudio.core..")
            .layer("validator").definedBy("dev.agtpstudio.validator..")
            .layer("preview").definedBy("dev.agtpstudio.preview..")
            .layer("importer").definedBy("dev.agtpstudio.importer..")
            .layer("server").definedBy("dev.agtpstudio.server..")
            .layer("icons").definedBy("dev.agtpstudio.icons..")
            .layer("editor").definedBy("dev.agtpstudio.editor..")
            .layer("app").definedBy("dev.agtpstudio.app..")
            .layer("installer").definedBy("dev.agtpstudio.installer..")
            .whereLayer("validator").mayOnlyBeAccessedByLayers("importer", "server", "app")
            .whereLayer("preview").mayOnlyBeAccessedByLayers("server", "app")
            .whereLayer("importer").mayOnlyBeAccessedByLayers("app")
            .whereLayer("server").mayOnlyBeAccessedByLayers("app")
            .whereLayer("icons").mayOnlyBeAccessedByLayers("editor", "app")
            .whereLayer("editor").mayOnlyBeAccessedByLayers("app")
            .whereLayer("app").mayOnlyBeAccessedByLayers("installer")
            .whereLayer("installer").mayNotBeAccessedByAnyLayer();

    @ArchTest
    static final ArchRule coreDependsOnNoOtherModule = noClasses()
            .that().resideInAPackage("dev.agtpstudio.core..")
            .should().dependOnClassesThat().resideInAnyPackage("dev.agtpstudio.validator..",
                    "dev.agtpstudio.preview..", "dev.agtpstudio.importer..", "dev.agtpstudio.server..",
                    "dev.agtpstudio.icons..", "dev.agtpstudio.editor..", "dev.agtpstudio.app..",
                    "dev.agtpstudio.installer..");

    @ArchTest
    static final ArchRule noJavaFxBelowEditor = noClasses()
            .that().resideOutsideOfPackages("dev.agtpstudio.editor..", "dev.agtpstudio.app..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.fxmisc..", "org.controlsfx..",
                    "org.kordamp.ikonli.javafx..")
            .because("only editor and app may touch the UI toolkit (ARCHITECTURE.md)");

    @ArchTest
    static final ArchRule noCyclesBetweenModules = slices()
            .matching("dev.agtpstudio.(*)..")
            .should().beFreeOfCycles();

    /**
     * No package cycles inside a module. Cycles that existed when this rule was introduced are recorded in
     * {@code src/test/resources/archunit_store} (ArchUnit's freezing): a new cycle fails, a fixed one drops out of
     * the store. The recorded ones are listed in docs/decisions/0008 for their owners to remove.
     */
    @ArchTest
    static final ArchRule noPackageCyclesInsideModules = FreezingArchRule.freeze(slices()
            .matching("dev.agtpstudio.(**)")
            .should().beFreeOfCycles());
}

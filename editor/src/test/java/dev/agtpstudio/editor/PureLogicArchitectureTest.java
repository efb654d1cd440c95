package dev.agtpstudio.editor;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The lexers and the completion logic are plain Java, testable without a display. */
class PureLogicArchitectureTest {
    private static final JavaClasses EDITOR = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.agtpstudio.editor");

    @Test
    void lexersUseNoJavaFxOrRichTextFx() {
        noClasses().that().resideInAPackage("dev.agtpstudio.editor.lexer..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.fxmisc..", "org.reactfx..")
                .check(EDITOR);
    }

    @Test
    void completionLogicUsesNoJavaFx() {
        noClasses().that().resideInAPackage("dev.agtpstudio.editor.complete..")
                .and().doNotHaveSimpleName("CompletionComponent")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.fxmisc..", "org.reactfx..")
                .check(EDITOR);
    }

    @Test
    void searchAndLineEditingLogicUsesNoJavaFx() {
        noClasses().that().haveSimpleName("TextSearch").or().haveSimpleName("LineEdits")
                .or().haveSimpleName("BracketScanner").or().haveSimpleName("LiveDiagnostic")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.fxmisc..", "org.reactfx..")
                .check(EDITOR);
    }
}

package dev.agtpstudio.editor;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The lexers are plain Java, testable without a display. (The completion logic lives in core's
 * {@code core.complete}, which cannot reach JavaFX at all; only its popup, {@code CompletionComponent}, is here.)
 */
class PureLogicArchitectureTest {
    private static final JavaClasses EDITOR = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.agtpstudio.editor");

    @Test
    void lexersUseNoJavaFxOrRichTextFx() {
        noClasses()
                .that()
                .resideInAPackage("dev.agtpstudio.editor.lexer..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("javafx..", "org.fxmisc..", "org.reactfx..")
                .check(EDITOR);
    }

    @Test
    void searchAndLineEditingLogicUsesNoJavaFx() {
        noClasses()
                .that()
                .haveSimpleName("TextSearch")
                .or()
                .haveSimpleName("LineEdits")
                .or()
                .haveSimpleName("BracketScanner")
                .or()
                .haveSimpleName("BracketPairs")
                .or()
                .haveSimpleName("LiveDiagnostic")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("javafx..", "org.fxmisc..", "org.reactfx..")
                .check(EDITOR);
    }
}

package dev.agtpstudio.app;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.importer.ClassFileImporter;
import dev.agtpstudio.icons.archfixture.IconUsingCore;
import org.junit.jupiter.api.Test;

/** The arrow and cycle rules of {@link ArchitectureTest} fail on code that breaks them (not only pass on code that keeps them). */
class ArrowRulesTest {
    @Test
    void iconsUsingCoreBreaksTheArrows() {
        var classes = new ClassFileImporter().importClasses(IconUsingCore.class);
        assertThatThrownBy(() -> ArchitectureTest.iconsAndBuildtoolsUseNoOtherModule.check(classes))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("IconUsingCore");
    }

    @Test
    void aPackageCycleFailsTheCycleRule() {
        var classes = new ClassFileImporter()
                .importClasses(
                        dev.agtpstudio.app.cyclefixture.a.A.class,
                        dev.agtpstudio.app.cyclefixture.b.B.class,
                        dev.agtpstudio.app.cyclefixture.c.C.class);
        assertThatThrownBy(() -> ArchitectureTest.noPackageCycles(classes))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("app.cyclefixture.a");
    }
}

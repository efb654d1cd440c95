package dev.agtpstudio.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PackageCyclesTest {
    @Test
    void findsTheCycleOfTwoPackagesThatUseEachOther() {
        var classes = new ClassFileImporter()
                .importClasses(
                        dev.agtpstudio.app.cyclefixture.a.A.class,
                        dev.agtpstudio.app.cyclefixture.b.B.class,
                        dev.agtpstudio.app.cyclefixture.c.C.class);
        assertThat(PackageCycles.of(classes, "dev.agtpstudio.app.cyclefixture."))
                .containsExactly(Set.of("a", "b"));
    }
}

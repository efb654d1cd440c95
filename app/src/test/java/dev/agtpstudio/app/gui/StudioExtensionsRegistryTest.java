package dev.agtpstudio.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.testkit.ExtensionClasses;
import org.junit.jupiter.api.Test;

/**
 * Every {@link StudioExtension} class of the app is installed in the production window: named in
 * {@code META-INF/services/dev.agtpstudio.app.gui.StudioExtension}, which {@link StudioExtensions#discovered} reads.
 */
class StudioExtensionsRegistryTest {
    @Test
    void everyExtensionClassIsInTheServicesFile() {
        assertThat(ExtensionClasses.implementing(StudioExtension.class))
                .as("StudioExtension classes the services file leaves out")
                .isNotEmpty()
                .isSubsetOf(StudioExtensions.discovered().stream()
                        .map(Object::getClass)
                        .toList());
    }
}

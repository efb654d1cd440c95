package dev.agtpstudio.app.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.gui.StudioServices;
import org.junit.jupiter.api.Test;

class ServerExtensionRegistrationTest {
    @Test
    void theProductionServicesInstallTheServerExtension() {
        assertThat(StudioServices.installedExtensions()).hasAtLeastOneElementOfType(ServerExtension.class);
    }
}

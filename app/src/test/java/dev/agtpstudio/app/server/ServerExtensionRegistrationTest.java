package dev.agtpstudio.app.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.gui.StudioExtensions;
import org.junit.jupiter.api.Test;

class ServerExtensionRegistrationTest {
    @Test
    void theServerExtensionIsRegisteredForTheProductionWindow() {
        assertThat(StudioExtensions.discovered()).hasAtLeastOneElementOfType(ServerExtension.class);
    }
}

package dev.agtpstudio.app.settings;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.app.ui.prefs.PreferencesViewModel;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The IDE's client-lint preference: kept in the settings file, set from the preferences form. */
class ClientLintSettingsTest {
    @Test
    void theClientsRoundTripThroughTheSettingsFileAndUnknownNamesAreDropped() throws Exception {
        Settings s = Settings.defaults().withClients(Set.of("gemini", "openai-strict"));
        Settings back = SettingsStore.fromJson(SettingsStore.toJson(s));
        assertThat(back.clients()).containsExactlyInAnyOrder("gemini", "openai-strict");
        assertThat(SettingsStore.toJson(s).get("clients").toString()).isEqualTo("[\"openai-strict\",\"gemini\"]");
        assertThat(SettingsStore.fromJson(new ObjectMapper().readTree("{\"clients\": [\"anthropic\", \"cobol\"]}"))
                        .clients())
                .containsExactly("anthropic");
        assertThat(Settings.defaults().clients()).isEmpty();
        assertThat(s.withTheme(Theme.DARK)
                        .withEnvironment(java.util.Map.of("A", "b"))
                        .clients())
                .isEqualTo(s.clients());
    }

    @Test
    void thePreferencesFormHasOneSwitchPerClient() {
        PreferencesViewModel vm = new PreferencesViewModel(Settings.defaults().withClients(Set.of("anthropic")));
        assertThat(vm.clientsProperties().keySet())
                .containsExactly("openai-strict", "anthropic", "gemini", "mcp-hosts");
        assertThat(vm.clientsProperties().get("anthropic").get()).isTrue();
        vm.clientsProperties().get("mcp-hosts").set(true);
        vm.clientsProperties().get("anthropic").set(false);
        assertThat(vm.result().clients()).containsExactly("mcp-hosts");
    }
}

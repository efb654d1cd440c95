package dev.agtpstudio.app.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.settings.Settings;
import dev.agtpstudio.app.settings.Theme;
import dev.agtpstudio.app.ui.prefs.PreferencesViewModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PreferencesViewModelTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @CsvSource(
            value = {
                "API_KEY=abc|",
                "# comment\\n\\nA=1\\nB = two words|",
                "novalue|Environment line 1 is not NAME=value.",
                "A=1\\n1X=2|Environment line 2: \"1X\" is not a variable name (letters, digits, _; not starting with a digit).",
            },
            delimiter = '|')
    void environmentLinesAreChecked(String text, String problem) {
        PreferencesViewModel vm = new PreferencesViewModel(Settings.defaults());
        vm.environmentProperty().set(text.replace("\\n", "\n"));
        assertThat(vm.problem().get()).isEqualTo(problem == null ? "" : problem);
    }

    @Test
    void formShowsTheCurrentSettingsAndProducesTheEditedOnes() throws Exception {
        Path catalog = Files.writeString(dir.resolve("methods.json"), "{}");
        Settings base = Settings.defaults().withEnvironment(Map.of("B", "2", "A", "1"));
        PreferencesViewModel vm = new PreferencesViewModel(base);
        assertThat(vm.environmentProperty().get()).isEqualTo("A=1\nB=2\n");
        vm.fontSizeProperty().set(18);
        vm.themeProperty().set(Theme.DARK);
        vm.catalogFileProperty().set(catalog.toString());
        vm.environmentProperty().set("HOST = example.org\n");
        assertThat(vm.problem().get()).isEmpty();
        Settings r = vm.result();
        assertThat(r.fontSize()).isEqualTo(18);
        assertThat(r.theme()).isEqualTo(Theme.DARK);
        assertThat(r.catalogFile()).isEqualTo(catalog);
        assertThat(r.environment()).containsExactly(Map.entry("HOST", "example.org"));
    }

    @Test
    void missingCatalogFileIsAProblem() {
        PreferencesViewModel vm = new PreferencesViewModel(Settings.defaults());
        vm.catalogFileProperty().set(dir.resolve("nope.json").toString());
        assertThat(vm.problem().get()).contains("does not exist");
    }
}

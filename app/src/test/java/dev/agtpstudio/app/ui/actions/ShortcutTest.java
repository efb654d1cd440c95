package dev.agtpstudio.app.ui.actions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import javafx.scene.input.KeyCharacterCombination;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import org.junit.jupiter.api.Test;

/** Shortcuts name a key or one character; a misspelt key name (it used to read as a character string) is refused. */
class ShortcutTest {
    @Test
    void aShortcutNamesAKeyOrOneCharacter() {
        assertThat(ActionRegistry.shortcut("Shortcut+S")).isInstanceOf(KeyCodeCombination.class);
        assertThat(((KeyCodeCombination) ActionRegistry.shortcut("Shortcut+Shift+F6")).getCode())
                .isEqualTo(KeyCode.F6);
        assertThat(((KeyCharacterCombination) ActionRegistry.shortcut("Shortcut+\\")).getCharacter())
                .isEqualTo("\\");
        assertThat(ActionRegistry.shortcut(null)).isNull();
        assertThatThrownBy(() -> ActionRegistry.shortcut("Shortcut+Back_Slash"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("Back_Slash");
    }
}

package dev.agtpstudio.app.ui.dialog;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** "File changed on disk": Enter keeps the user's edits; reloading is never the default. */
class ReloadDialogFxTest {
    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @Test
    void keepMyVersionIsTheDefaultButton() throws Exception {
        String[] result = WaitForAsyncUtils.asyncFx(() -> {
                    Alert a = new FxDialogService(() -> null).reloadAlert("a.toml", true);
                    StringBuilder sb = new StringBuilder();
                    for (ButtonType t : a.getButtonTypes()) {
                        Button b = (Button) a.getDialogPane().lookupButton(t);
                        sb.append(t.getText())
                                .append(b.isDefaultButton() ? "*" : "")
                                .append(';');
                    }
                    return new String[] {sb.toString(), a.getContentText()};
                })
                .get(10, TimeUnit.SECONDS);
        assertThat(result[0]).contains("Keep My Version*;").contains("Reload from Disk;");
        assertThat(result[1]).contains("discards your unsaved changes");
    }
}

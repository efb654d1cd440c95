package dev.agtpstudio.app.ui.dialog;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.settings.Settings;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Text;
import javafx.stage.Modality;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Every dialog the app creates (all go through {@link DialogWindows#owned}) is owned by the main window, modal to
 * it, titled, in its theme and centred on it; the preferences' labels are shown whole at the default size; the shortcuts help is
 * grouped and scrolls.
 */
class DialogWindowsFxTest {
    private Stage main;
    private FxDialogService dialogs;

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @BeforeEach
    void window() throws Exception {
        main = fx(() -> {
            Stage s = new Stage();
            s.setScene(new Scene(new StackPane(), 1400, 860));
            s.getScene()
                    .getStylesheets()
                    .add(DialogWindowsFxTest.class
                            .getResource("/dev/agtpstudio/app/ui/dark.css")
                            .toExternalForm());
            s.setX(40);
            s.setY(30);
            s.show();
            return s;
        });
        dialogs = new FxDialogService(() -> main);
    }

    @AfterEach
    void close() throws Exception {
        fx(() -> {
            main.close();
            return null;
        });
    }

    private static <T> T fx(Callable<T> c) throws Exception {
        return WaitForAsyncUtils.asyncFx(c).get(10, TimeUnit.SECONDS);
    }

    private Map<String, Callable<Dialog<?>>> everyDialog() {
        Map<String, Callable<Dialog<?>>> all = new LinkedHashMap<>();
        all.put("error", () -> dialogs.alert(Alert.AlertType.ERROR, "Cannot open file", "a.toml is not UTF-8 text."));
        all.put("info", () -> dialogs.alert(Alert.AlertType.INFORMATION, "Unsaved changes restored", "x\n".repeat(20)));
        all.put("confirm", () -> dialogs.alert(Alert.AlertType.CONFIRMATION, "Discard unsaved changes?", "Reload?"));
        all.put("reload", () -> dialogs.reloadAlert("a.toml", true));
        all.put("text", () -> dialogs.textDialog("New Endpoint from Template", "METHOD /path:", "BOOK /rooms"));
        all.put("preferences", () -> dialogs.preferencesDialog(Settings.defaults()));
        all.put(
                "shortcuts",
                () -> ShortcutsDialog.create(
                        main, Map.of("File", List.of(new DialogService.Shortcut("Ctrl+S", "Save")))));
        return all;
    }

    @Test
    void everyDialogIsOwnedByTheMainWindowTitledModalAndCentredOnIt() throws Exception {
        List<String> bad = new ArrayList<>();
        for (Map.Entry<String, Callable<Dialog<?>>> e : everyDialog().entrySet()) {
            Dialog<?> d = fx(() -> {
                Dialog<?> x = e.getValue().call();
                x.show();
                return x;
            });
            WaitForAsyncUtils.waitForFxEvents();
            String problem = fx(() -> {
                StringBuilder p = new StringBuilder();
                if (d.getOwner() != main) {
                    p.append(" not owned by the main window;");
                }
                // modal by blocking the owner's input, never by the platform's modality: that disables the owner,
                // which on X11 pins its size hints and makes openbox un-maximise it (docs/decisions/0493)
                if (d.getModality() != Modality.NONE) {
                    p.append(" platform-modal (disables the main window);");
                }
                int[] reached = new int[1];
                javafx.event.EventHandler<javafx.event.Event> count = ev -> reached[0]++;
                main.getScene().getRoot().addEventHandler(KeyEvent.KEY_PRESSED, count);
                main.getScene().getRoot().addEventHandler(MouseEvent.MOUSE_PRESSED, count);
                javafx.event.Event.fireEvent(
                        main.getScene().getRoot(),
                        new KeyEvent(KeyEvent.KEY_PRESSED, "a", "a", KeyCode.A, false, false, false, false));
                javafx.event.Event.fireEvent(
                        main.getScene().getRoot(),
                        new MouseEvent(
                                MouseEvent.MOUSE_PRESSED,
                                5,
                                5,
                                5,
                                5,
                                MouseButton.PRIMARY,
                                1,
                                false,
                                false,
                                false,
                                false,
                                true,
                                false,
                                false,
                                true,
                                false,
                                false,
                                null));
                main.getScene().getRoot().removeEventHandler(KeyEvent.KEY_PRESSED, count);
                main.getScene().getRoot().removeEventHandler(MouseEvent.MOUSE_PRESSED, count);
                if (reached[0] > 0) {
                    p.append(" the main window takes input while it shows;");
                }
                if (d.getTitle() == null || d.getTitle().isBlank()) {
                    p.append(" no title;");
                }
                if (!d.getDialogPane().getStylesheets().equals(main.getScene().getStylesheets())) {
                    p.append(" not in the window's theme;");
                }
                double dx = d.getX() + d.getWidth() / 2 - (main.getX() + main.getWidth() / 2);
                double dy = d.getY() + d.getHeight() / 2 - (main.getY() + main.getHeight() / 2);
                if (Math.abs(dx) > 2 || Math.abs(dy) > 2) {
                    p.append(String.format(" off centre by %.0f,%.0f;", dx, dy));
                }
                d.close();
                return p.toString();
            });
            if (!problem.isEmpty()) {
                bad.add(e.getKey() + ":" + problem);
            }
        }
        assertThat(bad).isEmpty();
    }

    @Test
    void aDialogResizedWhileShowingStaysCentred() throws Exception {
        // On X11 the window manager may size a dialog only after it is shown.
        Dialog<?> d = fx(() -> {
            Dialog<?> x = everyDialog().get("info").call();
            x.show();
            return x;
        });
        WaitForAsyncUtils.waitForFxEvents();
        double[] offset = fx(() -> {
            d.setWidth(d.getWidth() + 240);
            d.setHeight(d.getHeight() + 60);
            double dx = d.getX() + d.getWidth() / 2 - (main.getX() + main.getWidth() / 2);
            double dy = d.getY() + d.getHeight() / 2 - (main.getY() + main.getHeight() / 2);
            d.close();
            return new double[] {dx, dy};
        });
        assertThat(Math.abs(offset[0])).as("horizontal offset").isLessThanOrEqualTo(2);
        assertThat(Math.abs(offset[1])).as("vertical offset").isLessThanOrEqualTo(2);
    }

    @Test
    void preferencesLabelsAreShownWholeAtTheDefaultSize() throws Exception {
        Dialog<Settings> d = fx(() -> {
            Dialog<Settings> x = dialogs.preferencesDialog(Settings.defaults());
            x.show();
            return x;
        });
        WaitForAsyncUtils.waitForFxEvents();
        List<String> cut = fx(() -> {
            List<String> out = new ArrayList<>();
            for (Node n : all(d.getDialogPane().getContent())) {
                if (n instanceof Label l && l.getText() != null && !l.getText().isEmpty()) {
                    String shown = all(l).stream()
                            .filter(t -> t instanceof Text)
                            .map(t -> ((Text) t).getText())
                            .findFirst()
                            .orElse("");
                    if (!shown.equals(l.getText())) {
                        out.add(l.getText() + " shown as '" + shown + "'");
                    }
                }
            }
            d.close();
            return out;
        });
        assertThat(cut).isEmpty();
    }

    @Test
    void theShortcutsHelpIsGroupedByMenuAndScrolls() throws Exception {
        Map<String, List<DialogService.Shortcut>> byMenu = new LinkedHashMap<>();
        byMenu.put("File", List.of(new DialogService.Shortcut("Ctrl+S", "Save")));
        byMenu.put("Go", List.of(new DialogService.Shortcut("F6", "Next Pane")));
        Dialog<Void> d = fx(() -> {
            Dialog<Void> x = ShortcutsDialog.create(main, byMenu);
            x.show();
            return x;
        });
        WaitForAsyncUtils.waitForFxEvents();
        List<String> headings = fx(() -> all(d.getDialogPane()).stream()
                .filter(n -> n.getStyleClass().contains("shortcuts-heading"))
                .map(n -> ((Label) n).getText())
                .toList());
        boolean scrolls =
                fx(() -> d.getDialogPane().lookup("#shortcuts-list") instanceof javafx.scene.control.ScrollPane);
        double width = fx(d::getWidth);
        double height = fx(d::getHeight);
        fx(() -> {
            d.close();
            return null;
        });
        assertThat(headings).containsExactly("File", "Go");
        assertThat(scrolls).isTrue();
        assertThat(width).as("wide enough to read").isGreaterThan(500);
        assertThat(height).as("tall enough for most of the list").isGreaterThan(500);
    }

    private static List<Node> all(Node root) {
        List<Node> out = new ArrayList<>();
        out.add(root);
        if (root instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                out.addAll(all(c));
            }
        }
        return out;
    }
}

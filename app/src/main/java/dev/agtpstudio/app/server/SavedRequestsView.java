package dev.agtpstudio.app.server;

import dev.agtpstudio.app.ui.dialog.DialogService;
import java.util.function.Consumer;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;

/**
 * The invoke panel's "Saved requests" section: the workspace's {@code requests/} listed (double-click opens one), Save,
 * Rename, Delete, Save response, the environment, and Copy as command / Copy raw. Replacing or deleting a file asks
 * first.
 */
final class SavedRequestsView extends TitledPane {
    SavedRequestsView(SavedRequestsViewModel vm, DialogService dialogs) {
        setText("Saved requests");
        setId("invoke-saved-pane");
        boolean[] wasEmpty = {vm.requests().isEmpty()};
        ListView<String> list = new ListView<>(vm.requests());
        list.setId("invoke-saved");
        list.setPrefHeight(96);
        list.setMinHeight(72); // three names stay visible however the panel is squeezed
        list.setPlaceholder(new Label("Save a request to keep it in requests/NAME.toml, next to the contract."));
        list.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2 && list.getSelectionModel().getSelectedItem() != null) {
                vm.open(list.getSelectionModel().getSelectedItem());
            }
        });
        vm.currentProperty()
                .addListener((o, a, name) -> list.getSelectionModel().select(name));
        Button open = button("Open", "invoke-saved-open", () -> selected(list, vm::open));
        Button save = button(
                "Save\u2026",
                "invoke-save",
                () -> dialogs.askText(
                                "Save request",
                                "Name of the request (requests/NAME.toml):",
                                vm.currentProperty().get())
                        .map(String::trim)
                        .filter(n -> !n.isEmpty())
                        .ifPresent(n -> save(vm, dialogs, n)));
        Button rename = button(
                "Rename\u2026",
                "invoke-saved-rename",
                () -> selected(
                        list,
                        name -> dialogs.askText("Rename request", "New name for " + name + ":", name)
                                .map(String::trim)
                                .filter(n -> !n.isEmpty() && !n.equals(name))
                                .ifPresent(n -> vm.rename(name, n))));
        Button delete = button(
                "Delete",
                "invoke-saved-delete",
                () -> selected(list, name -> {
                    if (dialogs.confirm(
                            "Delete request", "Delete requests/" + name + ".toml and its saved response?")) {
                        vm.delete(name);
                    }
                }));
        Button response = button(
                "Save response",
                "invoke-save-response",
                () -> vm.saveResponse(false, w -> {
                    if (w == SavedRequestsViewModel.Write.EXISTS
                            && dialogs.confirm(
                                    "Replace saved response",
                                    "requests/" + vm.currentProperty().get()
                                            + ".response.txt exists. Replace it with this response?")) {
                        vm.saveResponse(true, x -> {});
                    }
                }));
        response.setTooltip(new Tooltip("Keep the response shown as requests/NAME.response.txt beside the request"));
        ComboBox<String> env = new ComboBox<>(vm.environments());
        env.setId("invoke-env");
        env.valueProperty().bindBidirectional(vm.environmentProperty());
        env.setTooltip(new Tooltip("The variables {{name}} are filled from (requests/environments/NAME.toml)"));
        Button newEnv = button(
                "New\u2026",
                "invoke-env-new",
                () -> dialogs.askText(
                                "New environment",
                                "Name of the environment (requests/environments/NAME.toml):",
                                "local")
                        .map(String::trim)
                        .filter(n -> !n.isEmpty())
                        .ifPresent(vm::newEnvironment));
        Button copyCli = button("Copy as command", "invoke-copy-cli", () -> copy(vm.copyAsCommand()));
        copyCli.setTooltip(new Tooltip("Copy as an agtp-studio invoke command line (variables filled)"));
        Button copyRaw = button("Copy raw", "invoke-copy-raw", () -> copy(vm.copyAsRawRequest()));
        copyRaw.setTooltip(new Tooltip("Copy the exact AGTP request as it goes over the wire"));
        Label message = new Label();
        message.setId("invoke-saved-message");
        message.setWrapText(true);
        message.setMinHeight(USE_PREF_SIZE);
        message.textProperty().bind(vm.messageProperty());
        message.managedProperty().bind(message.textProperty().isNotEmpty());
        message.visibleProperty().bind(message.managedProperty());
        Label envLabel = new Label("Environment");
        envLabel.setMinWidth(USE_PREF_SIZE);
        FlowPane actions = new FlowPane(6, 4, open, save, rename, delete, response);
        FlowPane envLine = new FlowPane(6, 4, envLabel, env, newEnv, copyCli, copyRaw);
        envLine.setAlignment(Pos.CENTER_LEFT);
        VBox box = new VBox(4, list, actions, envLine, message);
        box.setPadding(new Insets(4));
        setContent(box);
        // open while the workspace has saved requests; closed (one line) while it has none, so the target and the
        // headers stay in view
        setExpanded(!vm.requests().isEmpty());
        vm.requests().addListener((javafx.collections.ListChangeListener<String>) c -> {
            if (!vm.requests().isEmpty() && !c.getList().isEmpty() && !isExpanded() && wasEmpty[0]) {
                setExpanded(true);
            }
            wasEmpty[0] = vm.requests().isEmpty();
        });
    }

    private static void save(SavedRequestsViewModel vm, DialogService dialogs, String name) {
        vm.save(name, false, w -> {
            if (w == SavedRequestsViewModel.Write.EXISTS
                    && dialogs.confirm(
                            "Replace saved request",
                            "requests/" + name + ".toml exists. Replace it with the request in the panel?")) {
                vm.save(name, true, x -> {});
            }
        });
    }

    private static void selected(ListView<String> list, Consumer<String> action) {
        String s = list.getSelectionModel().getSelectedItem();
        if (s != null) {
            action.accept(s);
        }
    }

    private static void copy(String text) {
        if (text != null) {
            ClipboardContent c = new ClipboardContent();
            c.putString(text);
            Clipboard.getSystemClipboard().setContent(c);
        }
    }

    private static Button button(String text, String id, Runnable action) {
        Button b = new Button(text);
        b.setId(id);
        b.setMinWidth(USE_PREF_SIZE);
        b.setOnAction(e -> action.run());
        return b;
    }
}

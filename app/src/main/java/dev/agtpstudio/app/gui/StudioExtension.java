package dev.agtpstudio.app.gui;

/**
 * A part of the product that adds itself to the window (the preview pane, the server console, the import wizard):
 * it gets the {@link Studio} once the main window exists and uses {@code mainView().addRightPane/addBottomPane},
 * {@code actions()} and the validation results.
 */
@FunctionalInterface
public interface StudioExtension {
    void install(Studio studio);
}

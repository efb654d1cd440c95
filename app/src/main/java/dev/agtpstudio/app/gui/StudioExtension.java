package dev.agtpstudio.app.gui;

/**
 * A part of the product that adds itself to the window (the preview pane, the server console, the import wizard):
 * it gets the window's {@link StudioHost} once the main window exists and uses {@code mainView().addRightPane/addBottomPane},
 * {@code actions()} and the validation results, never the whole {@link Studio}.
 */
@FunctionalInterface
public interface StudioExtension {
    void install(StudioHost studio);
}

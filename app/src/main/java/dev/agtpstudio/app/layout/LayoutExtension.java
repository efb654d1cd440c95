package dev.agtpstudio.app.layout;

import dev.agtpstudio.app.gui.StudioExtension;
import dev.agtpstudio.app.gui.StudioHost;
import java.util.Optional;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tab;

/**
 * Layouts for small screens (decisions 0582, 0583): View > Toggle Focus Layout (F11) gives the editor the window's
 * full width and gives back the exact layout; the Preview and Invoke panes open in their own window and dock again
 * (View menu, or the tab's context menu; closing the window docks the pane).
 */
public final class LayoutExtension implements StudioExtension {
    /** The right-hand panes that can have their own window, by tab id and title. */
    static final String[][] DETACHABLE = {{"right-preview", "Preview"}, {"right-invoke", "Invoke"}};

    private PaneWindows windows;

    @Override
    public void install(StudioHost studio) {
        windows = new PaneWindows(studio.stage());
        studio.actions()
                .add(
                        "view.focusLayout",
                        "View",
                        "Toggle Focus Layout",
                        "F11",
                        true,
                        null,
                        () -> studio.mainView().focusLayout().toggle());
        for (String[] d : DETACHABLE) {
            String id = d[0];
            studio.actions()
                    .add(
                            "view.detach." + d[1].toLowerCase(java.util.Locale.ROOT),
                            "View",
                            d[1] + " in Its Own Window (or Dock It)",
                            null,
                            // the right-hand area is left as it is: detaching in the focus layout keeps the focus
                            // layout
                            () -> tab(studio, id).ifPresent(windows::toggle));
            tab(studio, id).ifPresent(t -> {
                MenuItem own = new MenuItem("Open in Its Own Window");
                own.setOnAction(e -> windows.detach(t));
                t.setContextMenu(new ContextMenu(own));
            });
        }
        studio.onWindowClosed(windows::dockAll);
    }

    /** The panes' windows (tests). */
    public PaneWindows windows() {
        return windows;
    }

    private Optional<Tab> tab(StudioHost studio, String id) {
        return studio.mainView().rightPanes().getTabs().stream()
                .filter(t -> id.equals(t.getId()))
                .findFirst()
                .or(() -> windows.detachedTab(id));
    }
}

package dev.agtpstudio.editor.style;

import java.util.List;

/** A layer of marks drawn over the syntax colours: diagnostics, the matched bracket, search matches. */
public interface StyleOverlay {
    /** The current marks, sorted by start. Called on the FX thread; the list must not change afterwards. */
    List<Mark> marks();
}

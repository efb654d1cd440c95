package dev.agtpstudio.editor.spi;

import java.util.List;
import org.fxmisc.richtext.model.PlainTextChange;

/** Told about every text change, on the FX thread, right after it happened. */
@FunctionalInterface
public interface EditListener {
    /** @param changes one user action's changes, in order; each position is relative to the text after the previous */
    void edited(List<PlainTextChange> changes);
}

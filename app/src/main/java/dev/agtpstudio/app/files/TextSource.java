package dev.agtpstudio.app.files;

import java.util.function.Supplier;

/**
 * An editor buffer as live validation sees it. Both methods are called on the FX thread only; {@link #version()}
 * increases with every edit.
 */
public interface TextSource {
    String text();

    long version();

    /**
     * The current text, to be read later on any thread (FX thread to take it). Editors whose document is immutable
     * override it so that taking the snapshot costs nothing on the FX thread and the text of a large buffer is only
     * built by the worker that needs it; the default copies the text now.
     */
    default Supplier<String> snapshot() {
        String text = text();
        return () -> text;
    }
}

package dev.agtpstudio.core.complete;

import dev.agtpstudio.core.load.FileKind;

/** Computes completion proposals. Pure: no JavaFX, callable from tests and any thread. */
public interface CompletionProvider {
    CompletionResult complete(CompletionRequest request);

    /**
     * Whether typing {@code typed} should open completion without Ctrl+Space. The default opens it after
     * {@code method = "} / {@code method: } and on an uppercase letter typed in a method value.
     *
     * @param lineBeforeCaret the caret line's text up to the caret, after the typed character
     */
    default boolean autoTrigger(CharSequence lineBeforeCaret, char typed, FileKind kind) {
        return AutoTrigger.inMethodValue(lineBeforeCaret.toString(), typed);
    }
}

package dev.agtpstudio.core.complete;

import dev.agtpstudio.core.load.FileKind;

/** What a provider is asked: the text, the caret offset, the kind of file and the workspace facts. */
public record CompletionRequest(String text, int caret, FileKind kind, CompletionContext context) {
    public CompletionRequest {
        caret = Math.max(0, Math.min(caret, text.length()));
    }
}

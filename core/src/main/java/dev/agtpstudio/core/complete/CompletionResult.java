package dev.agtpstudio.core.complete;

import java.util.List;

/** Proposals, and the span {@code [replaceStart, replaceEnd)} (the typed prefix) that an accepted one replaces. */
public record CompletionResult(int replaceStart, int replaceEnd, List<CompletionItem> items) {
    public CompletionResult {
        items = List.copyOf(items);
    }

    public static CompletionResult empty(int caret) {
        return new CompletionResult(caret, caret, List.of());
    }

    public boolean isEmpty() {
        return items.isEmpty();
    }
}

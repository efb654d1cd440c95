package dev.agtpstudio.core.complete;

/**
 * One completion proposal.
 *
 * @param label         what the list shows
 * @param detail        a short note, e.g. the verb's category
 * @param insertText    what replaces the typed prefix
 * @param documentation what the proposal means (for a key or table: the published schema's description), or null
 */
public record CompletionItem(String label, String detail, String insertText, Kind kind, String documentation) {
    /** What a proposal is, for its icon and sorting. */
    public enum Kind {
        VERB,
        KEY,
        SECTION,
        VALUE,
        RECIPE,
        ERROR_CODE,
        SCOPE
    }

    /** A proposal without documentation. */
    public CompletionItem(String label, String detail, String insertText, Kind kind) {
        this(label, detail, insertText, kind, null);
    }
}

package dev.agtpstudio.core.complete;

/**
 * One completion proposal.
 *
 * @param label      what the list shows
 * @param detail     a short note, e.g. the verb's category
 * @param insertText what replaces the typed prefix
 */
public record CompletionItem(String label, String detail, String insertText, Kind kind) {
    /** What a proposal is, for its icon and sorting. */
    public enum Kind { VERB, KEY, SECTION, VALUE, RECIPE, ERROR_CODE, SCOPE }
}

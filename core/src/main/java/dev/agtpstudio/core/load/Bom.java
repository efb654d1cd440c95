package dev.agtpstudio.core.load;

/** A leading byte-order mark is kept in the text (offsets match the editor) but hidden from the TOML parser and Jackson. */
final class Bom {
    private Bom() {}

    /** {@code text} with a leading U+FEFF replaced by a space, so every offset stays the same. */
    static String asSpace(String text) {
        return !text.isEmpty() && text.charAt(0) == '\uFEFF' ? " " + text.substring(1) : text;
    }
}

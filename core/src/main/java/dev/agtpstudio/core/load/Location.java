package dev.agtpstudio.core.load;

import dev.agtpstudio.core.text.TextRange;

/** Where a key and its value stand in the source; either may be null (an array element has no key). */
public record Location(TextRange key, TextRange value) {
    /** The value's range if known, else the key's. */
    public TextRange best() {
        return value != null ? value : key;
    }
}

package dev.agtpstudio.preview;

import dev.agtpstudio.preview.source.SourceRef;

/** Something a projection had to drop, rename or warn about, located at the source that caused it. */
public record ProjectionNote(String code, String message, SourceRef source) {
}

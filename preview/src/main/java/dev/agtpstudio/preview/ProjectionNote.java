package dev.agtpstudio.preview;

import dev.agtpstudio.preview.source.SourceRef;

/**
 * Something a projection had to drop, rename or warn about, located at the source that caused it. An {@code error}
 * is a note whose element cannot work on that surface as projected (an A2T tool that cannot be called): the CLI
 * reports it as an error and exits 1, the preview marks it.
 */
public record ProjectionNote(String code, String message, SourceRef source, boolean error) {
    public ProjectionNote(String code, String message, SourceRef source) {
        this(code, message, source, false);
    }
}

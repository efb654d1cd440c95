package dev.agtpstudio.preview.source;

import dev.agtpstudio.core.text.TextRange;
import java.nio.file.Path;

/** The source text that produced one element of a projection. */
public record SourceRef(Path file, TextRange range, String keyPath) {}

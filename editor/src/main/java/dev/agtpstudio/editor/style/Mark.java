package dev.agtpstudio.editor.style;

/** An overlay style class on the document span {@code [start, end)}, e.g. a squiggle or a search match. */
public record Mark(int start, int end, String cssClass) {}

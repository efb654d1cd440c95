package dev.agtpstudio.preview;

/**
 * How one projection is computed: from the workspace, the options and the endpoint files published, and from the
 * other projections it derives from, all read through {@link ProjectionInputs}. Each {@link ProjectionKind} registers
 * exactly one, with its name, titles, export file and the projections it reads (docs/projections.md); the preview
 * pane, {@code manifest --projection}, the server's surfaces ({@link Projections#served}) and docs/projections.md all
 * read that registry, so a new projection is one enum constant and, when it needs one, one projector class.
 */
@FunctionalInterface
interface Projector {
    Projection project(ProjectionInputs in);
}

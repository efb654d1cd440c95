package dev.agtpstudio.preview;

import java.time.Instant;

/**
 * Inputs a projection takes besides the workspace. Timestamps are injected so output is deterministic in tests.
 *
 * @param issued          the manifest's {@code server.issued} (defaults to {@code [server] issued}, else {@code now})
 * @param updated         the manifest's {@code server.updated}
 * @param documentVersion the manifest's {@code document_version}
 */
public record ProjectionOptions(Instant issued, Instant updated, String documentVersion) {
    public static ProjectionOptions at(Instant now) {
        return new ProjectionOptions(null, now, "1");
    }

    public ProjectionOptions withDocumentVersion(String v) {
        return new ProjectionOptions(issued, updated, v);
    }
}

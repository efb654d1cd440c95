package dev.agtpstudio.preview;

import java.time.Instant;

/**
 * Inputs a projection takes besides the workspace. Timestamps are injected so output is deterministic in tests.
 *
 * @param issued           the manifest's {@code server.issued} (defaults to {@code [server] issued}, else {@code now})
 * @param updated          the manifest's {@code server.updated}
 * @param documentVersion  the manifest's {@code document_version}
 * @param identifiedCaller whether the manifest is for a caller presenting an identity (an {@code Agent-ID}): with
 *                         {@code [agents] disclosure = "authenticated"} only such a caller sees {@code hosted_agents}
 *                         (AGTP-API §8.5)
 */
public record ProjectionOptions(Instant issued, Instant updated, String documentVersion, boolean identifiedCaller) {
    /** Options for an anonymous caller, as {@code manifest}, the preview and a DISCOVER without Agent-ID see it. */
    public ProjectionOptions(Instant issued, Instant updated, String documentVersion) {
        this(issued, updated, documentVersion, false);
    }

    public static ProjectionOptions at(Instant now) {
        return new ProjectionOptions(null, now, "1");
    }

    public ProjectionOptions withDocumentVersion(String v) {
        return new ProjectionOptions(issued, updated, v, identifiedCaller);
    }

    /** The same options for a caller that presents an Agent-ID (AGTP-API §8.5). */
    public ProjectionOptions forIdentifiedCaller() {
        return new ProjectionOptions(issued, updated, documentVersion, true);
    }
}

package dev.agtpstudio.conformance;

import com.fasterxml.jackson.databind.JsonNode;

/** Reads the target's manifest: DISCOVER without Agent-ID (AGTP-API §8.10). */
public final class ManifestFetch {
    private ManifestFetch() {}

    /** The target could not be reached, or its manifest could not be read: {@code check} exits 2. */
    public static final class Unreachable extends Exception {
        private static final long serialVersionUID = 1L;

        public Unreachable(String message) {
            super(message);
        }
    }

    public static ServedManifest fetch(Probe probe, Requests requests) throws Unreachable {
        Sent s = probe.send(requests.bare(Protocol.DISCOVER, null, false));
        if (!s.answered()) {
            throw new Unreachable("cannot reach " + probe.target() + ": " + s.failure());
        }
        JsonNode doc = s.json().orElse(null);
        if (s.status() != 200 || doc == null || !doc.isObject()) {
            throw new Unreachable(probe.target() + " answered DISCOVER (no Agent-ID) with " + s.describe()
                    + " instead of a manifest (AGTP-API §8.10)");
        }
        return new ServedManifest(doc, s);
    }
}

package dev.agtpstudio.importer;

import java.util.List;

/**
 * How to convert and write.
 *
 * @param select          tags or paths (exact, or a prefix ending with *) to keep; empty keeps all
 * @param serverIndex     which of the spec's servers the handlers call (0-based)
 * @param includeHeaders  header parameters become inputs too
 * @param overwrite       replace files an earlier import wrote even when a person edited them since (their edits are
 *                        not kept)
 * @param force           replace files the earlier imports did not write, and links (the link itself, never the file
 *                        it points to); without it they are left alone and reported (decision 0476)
 * @param allowRemoteRefs fetch remote $refs
 * @param timeoutSeconds  timeout_seconds of every handler
 * @param upstream        base URL every handler calls instead of the spec's servers (a mock, sandbox or staging
 *                        server; http only on loopback), or null
 */
public record ImportOptions(
        List<String> select,
        int serverIndex,
        boolean includeHeaders,
        boolean overwrite,
        boolean force,
        boolean allowRemoteRefs,
        double timeoutSeconds,
        String upstream) {
    public ImportOptions {
        select = select == null ? List.of() : List.copyOf(select);
    }

    public static ImportOptions defaults() {
        return new ImportOptions(List.of(), 0, true, false, false, false, 30, null);
    }

    public ImportOptions withSelect(List<String> s) {
        return new ImportOptions(
                s, serverIndex, includeHeaders, overwrite, force, allowRemoteRefs, timeoutSeconds, upstream);
    }

    public ImportOptions withServerIndex(int i) {
        return new ImportOptions(
                select, i, includeHeaders, overwrite, force, allowRemoteRefs, timeoutSeconds, upstream);
    }

    public ImportOptions withOverwrite(boolean o) {
        return new ImportOptions(
                select, serverIndex, includeHeaders, o, force, allowRemoteRefs, timeoutSeconds, upstream);
    }

    public ImportOptions withForce(boolean f) {
        return new ImportOptions(
                select, serverIndex, includeHeaders, overwrite, f, allowRemoteRefs, timeoutSeconds, upstream);
    }

    public ImportOptions withAllowRemoteRefs(boolean a) {
        return new ImportOptions(select, serverIndex, includeHeaders, overwrite, force, a, timeoutSeconds, upstream);
    }

    /**
     * Every handler calls {@code url}; null for the spec's servers.
     *
     * @throws IllegalArgumentException with {@link ServerUrls#upstreamProblem}'s message when it cannot be used
     */
    public ImportOptions withUpstream(String url) {
        if (url != null && ServerUrls.upstreamProblem(url) != null) {
            throw new IllegalArgumentException(ServerUrls.upstreamProblem(url));
        }
        return new ImportOptions(
                select, serverIndex, includeHeaders, overwrite, force, allowRemoteRefs, timeoutSeconds, url);
    }
}

package dev.agtpstudio.importer;

import java.util.List;

/**
 * How to convert and write.
 *
 * @param select          tags or paths (exact, or a prefix ending with *) to keep; empty keeps all
 * @param serverIndex     which of the spec's servers the handlers call (0-based)
 * @param includeHeaders  header parameters become inputs too
 * @param overwrite       replace files even when a person edited them since the last import
 * @param allowRemoteRefs fetch remote $refs
 * @param timeoutSeconds  timeout_seconds of every handler
 */
public record ImportOptions(List<String> select, int serverIndex, boolean includeHeaders, boolean overwrite,
                            boolean allowRemoteRefs, double timeoutSeconds) {
    public ImportOptions {
        select = select == null ? List.of() : List.copyOf(select);
    }

    public static ImportOptions defaults() {
        return new ImportOptions(List.of(), 0, true, false, false, 30);
    }

    public ImportOptions withSelect(List<String> s) {
        return new ImportOptions(s, serverIndex, includeHeaders, overwrite, allowRemoteRefs, timeoutSeconds);
    }

    public ImportOptions withServerIndex(int i) {
        return new ImportOptions(select, i, includeHeaders, overwrite, allowRemoteRefs, timeoutSeconds);
    }

    public ImportOptions withOverwrite(boolean o) {
        return new ImportOptions(select, serverIndex, includeHeaders, o, allowRemoteRefs, timeoutSeconds);
    }

    public ImportOptions withAllowRemoteRefs(boolean a) {
        return new ImportOptions(select, serverIndex, includeHeaders, overwrite, a, timeoutSeconds);
    }

    public ImportOptions withIncludeHeaders(boolean h) {
        return new ImportOptions(select, serverIndex, h, overwrite, allowRemoteRefs, timeoutSeconds);
    }
}

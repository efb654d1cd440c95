package dev.agtpstudio.server.tools;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * Where tool versions come from (A2T §5.4, §6.3). A version is a positive integer starting at 1 and its signature is
 * locked. The app backs this with the contract-evolution engine (the recorded versions and the signatures earlier
 * versions had); {@link #CURRENT_ONLY} serves only the current version the projection gives each tool.
 */
public interface ToolVersions {
    /** One version of a tool and its full signature ({@code version} and {@code currentVersion} filled in). */
    record Version(int number, ObjectNode signature) {}

    /**
     * Every version of {@code tool} (its signature as projected from the workspace now is the current one), newest
     * first; the first entry is the current version.
     */
    List<Version> versions(Tool tool);

    /**
     * Only the current version of every tool: the number the projection gives it (the workspace's tool history, 1 when
     * none is recorded), its signature the current one; no earlier versions.
     */
    ToolVersions CURRENT_ONLY = tool -> {
        int n = Math.max(1, tool.signature().path("currentVersion").asInt(1));
        return List.of(new Version(n, numbered(tool.signature(), n, n)));
    };

    /** A copy of {@code signature} as version {@code number} of a tool whose current version is {@code current}. */
    static ObjectNode numbered(ObjectNode signature, int number, int current) {
        ObjectNode s = signature.deepCopy();
        s.put("version", Integer.toString(number));
        s.put("currentVersion", Integer.toString(current));
        return s;
    }
}

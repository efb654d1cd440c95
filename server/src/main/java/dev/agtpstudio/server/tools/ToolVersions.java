package dev.agtpstudio.server.tools;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * Where tool versions come from (A2T §5.4, §6.3). A version is a positive integer starting at 1 and its signature is
 * locked. The app backs this with the contract-evolution engine (the recorded versions and the signatures earlier
 * versions had); {@link #CURRENT_ONLY} makes every tool version 1.
 */
public interface ToolVersions {
    /** One version of a tool and its full signature ({@code version} and {@code currentVersion} filled in). */
    record Version(int number, ObjectNode signature) {
    }

    /**
     * Every version of {@code tool} (its signature as projected from the workspace now is the current one), newest
     * first; the first entry is the current version.
     */
    List<Version> versions(Tool tool);

    /** Every tool is version 1, its signature the current one. */
    ToolVersions CURRENT_ONLY = tool -> List.of(new Version(1, numbered(tool.signature(), 1, 1)));

    /** A copy of {@code signature} as version {@code number} of a tool whose current version is {@code current}. */
    static ObjectNode numbered(ObjectNode signature, int number, int current) {
        ObjectNode s = signature.deepCopy();
        s.put("version", Integer.toString(number));
        s.put("currentVersion", Integer.toString(current));
        return s;
    }
}

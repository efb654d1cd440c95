package dev.agtpstudio.server.tools;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * Where tool versions come from (A2T §5.4, §6.3). A version is a positive integer starting at 1 and its signature is
 * locked. The contract-evolution engine is meant to implement this (each breaking change of an endpoint's contract a
 * new version, with the signature it had); until it is wired in, {@link #CURRENT_ONLY} makes every tool version 1.
 */
public interface ToolVersions {
    /** One version of a tool and its full signature ({@code version} and {@code currentVersion} filled in). */
    record Version(int number, ObjectNode signature) {
    }

    /**
     * Every version of the tool whose current signature is {@code current} (as projected from the workspace now),
     * newest first; the first entry is the current version.
     */
    List<Version> versions(String toolId, ObjectNode current);

    /** Every tool is version 1, its signature the current one. */
    ToolVersions CURRENT_ONLY = (toolId, current) -> {
        ObjectNode s = current.deepCopy();
        s.put("version", "1");
        s.put("currentVersion", "1");
        return List.of(new Version(1, s));
    };
}

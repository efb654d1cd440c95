package dev.agtpstudio.evolution;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.workspace.ToolHistory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Per-tool A2T versions (A2T §5.4). A tool's signature is locked per version; versions are positive integers that
 * rise by one. A change that only adds optional inputs or outputs (or rewords the description) gives a new version
 * old callers can still use; any breaking change gives a new version old callers cannot use, and they stay on the
 * old number. The versions agents know are kept in {@code .agtp-studio/a2t-tools.json}; a tool not listed there is
 * at version 1. This is the API the server's A2T listener reads: {@link #read} and {@link #versionOf}.
 */
public final class A2tToolVersions {
    private final Map<String, Integer> versions;

    private A2tToolVersions(Map<String, Integer> versions) {
        this.versions = Map.copyOf(versions);
    }

    /** No tool recorded: every tool at version 1. */
    public static A2tToolVersions initial() {
        return new A2tToolVersions(Map.of());
    }

    public static A2tToolVersions of(Map<String, Integer> versions) {
        return new A2tToolVersions(versions);
    }

    /** The file that holds the versions of the workspace at {@code root} ({@link ToolHistory#file}). */
    public static Path file(Path root) {
        return ToolHistory.file(root);
    }

    /** The recorded versions of {@code root}'s tools ({@link ToolHistory#read}); unreadable or absent means every tool at 1. */
    public static A2tToolVersions read(Path root) {
        return new A2tToolVersions(ToolHistory.read(root));
    }

    /** The version of the tool for {@code endpoint} ({@code METHOD /path}); 1 when none was recorded. */
    public int versionOf(String endpoint) {
        return versions.getOrDefault(endpoint, 1);
    }

    public Map<String, Integer> asMap() {
        return versions;
    }

    /** The versions each changed tool moves to because of {@code changes}; tools without changes are left out. */
    public Map<String, ToolVersion> plan(List<Change> changes) {
        Map<String, List<Change>> byTool = new LinkedHashMap<>();
        for (Change c : changes) {
            boolean tool = c.endpoint() != null
                    && c.location() != null
                    && c.location().fileName().endsWith(".toml");
            if (tool && (c.kind() == ChangeKind.ENDPOINT_ADDED || isSignature(c.kind()))) {
                byTool.computeIfAbsent(c.endpoint(), k -> new ArrayList<>()).add(c);
            }
        }
        Map<String, ToolVersion> out = new TreeMap<>();
        for (Map.Entry<String, List<Change>> e : byTool.entrySet()) {
            List<Change> cs = e.getValue();
            List<String> reasons =
                    cs.stream().map(c -> c.kind().id()).distinct().toList();
            if (cs.stream().allMatch(c -> c.kind() == ChangeKind.ENDPOINT_ADDED)) {
                out.put(e.getKey(), new ToolVersion(e.getKey(), 0, 1, true, reasons));
                continue;
            }
            int prev = versionOf(e.getKey());
            boolean compatible = cs.stream().noneMatch(c -> c.severity() == ChangeSeverity.BREAKING);
            out.put(e.getKey(), new ToolVersion(e.getKey(), prev, prev + 1, compatible, reasons));
        }
        return out;
    }

    /** These versions with {@code plan} applied: what to record once the new version is published. */
    public A2tToolVersions apply(Map<String, ToolVersion> plan) {
        Map<String, Integer> m = new TreeMap<>(versions);
        plan.values().forEach(t -> m.put(t.endpoint(), t.current()));
        return new A2tToolVersions(m);
    }

    /**
     * Writes these versions for the workspace at {@code root}, atomically; the recorded signatures in the same file
     * are kept (decision 0512). A malformed file is not replaced.
     */
    public void write(Path root) throws IOException {
        ToolHistory.update(root, n -> {
            ObjectNode tools = n.putObject("tools");
            new TreeMap<>(versions).forEach(tools::put);
        });
    }

    /**
     * Kinds that change a tool's signature or what calling it means: inputs and outputs (A2T §6.1), description and
     * tags (text and capability), and, conservatively, errors, scopes and the semantic block. A deprecation alone
     * does not: the signature carries no deprecation.
     */
    private static boolean isSignature(ChangeKind k) {
        String id = k.id();
        return id.startsWith("input/")
                || id.startsWith("output/")
                || id.startsWith("error/")
                || id.startsWith("scope/")
                || id.startsWith("semantic/");
    }
}

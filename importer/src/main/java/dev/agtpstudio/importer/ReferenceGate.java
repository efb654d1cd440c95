package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.load.DataTree;
import dev.agtpstudio.core.load.LoaderLimits;
import dev.agtpstudio.core.load.SourceText;
import dev.agtpstudio.core.net.Schemes;
import java.io.IOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Decides, before swagger-parser reads anything, which {@code $ref}s of a spec may be followed, and reads what they
 * reach: a relative file reference only when it stays inside the spec's folder tree (after symlinks; no absolute
 * paths, no {@code file:}), every file it reaches read with the loaders' limits; a remote one only when remote
 * references are allowed, through {@link RemoteDocuments} (the bounded client, https, public hosts). Nothing here
 * resolves a reference; {@link LocalBundle} makes what was read one tree.
 */
final class ReferenceGate {
    /**
     * What the gate found: whether any external reference is used, and why the spec is refused (empty: accepted);
     * the local files it read, and the remote documents it read (only with remote references allowed).
     */
    record Verdict(
            boolean hasExternal,
            boolean hasRemote,
            List<SpecProblem> refusals,
            Path root,
            Map<Path, JsonNode> files,
            Map<String, JsonNode> remote) {
        boolean accepted() {
            return refusals.isEmpty();
        }
    }

    static Path fileOf(Path from, String ref) {
        String file = ref.contains("#") ? ref.substring(0, ref.indexOf('#')) : ref;
        if (file.isEmpty() || file.contains(":")) {
            return null;
        }
        Path p = from.getParent().resolve(file).normalize();
        try {
            return p.toRealPath();
        } catch (IOException e) {
            return p;
        }
    }

    private final LoaderLimits limits;
    private final boolean allowRemote;
    private final RemoteDocuments.Policy remotePolicy;

    /** Whether a host name may be fetched; the default looks up its addresses. */
    @FunctionalInterface
    interface HostCheck {
        String refusal(String host);
    }

    ReferenceGate(LoaderLimits limits, boolean allowRemote, RemoteDocuments.Policy remotePolicy) {
        this.limits = limits;
        this.allowRemote = allowRemote;
        this.remotePolicy = remotePolicy;
    }

    /** @param rootTree the spec already read (with limits); {@code specFile} its path */
    Verdict check(Path specFile, JsonNode rootTree) {
        Path root;
        try {
            root = specFile.toAbsolutePath().getParent().toRealPath();
        } catch (IOException e) {
            root = specFile.toAbsolutePath().getParent();
        }
        List<SpecProblem> refusals = new ArrayList<>();
        Set<Path> seen = new LinkedHashSet<>();
        Map<Path, JsonNode> files = new java.util.HashMap<>();
        Map<String, String> remoteRefs = new java.util.LinkedHashMap<>();
        Deque<Map.Entry<Path, JsonNode>> todo = new ArrayDeque<>();
        Path start;
        try {
            start = specFile.toAbsolutePath().toRealPath();
        } catch (IOException e) {
            start = specFile.toAbsolutePath();
        }
        todo.add(Map.entry(start, rootTree));
        boolean external = false;
        boolean remote = false;
        while (!todo.isEmpty() && refusals.isEmpty()) {
            Map.Entry<Path, JsonNode> next = todo.poll();
            Path from = next.getKey();
            for (String ref : refs(next.getValue())) {
                String file = ref.contains("#") ? ref.substring(0, ref.indexOf('#')) : ref;
                if (file.isEmpty()) {
                    continue;
                }
                external = true;
                String where = next.getKey().getFileName() + ": $ref " + ref;
                String scheme = Schemes.of(file);
                if (scheme != null && !scheme.equals("http") && !scheme.equals("https")) {
                    refusals.add(new SpecProblem(
                            where,
                            "a reference to another scheme is refused: the scheme "
                                    + scheme
                                    + ": is not supported here; references are relative paths inside the spec's "
                                    + "folder or, with --allow-remote-refs, https:// URLs"));
                    continue;
                }
                if (scheme != null) {
                    remote = true;
                    remoteRefs.putIfAbsent(ref, next.getKey().getFileName().toString());
                    continue;
                }
                Path target = local(root, from, file, where, refusals);
                if (target != null && seen.add(target)) {
                    JsonNode tree = read(target, where, refusals);
                    if (tree != null) {
                        files.put(target, tree);
                        todo.add(Map.entry(target, tree));
                    }
                }
            }
        }
        RemoteDocuments docs = new RemoteDocuments(limits, remotePolicy);
        if (allowRemote && refusals.isEmpty() && !remoteRefs.isEmpty()) {
            docs.read(remoteRefs, refusals);
        }
        return new Verdict(external, remote, refusals, root, files, docs.documents());
    }

    private Path local(Path root, Path from, String file, String where, List<SpecProblem> refusals) {
        if (file.contains(":") || file.startsWith("/") || file.startsWith("\\")) {
            refusals.add(new SpecProblem(
                    where,
                    "a reference to an absolute path or another scheme is refused; "
                            + "local references must be relative paths inside the spec's folder"));
            return null;
        }
        Path target = from.getParent().resolve(file).normalize();
        Path real;
        try {
            real = target.toRealPath();
        } catch (IOException e) {
            refusals.add(new SpecProblem(where, "the referenced file " + target + " does not exist or cannot be read"));
            return null;
        }
        if (!real.startsWith(root)) {
            refusals.add(new SpecProblem(
                    where,
                    "the reference leaves the spec's folder (" + root + "); local "
                            + "references must stay inside it, so it is refused"));
            return null;
        }
        return real;
    }

    private JsonNode read(Path file, String where, List<SpecProblem> refusals) {
        try {
            if (!Files.isRegularFile(file)) { // a pipe or a device would block the read or never end
                refusals.add(new SpecProblem(where, file.getFileName() + " is not a regular file; it is not read"));
                return null;
            }
            if (Files.size(file) > limits.maxFileBytes()) {
                refusals.add(new SpecProblem(
                        where,
                        file.getFileName() + " is larger than " + limits.maxFileBytes() / (1024 * 1024)
                                + " MB; it is not read"));
                return null;
            }
            DataTree t = DataTree.read(SourceText.of(file, Files.readString(file, StandardCharsets.UTF_8)), limits);
            if (!t.readable()) {
                t.diagnostics().stream()
                        .findFirst()
                        .ifPresent(d -> refusals.add(new SpecProblem(
                                file.getFileName() + ":" + d.range().startLine() + ":"
                                        + d.range().startColumn(),
                                d.message() + " (referenced by " + where + ")")));
                return null;
            }
            return t.root();
        } catch (IOException | RuntimeException e) {
            refusals.add(new SpecProblem(where, "cannot read " + file + ": " + e.getMessage()));
            return null;
        }
    }

    /** Null when every address of the host is public; otherwise why not. */
    static String publicHost(String host) {
        InetAddress[] all;
        try {
            all = InetAddress.getAllByName(host);
        } catch (UnknownHostException e) {
            return "the host " + host + " is unknown";
        }
        for (InetAddress a : all) {
            if (a.isLoopbackAddress()
                    || a.isLinkLocalAddress()
                    || a.isSiteLocalAddress()
                    || a.isAnyLocalAddress()
                    || a.isMulticastAddress()
                    || uniqueLocal(a)) {
                return "the host " + host + " is a loopback, link-local or private address (" + a.getHostAddress()
                        + "); only public hosts may be fetched";
            }
        }
        return null;
    }

    private static boolean uniqueLocal(InetAddress a) {
        byte[] b = a.getAddress();
        return b.length == 16 && (b[0] & 0xfe) == 0xfc;
    }

    /** Every {@code $ref} string in a tree. */
    static Set<String> refs(JsonNode tree) {
        Set<String> out = new LinkedHashSet<>();
        Deque<JsonNode> stack = new ArrayDeque<>();
        stack.push(tree);
        while (!stack.isEmpty()) {
            JsonNode n = stack.pop();
            if (n.isObject()) {
                JsonNode r = n.get("$ref");
                if (r != null && r.isTextual()) {
                    out.add(r.asText());
                }
                for (Iterator<JsonNode> it = n.elements(); it.hasNext(); ) {
                    stack.push(it.next());
                }
            } else if (n.isArray()) {
                n.forEach(stack::push);
            }
        }
        return out;
    }
}

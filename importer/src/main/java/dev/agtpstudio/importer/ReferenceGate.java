package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.load.DataTree;
import dev.agtpstudio.core.load.LoaderLimits;
import dev.agtpstudio.core.load.SourceText;
import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
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
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Decides, before swagger-parser reads anything, which {@code $ref}s of a spec may be followed: a relative file
 * reference only when it stays inside the spec's folder tree (after symlinks; no absolute paths, no {@code file:}),
 * and every file it reaches is read with the loaders' limits; a remote one only when remote references are allowed,
 * over https, to a host whose every address is public (no loopback, link-local, private or multicast address).
 * swagger-parser then resolves what passed; nothing here resolves a reference.
 */
final class ReferenceGate {
    /** What the gate found: whether any external reference is used, and why the spec is refused (empty: accepted). */
    record Verdict(boolean hasExternal, boolean hasRemote, List<SpecProblem> refusals, Path root,
                   Map<Path, JsonNode> files, Map<Path, Set<Path>> edges) {
        boolean accepted() {
            return refusals.isEmpty();
        }

        /** Every file a subtree written in {@code from} reaches through references, transitively. */
        Set<Path> reach(Path from, JsonNode subtree) {
            Set<Path> out = new LinkedHashSet<>();
            Deque<Path> todo = new ArrayDeque<>();
            for (String ref : refs(subtree)) {
                Path p = fileOf(from, ref);
                if (p != null && out.add(p)) {
                    todo.add(p);
                }
            }
            while (!todo.isEmpty()) {
                for (Path next : edges.getOrDefault(todo.poll(), Set.of())) {
                    if (out.add(next)) {
                        todo.add(next);
                    }
                }
            }
            return out;
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
    private final HostCheck hosts;

    /** Whether a host name may be fetched; the default looks up its addresses. */
    @FunctionalInterface
    interface HostCheck {
        String refusal(String host);
    }

    ReferenceGate(LoaderLimits limits, boolean allowRemote) {
        this(limits, allowRemote, ReferenceGate::publicHost);
    }

    ReferenceGate(LoaderLimits limits, boolean allowRemote, HostCheck hosts) {
        this.limits = limits;
        this.allowRemote = allowRemote;
        this.hosts = hosts;
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
        Map<Path, Set<Path>> edges = new java.util.HashMap<>();
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
                String lower = file.toLowerCase(Locale.ROOT);
                if (lower.startsWith("http://") || lower.startsWith("https://")) {
                    remote = true;
                    if (allowRemote) {
                        String why = remoteRefusal(file);
                        if (why != null) {
                            refusals.add(new SpecProblem(where, why));
                        }
                    }
                    continue;
                }
                Path target = local(root, from, file, where, refusals);
                if (target != null) {
                    edges.computeIfAbsent(from, k -> new LinkedHashSet<>()).add(target);
                }
                if (target != null && seen.add(target)) {
                    JsonNode tree = read(target, where, refusals);
                    if (tree != null) {
                        files.put(target, tree);
                        todo.add(Map.entry(target, tree));
                    }
                }
            }
        }
        return new Verdict(external, remote, refusals, root, files, edges);
    }

    private Path local(Path root, Path from, String file, String where, List<SpecProblem> refusals) {
        if (file.contains(":") || file.startsWith("/") || file.startsWith("\\")) {
            refusals.add(new SpecProblem(where, "a reference to an absolute path or another scheme is refused; "
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
            refusals.add(new SpecProblem(where, "the reference leaves the spec's folder (" + root + "); local "
                    + "references must stay inside it, so it is refused"));
            return null;
        }
        return real;
    }

    private JsonNode read(Path file, String where, List<SpecProblem> refusals) {
        try {
            if (Files.size(file) > limits.maxFileBytes()) {
                refusals.add(new SpecProblem(where, file.getFileName() + " is larger than "
                        + limits.maxFileBytes() / (1024 * 1024) + " MB; it is not read"));
                return null;
            }
            DataTree t = DataTree.read(SourceText.of(file, Files.readString(file, StandardCharsets.UTF_8)), limits);
            if (!t.readable()) {
                t.diagnostics().stream().findFirst().ifPresent(d -> refusals.add(new SpecProblem(
                        file.getFileName() + ":" + d.range().startLine() + ":" + d.range().startColumn(),
                        d.message() + " (referenced by " + where + ")")));
                return null;
            }
            return t.root();
        } catch (IOException | RuntimeException e) {
            refusals.add(new SpecProblem(where, "cannot read " + file + ": " + e.getMessage()));
            return null;
        }
    }

    private String remoteRefusal(String url) {
        URI uri;
        try {
            uri = URI.create(url);
        } catch (IllegalArgumentException e) {
            return "not a URL: " + url;
        }
        if (!"https".equalsIgnoreCase(uri.getScheme())) {
            return "remote references must use https; " + url + " is refused";
        }
        if (uri.getHost() == null) {
            return "no host in " + url;
        }
        String why = hosts.refusal(uri.getHost());
        return why == null ? null : why + "; " + url + " is refused";
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
            if (a.isLoopbackAddress() || a.isLinkLocalAddress() || a.isSiteLocalAddress() || a.isAnyLocalAddress()
                    || a.isMulticastAddress() || uniqueLocal(a)) {
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

package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.load.DataTree;
import dev.agtpstudio.core.load.LoaderLimits;
import dev.agtpstudio.core.load.SourceText;
import dev.agtpstudio.core.net.BoundedHttp;
import dev.agtpstudio.core.net.ClientTimeout;
import dev.agtpstudio.core.net.Deadline;
import dev.agtpstudio.core.net.Schemes;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The remote documents a spec refers to ({@code --allow-remote-refs}), read through the product's one bounded client
 * ({@link BoundedHttp}: one {@link Deadline} for every remote read of an import, a body limit, no redirects) and then
 * with the loaders' limits, before anything else sees them. References inside a remote document are followed the same
 * way (relative ones against its address), each passing the same rules: https only (a {@code file:}, {@code ftp:} or
 * any other scheme is refused), a host whose every address is public, at most {@link Policy#maxDocuments} documents.
 * {@link LocalBundle} then hangs them under {@value #KEY}, so swagger-parser never fetches anything (decision 0475).
 */
final class RemoteDocuments {
    /** Where remote documents hang in the bundled tree, by their address. */
    static final String KEY = "x-agtp-remote";

    /** How one document is read: {@link BoundedHttp#get} in the product. */
    @FunctionalInterface
    interface Fetch {
        byte[] get(URI uri, Deadline deadline, long maxBytes) throws IOException;
    }

    /**
     * The rules of remote reads.
     *
     * @param schemes      the schemes a remote reference may use
     * @param hosts        whether a host may be read (the product: public addresses only)
     * @param timeout      one time limit for all remote reads of an import
     * @param maxDocuments most remote documents one import reads
     */
    record Policy(Set<String> schemes, ReferenceGate.HostCheck hosts, Duration timeout, int maxDocuments, Fetch fetch) {
        static final Policy STANDARD =
                new Policy(Set.of("https"), ReferenceGate::publicHost, Duration.ofSeconds(60), 100, BoundedHttp::get);

        /** Null when {@code url} may be read; otherwise why not, in words. */
        String refusal(URI url) {
            try {
                Schemes.require(url.toString(), schemes);
            } catch (IllegalArgumentException e) {
                return e.getMessage() + " (the reference is refused)";
            }
            if (url.getScheme() == null) {
                return "'" + url + "' is not an absolute URL";
            }
            if (url.getHost() == null) {
                return "no host in " + url;
            }
            String why = hosts.refusal(url.getHost());
            return why == null ? null : why + "; " + url + " is refused";
        }
    }

    private final LoaderLimits limits;
    private final Policy policy;
    private final Map<String, JsonNode> docs = new LinkedHashMap<>();

    RemoteDocuments(LoaderLimits limits, Policy policy) {
        this.limits = limits;
        this.policy = policy;
    }

    /** The documents read, by their address without fragment. */
    Map<String, JsonNode> documents() {
        return docs;
    }

    /** The address of a reference without its fragment, or null when it is not a URL. */
    static String document(String ref) {
        int hash = ref.indexOf('#');
        return hash < 0 ? ref : ref.substring(0, hash);
    }

    /**
     * Reads every document the given references reach, transitively, under one deadline.
     *
     * @param first where each remote reference of the spec and its local files was written, by the reference
     */
    void read(Map<String, String> first, List<SpecProblem> refusals) {
        Deadline deadline = Deadline.after(policy.timeout());
        Deque<Map.Entry<String, String>> todo = new ArrayDeque<>(first.entrySet());
        while (!todo.isEmpty() && refusals.isEmpty()) {
            Map.Entry<String, String> next = todo.poll();
            String where = next.getValue() + ": $ref " + next.getKey();
            URI uri;
            try {
                uri = new URI(document(next.getKey()));
            } catch (URISyntaxException e) {
                refusals.add(new SpecProblem(where, "not a URL: " + e.getReason()));
                return;
            }
            if (docs.containsKey(uri.toString())) {
                continue;
            }
            String why = policy.refusal(uri);
            if (why == null && docs.size() >= policy.maxDocuments()) {
                why = "more than " + policy.maxDocuments() + " remote documents are referenced; the rest is not read";
            }
            if (why != null) {
                refusals.add(new SpecProblem(where, why));
                return;
            }
            JsonNode tree = fetch(uri, deadline, where, refusals);
            if (tree == null) {
                return;
            }
            docs.put(uri.toString(), tree);
            for (String ref : ReferenceGate.refs(tree)) {
                if (!ref.startsWith("#")) {
                    todo.add(Map.entry(resolve(uri, ref), uri.toString()));
                }
            }
        }
    }

    /** {@code ref} written in the document at {@code base}, as an absolute address (kept as written if malformed). */
    static String resolve(URI base, String ref) {
        try {
            return base.resolve(new URI(null, null, document(ref), null)).toString()
                    + (ref.contains("#") ? ref.substring(ref.indexOf('#')) : "");
        } catch (URISyntaxException | IllegalArgumentException e) {
            return ref;
        }
    }

    private JsonNode fetch(URI uri, Deadline deadline, String where, List<SpecProblem> refusals) {
        byte[] body;
        try {
            body = policy.fetch().get(uri, deadline, limits.maxFileBytes());
        } catch (ClientTimeout e) {
            refusals.add(new SpecProblem(
                    where,
                    "no complete answer from " + uri + " within the time limit of " + deadline.describe()
                            + " for all remote references of an import; nothing was imported"));
            return null;
        } catch (IOException | IllegalArgumentException e) {
            refusals.add(new SpecProblem(where, "cannot read " + uri + ": " + e.getMessage()));
            return null;
        }
        // The name only tells the reader YAML from JSON (by its extension); messages name the address.
        String path = uri.getPath() == null ? "" : uri.getPath();
        String name = path.substring(path.lastIndexOf('/') + 1);
        DataTree t = DataTree.read(
                SourceText.of(Path.of(name.isEmpty() ? "remote.yaml" : name), new String(body, StandardCharsets.UTF_8)),
                limits);
        if (!t.readable() || t.root() == null) {
            refusals.add(
                    t.diagnostics().isEmpty()
                            ? new SpecProblem(where, uri + " is not YAML or JSON")
                            : new SpecProblem(
                                    uri + ":" + t.diagnostics().get(0).range().startLine() + ":"
                                            + t.diagnostics().get(0).range().startColumn(),
                                    t.diagnostics().get(0).message() + " (referenced by " + where + ")"));
            return null;
        }
        return t.root();
    }
}

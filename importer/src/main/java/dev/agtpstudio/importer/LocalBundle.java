package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * A spec split across local files made one tree, without copying: every file the {@link ReferenceGate} read (with
 * the loaders' limits) is hung under {@value #FILES} in the spec's tree, and every reference to another file becomes
 * a local reference into it ({@code resources/a.yml#/get} becomes {@code #/x-agtp-files/resources~1a.yml/get}).
 * {@link RefResolver} then follows them lazily like any local reference, cycles included. Vendors also write
 * references where OpenAPI allows none (a path item's operation, a {@code content} map, a media type object; Lob's
 * public spec does all three); those are replaced by the node they point to, shared, not copied. Before this,
 * swagger-parser's resolver silently left a path item unresolved when its file held such a reference, and every
 * operation in it was lost (decision 0450). Remote documents ({@code --allow-remote-refs}), read by
 * {@link RemoteDocuments} through the bounded client, hang under {@value RemoteDocuments#KEY} by their address the
 * same way, so no reader but that client ever fetches a reference (decision 0475).
 */
final class LocalBundle {
    /** Where the other files hang in the bundled tree, by their path relative to the spec's folder. */
    static final String FILES = "x-agtp-files";

    private static final int MAX_HOPS = 20;

    private LocalBundle() {}

    /** @param spec the spec's tree (changed in place and returned), {@code specFile} its real path */
    static ObjectNode bundle(ObjectNode spec, Path specFile, ReferenceGate.Verdict refs) {
        ObjectNode files = spec.objectNode();
        rewrite(spec, r -> local(r, specFile, specFile, refs));
        for (Map.Entry<Path, JsonNode> f : refs.files().entrySet()) {
            if (f.getKey().equals(specFile)) {
                continue;
            }
            rewrite(f.getValue(), r -> local(r, f.getKey(), specFile, refs));
            files.set(key(refs, f.getKey()), f.getValue());
        }
        spec.set(FILES, files);
        if (!refs.remote().isEmpty()) {
            ObjectNode remote = spec.objectNode();
            for (Map.Entry<String, JsonNode> d : refs.remote().entrySet()) {
                URI base = URI.create(d.getKey());
                rewrite(d.getValue(), r -> {
                    if (r.startsWith("#")) {
                        return remote(d.getKey(), r);
                    }
                    String absolute = RemoteDocuments.resolve(base, r);
                    return absolute.contains("://") ? local(absolute, null, specFile, refs) : absolute;
                });
                remote.set(d.getKey(), d.getValue());
            }
            spec.set(RemoteDocuments.KEY, remote);
        }
        inlineNonStandard(spec);
        return spec;
    }

    /** The local reference to {@code fragment} (starting with #) of the remote document at {@code address}. */
    private static String remote(String address, String fragment) {
        return "#/" + RemoteDocuments.KEY + "/" + address.replace("~", "~0").replace("/", "~1") + fragment.substring(1);
    }

    private static String key(ReferenceGate.Verdict refs, Path file) {
        return refs.root().relativize(file).toString().replace('\\', '/');
    }

    /** Every {@code $ref} in a tree made local to the bundled tree by {@code local}. */
    private static void rewrite(JsonNode tree, UnaryOperator<String> local) {
        Deque<JsonNode> stack = new ArrayDeque<>();
        stack.push(tree);
        while (!stack.isEmpty()) {
            JsonNode n = stack.pop();
            if (n instanceof ObjectNode o) {
                if (o.get("$ref") instanceof TextNode t) {
                    o.put("$ref", local.apply(t.asText()));
                }
                if (o.path("discriminator").path("mapping") instanceof ObjectNode mapping) {
                    mapping.fields().forEachRemaining(e -> {
                        String v = e.getValue().asText();
                        if (v.contains("#") || v.contains("/") || v.contains(".")) {
                            e.setValue(new TextNode(local.apply(v)));
                        }
                    });
                }
            }
            for (Iterator<JsonNode> it = n.elements(); it.hasNext(); ) {
                JsonNode child = it.next();
                if (child.isContainerNode()) {
                    stack.push(child);
                }
            }
        }
    }

    /** The reference as a local one, or unchanged when it names a file or a remote document that was not read. */
    static String local(String ref, Path from, Path specFile, ReferenceGate.Verdict refs) {
        if (ref.contains("://")) {
            String address = RemoteDocuments.document(ref);
            return refs.remote().containsKey(address)
                    ? remote(address, "#" + ref.substring(address.length()).replaceFirst("^#", ""))
                    : ref;
        }
        int hash = ref.indexOf('#');
        String file = hash < 0 ? ref : ref.substring(0, hash);
        String fragment = hash < 0 ? "" : ref.substring(hash + 1);
        Path target = file.isEmpty() ? from : ReferenceGate.fileOf(from, ref);
        if (target == null) {
            return ref;
        }
        if (target.equals(specFile)) {
            return "#" + fragment;
        }
        if (!refs.files().containsKey(target)) {
            return ref;
        }
        return "#/" + FILES + "/" + key(refs, target).replace("~", "~0").replace("/", "~1") + fragment;
    }

    /**
     * Path items, operations, {@code content} maps and media type objects that are references, replaced by what
     * they point to, in the places the importer reads them: each path item, its operations, their request body,
     * parameters and responses (those may be references themselves, and are followed).
     */
    private static void inlineNonStandard(ObjectNode spec) {
        if (!(spec.path("paths") instanceof ObjectNode paths)) {
            return;
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = paths.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> p = it.next();
            JsonNode item = target(spec, p.getValue());
            p.setValue(item);
            if (!(item instanceof ObjectNode pathItem)) {
                continue;
            }
            contentOfEach(spec, pathItem.path("parameters"));
            for (String m : SpecOperation.HTTP) {
                if (pathItem.get(m) == null) {
                    continue;
                }
                JsonNode op = target(spec, pathItem.get(m));
                pathItem.set(m, op);
                contentOf(spec, target(spec, op.path("requestBody")));
                contentOfEach(spec, op.path("parameters"));
                op.path("responses").forEach(r -> contentOf(spec, target(spec, r)));
            }
        }
    }

    private static void contentOfEach(ObjectNode spec, JsonNode list) {
        list.forEach(x -> contentOf(spec, target(spec, x)));
    }

    private static void contentOf(ObjectNode spec, JsonNode holder) {
        if (!(holder instanceof ObjectNode h) || h.get("content") == null) {
            return;
        }
        JsonNode content = target(spec, h.get("content"));
        h.set("content", content);
        if (content instanceof ObjectNode c) {
            c.fields().forEachRemaining(e -> e.setValue(target(spec, e.getValue())));
        }
    }

    /** The node a chain of local references ends at; the node itself when it is not one or cannot be followed. */
    private static JsonNode target(ObjectNode spec, JsonNode node) {
        JsonNode n = node;
        for (int hops = 0;
                hops < MAX_HOPS
                        && n != null
                        && n.size() == 1
                        && n.get("$ref") instanceof TextNode t
                        && t.asText().startsWith("#");
                hops++) {
            JsonNode next;
            try {
                next = spec.at(t.asText().substring(1));
            } catch (IllegalArgumentException e) {
                return n;
            }
            if (next.isMissingNode()) {
                return n;
            }
            n = next;
        }
        return n;
    }
}

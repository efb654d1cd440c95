package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;

/**
 * Specs split across files often make each operation (not only each path item) a {@code $ref} to its own file, which
 * OpenAPI does not define and swagger-parser therefore leaves alone. This copies each such operation in from the file
 * the {@link ReferenceGate} already read (with limits), rebasing the references inside it to the spec's folder, so
 * swagger-parser's resolver can resolve them like any other. An operation whose file was not read stays a
 * {@code $ref} and the planner skips it with a reason.
 */
final class OperationRefs {
    private OperationRefs() {
    }

    /** @return how many operations were copied in */
    static int inline(JsonNode spec, Path specFile, ReferenceGate.Verdict refs) {
        int n = 0;
        for (JsonNode item : spec.path("paths")) {
            if (!(item instanceof ObjectNode pathItem)) {
                continue;
            }
            for (String method : SpecOperation.HTTP) {
                JsonNode op = pathItem.get(method);
                String ref = op == null ? "" : op.path("$ref").asText("");
                if (ref.isEmpty() || ref.startsWith("#") || ref.contains("://")) {
                    continue;
                }
                String file = ref.contains("#") ? ref.substring(0, ref.indexOf('#')) : ref;
                String pointer = ref.contains("#") ? ref.substring(ref.indexOf('#') + 1) : "";
                Path target = real(specFile.toAbsolutePath().getParent().resolve(file).normalize());
                JsonNode tree = refs.files().get(target);
                JsonNode body = tree == null ? null : tree.at(pointer);
                if (body instanceof ObjectNode o) {
                    ObjectNode copy = o.deepCopy();
                    rebase(copy, refs.root(), target, refs.root().relativize(target).toString().replace('\\', '/'));
                    pathItem.set(method, copy);
                    n++;
                }
            }
        }
        return n;
    }

    private static Path real(Path p) {
        try {
            return p.toRealPath();
        } catch (java.io.IOException e) {
            return p;
        }
    }

    /** Every {@code $ref} in {@code node} (written relative to {@code file}) made relative to {@code root}. */
    private static void rebase(JsonNode node, Path root, Path file, String fileFromRoot) {
        Deque<JsonNode> stack = new ArrayDeque<>(List.of(node));
        while (!stack.isEmpty()) {
            JsonNode n = stack.pop();
            if (n instanceof ObjectNode o && o.get("$ref") instanceof TextNode t) {
                o.put("$ref", rebased(t.asText(), root, file, fileFromRoot));
            }
            if (n instanceof ObjectNode o && o.path("discriminator").path("mapping") instanceof ObjectNode mapping) {
                // mapping values are references too, unless they are bare schema names
                mapping.fields().forEachRemaining(e -> {
                    String v = e.getValue().asText();
                    if (v.contains("#") || v.contains("/") || v.contains(".")) {
                        e.setValue(new TextNode(rebased(v, root, file, fileFromRoot)));
                    }
                });
            }
            for (Iterator<JsonNode> it = n.elements(); it.hasNext(); ) {
                stack.push(it.next());
            }
        }
    }

    private static String rebased(String ref, Path root, Path file, String fileFromRoot) {
        if (ref.contains("://")) {
            return ref;
        }
        if (ref.startsWith("#")) {
            return fileFromRoot + ref;
        }
        int hash = ref.indexOf('#');
        String part = hash < 0 ? ref : ref.substring(0, hash);
        String fragment = hash < 0 ? "" : ref.substring(hash);
        Path abs = file.getParent().resolve(part).normalize();
        return root.relativize(abs).toString().replace('\\', '/') + fragment;
    }
}

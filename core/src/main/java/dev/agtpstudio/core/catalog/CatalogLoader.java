package dev.agtpstudio.core.catalog;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a catalog in the {@code methods.json} layout: {@code version}, {@code embedded}, {@code legacy},
 * {@code categories}, and {@code methods} (or the draft's name {@code verbs}).
 */
public final class CatalogLoader {
    /** Classpath location of the bundled catalog v1.0.0. */
    public static final String BUNDLED_RESOURCE = "/dev/agtpstudio/core/catalog/methods-1.0.0.json";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static volatile MethodCatalog bundled;

    private CatalogLoader() {
    }

    public static MethodCatalog bundled() {
        MethodCatalog c = bundled;
        if (c == null) {
            synchronized (CatalogLoader.class) {
                c = bundled;
                if (c == null) {
                    try (InputStream in = CatalogLoader.class.getResourceAsStream(BUNDLED_RESOURCE)) {
                        if (in == null) {
                            throw new IllegalStateException("bundled catalog missing: " + BUNDLED_RESOURCE);
                        }
                        c = parse(JSON.readTree(in));
                        bundled = c;
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    } catch (CatalogFormatException e) {
                        throw new IllegalStateException("bundled catalog is malformed", e);
                    }
                }
            }
        }
        return c;
    }

    /** Loads a catalog file; throws {@link CatalogFormatException} with a readable message when it is not one. */
    public static MethodCatalog load(Path file) throws IOException, CatalogFormatException {
        JsonNode root;
        try {
            root = JSON.readTree(Files.readAllBytes(file));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new CatalogFormatException(file + ": not JSON: " + e.getOriginalMessage());
        }
        return parse(root);
    }

    public static MethodCatalog parse(JsonNode root) throws CatalogFormatException {
        if (root == null || !root.isObject()) {
            throw new CatalogFormatException("a catalog is a JSON object");
        }
        String version = text(root.get("version"));
        if (version == null) {
            throw new CatalogFormatException("catalog has no \"version\"");
        }
        JsonNode ms = root.has("methods") ? root.get("methods") : root.get("verbs");
        if (ms == null || !ms.isObject()) {
            throw new CatalogFormatException("catalog has no \"methods\" (or \"verbs\") object");
        }
        List<String> embedded = new ArrayList<>();
        JsonNode em = root.get("embedded");
        if (em != null && em.isArray()) {
            em.forEach(n -> embedded.add(n.asText()));
        }
        Map<String, MethodInfo> methods = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = ms.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            JsonNode m = e.getValue();
            if (!m.isObject()) {
                throw new CatalogFormatException("method " + e.getKey() + " is not an object");
            }
            List<String> cats = new ArrayList<>();
            JsonNode cn = m.get("categories");
            if (cn != null && cn.isArray()) {
                cn.forEach(n -> cats.add(n.asText()));
            } else if (m.hasNonNull("category")) {
                cats.add(m.get("category").asText());
            }
            methods.put(e.getKey(), new MethodInfo(e.getKey(), cats, text(m.get("description")),
                    embedded.contains(e.getKey()), text(m.get("deprecated_in")), text(m.get("removed_in")),
                    text(m.get("successor"))));
        }
        Map<String, LegacyVerb> legacy = new LinkedHashMap<>();
        JsonNode lg = root.get("legacy");
        if (lg != null && lg.isObject()) {
            lg.fields().forEachRemaining(e -> legacy.put(e.getKey(),
                    new LegacyVerb(e.getKey(), text(e.getValue().get("preferred")), text(e.getValue().get("description")))));
        }
        Map<String, String> categories = new LinkedHashMap<>();
        JsonNode cg = root.get("categories");
        if (cg != null && cg.isObject()) {
            cg.fields().forEachRemaining(e -> categories.put(e.getKey(), e.getValue().asText()));
        }
        return new MethodCatalog(version, methods, embedded, legacy, categories);
    }

    private static String text(JsonNode n) {
        return n == null || n.isNull() ? null : n.asText();
    }

    /** A catalog file that cannot be used, with the reason. */
    public static final class CatalogFormatException extends Exception {
        public CatalogFormatException(String message) {
            super(message);
        }
    }
}

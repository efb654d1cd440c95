package dev.agtpstudio.core.catalog;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
    /**
     * Jackson's streaming parser, not an {@code ObjectMapper}: every command reads the catalog first, and a first
     * mapper initialises some 400 classes, a fifth of a cold {@code validate}'s main thread (docs/decisions/0251).
     */
    private static final JsonFactory JSON = new JsonFactory();

    private static final java.util.regex.Pattern VERB_NAME = java.util.regex.Pattern.compile("^[A-Z]{3,32}$");
    /** Catalogs are tens of kilobytes; anything this large is not one. */
    private static final long MAX_BYTES = 16L << 20;

    private static volatile MethodCatalog bundled;

    private CatalogLoader() {}

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
                        c = parse(readTree(in));
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

    /**
     * Loads a catalog file; throws {@link CatalogFormatException} with a readable, located message when it is not
     * one (the message does not repeat the file name).
     */
    public static MethodCatalog load(Path file) throws IOException, CatalogFormatException {
        if (Files.size(file) > MAX_BYTES) {
            throw new CatalogFormatException("larger than " + (MAX_BYTES >> 20) + " MB; not a method catalog");
        }
        JsonNode root;
        try {
            root = readTree(new java.io.ByteArrayInputStream(Files.readAllBytes(file)));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            com.fasterxml.jackson.core.JsonLocation at = e.getLocation();
            String where = at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
            throw new CatalogFormatException("not valid JSON" + where + ": " + e.getOriginalMessage());
        }
        return parse(root);
    }

    /**
     * {@link #load}, with an unreadable file also a {@link CatalogFormatException} ("no such file", "cannot be
     * read: ..."), so every command that takes a catalog file reports it in the same words (AGTP-API §4.9).
     */
    public static MethodCatalog read(Path file) throws CatalogFormatException {
        try {
            return load(file);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new CatalogFormatException("no such file");
        } catch (IOException e) {
            throw new CatalogFormatException(
                    "cannot be read: " + (e.getMessage() == null ? "input/output error" : e.getMessage()));
        }
    }

    /** The JSON tree of {@code in} (one value; later content is an error), built from the token stream. */
    static JsonNode readTree(InputStream in) throws IOException {
        try (JsonParser p = JSON.createParser(in)) {
            JsonNode root = p.nextToken() == null ? null : value(p);
            if (p.nextToken() != null) {
                throw new com.fasterxml.jackson.core.JsonParseException(p, "more than one value at the top level");
            }
            return root;
        }
    }

    /** The value at the parser's current token (catalogs are a few levels deep; the parser caps nesting). */
    private static JsonNode value(JsonParser p) throws IOException {
        JsonNodeFactory f = JsonNodeFactory.instance;
        JsonToken t = p.currentToken();
        switch (t) {
            case START_OBJECT -> {
                ObjectNode o = f.objectNode();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    p.nextToken();
                    o.set(name, value(p));
                }
                return o;
            }
            case START_ARRAY -> {
                ArrayNode a = f.arrayNode();
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    a.add(value(p));
                }
                return a;
            }
            case VALUE_STRING -> {
                return f.textNode(p.getText());
            }
            case VALUE_NUMBER_INT -> {
                return switch (p.getNumberType()) {
                    case INT -> f.numberNode(p.getIntValue());
                    case LONG -> f.numberNode(p.getLongValue());
                    default -> f.numberNode(p.getBigIntegerValue());
                };
            }
            case VALUE_NUMBER_FLOAT -> {
                return f.numberNode(p.getDoubleValue());
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                return f.booleanNode(t == JsonToken.VALUE_TRUE);
            }
            case VALUE_NULL -> {
                return f.nullNode();
            }
            default -> throw new com.fasterxml.jackson.core.JsonParseException(p, "unexpected " + t);
        }
    }

    /** Builds a catalog from its JSON; every structural problem is a {@link CatalogFormatException} naming the key. */
    public static MethodCatalog parse(JsonNode root) throws CatalogFormatException {
        if (root == null || !root.isObject()) {
            throw new CatalogFormatException(
                    "a catalog is a JSON object with version, embedded, legacy, categories " + "and methods");
        }
        JsonNode vn = root.get("version");
        if (vn == null || !vn.isTextual() || vn.asText().isBlank()) {
            throw new CatalogFormatException("\"version\" is missing or not a string (expected e.g. \"1.0.0\")");
        }
        String version = vn.asText();
        String methodsKey = root.has("methods") ? "methods" : "verbs";
        JsonNode ms = root.get(methodsKey);
        if (ms == null || !ms.isObject()) {
            throw new CatalogFormatException("\"methods\" (or \"verbs\") is missing or not an object of verbs");
        }
        List<String> embedded = stringArray(root, "embedded");
        Map<String, MethodInfo> methods = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = ms.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String name = e.getKey();
            String at = "/" + methodsKey + "/" + name;
            if (!VERB_NAME.matcher(name).matches()) {
                throw new CatalogFormatException(at + ": verb name must be 3-32 upper-case letters (AGTP-API §3.2)");
            }
            JsonNode m = e.getValue();
            if (!m.isObject()) {
                throw new CatalogFormatException(at + ": a verb entry is an object with categories and description");
            }
            List<String> cats = new ArrayList<>();
            JsonNode cn = m.get("categories");
            if (cn != null && !cn.isNull()) {
                if (!cn.isArray()) {
                    throw new CatalogFormatException(at + "/categories: expected an array of category names");
                }
                for (JsonNode c : cn) {
                    if (!c.isTextual()) {
                        throw new CatalogFormatException(at + "/categories: every entry must be a string");
                    }
                    cats.add(c.asText());
                }
            } else if (m.hasNonNull("category")) {
                cats.add(m.get("category").asText());
            }
            methods.put(
                    name,
                    new MethodInfo(
                            name,
                            cats,
                            optionalText(m, "description", at),
                            embedded.contains(name),
                            optionalText(m, "deprecated_in", at),
                            optionalText(m, "removed_in", at),
                            optionalText(m, "successor", at)));
        }
        Map<String, LegacyVerb> legacy = new LinkedHashMap<>();
        JsonNode lg = root.get("legacy");
        if (lg != null && !lg.isNull()) {
            if (!lg.isObject()) {
                throw new CatalogFormatException("/legacy: expected an object of HTTP verbs");
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = lg.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                String at = "/legacy/" + e.getKey();
                if (!e.getValue().isObject()) {
                    throw new CatalogFormatException(at + ": expected an object with preferred and description");
                }
                legacy.put(
                        e.getKey(),
                        new LegacyVerb(
                                e.getKey(),
                                optionalText(e.getValue(), "preferred", at),
                                optionalText(e.getValue(), "description", at)));
            }
        }
        Map<String, String> categories = new LinkedHashMap<>();
        JsonNode cg = root.get("categories");
        if (cg != null && !cg.isNull()) {
            if (!cg.isObject()) {
                throw new CatalogFormatException("/categories: expected an object of category name to description");
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = cg.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                categories.put(
                        e.getKey(), e.getValue().isTextual() ? e.getValue().asText() : "");
            }
        }
        return new MethodCatalog(version, methods, embedded, legacy, categories);
    }

    private static List<String> stringArray(JsonNode root, String key) throws CatalogFormatException {
        List<String> out = new ArrayList<>();
        JsonNode n = root.get(key);
        if (n == null || n.isNull()) {
            return out;
        }
        if (!n.isArray()) {
            throw new CatalogFormatException("/" + key + ": expected an array of verb names");
        }
        for (JsonNode x : n) {
            if (!x.isTextual()) {
                throw new CatalogFormatException("/" + key + ": every entry must be a string");
            }
            out.add(x.asText());
        }
        return out;
    }

    private static String optionalText(JsonNode obj, String key, String at) throws CatalogFormatException {
        JsonNode n = obj.get(key);
        if (n == null || n.isNull()) {
            return null;
        }
        if (!n.isTextual()) {
            throw new CatalogFormatException(at + "/" + key + ": expected a string");
        }
        return n.asText();
    }

    /** A catalog file that cannot be used, with the reason. */
    public static final class CatalogFormatException extends Exception {
        public CatalogFormatException(String message) {
            super(message);
        }
    }
}

package dev.agtpstudio.core.load;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.text.TextRange;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;

/**
 * Reads JSON with Jackson's streaming parser (nesting and string limits on) into a Jackson tree, recording the
 * range of every key and value from the token locations. Iterative (an explicit stack), so depth cannot overflow
 * the Java stack; duplicate keys are reported (the last one wins).
 */
final class JsonRangeReader {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private final SourceText source;
    private final LoaderLimits limits;
    private final DiagnosticSink sink;
    private final LocationMap.Builder locations = LocationMap.builder();

    private JsonRangeReader(SourceText source, LoaderLimits limits, DiagnosticSink sink) {
        this.source = source;
        this.limits = limits;
        this.sink = sink;
    }

    static ParsedTree parse(SourceText source, LoaderLimits limits, DiagnosticSink sink) {
        return new JsonRangeReader(source, limits, sink).run();
    }

    /** One open object or array. */
    private static final class Frame {
        final JsonNode node;
        final String path;
        final int start;
        final Set<String> keys = new HashSet<>();
        String pendingKey;
        int index;

        Frame(JsonNode node, String path, int start) {
            this.node = node;
            this.path = path;
            this.start = start;
        }
    }

    private ParsedTree run() {
        String text = Bom.asSpace(source.text());
        Deque<Frame> stack = new ArrayDeque<>();
        JsonNode root = null;
        try (JsonParser p = JsonTrees.factory(limits).createParser(text)) {
            JsonToken t;
            while ((t = p.nextToken()) != null) {
                int start = (int) p.currentTokenLocation().getCharOffset();
                Frame top = stack.peek();
                if (t == JsonToken.FIELD_NAME) {
                    String key = p.currentName();
                    top.pendingKey = key;
                    String kp = KeyPaths.child(top.path, key);
                    if (!top.keys.add(key)) {
                        sink.error(
                                ParseRules.DUPLICATE_KEY,
                                keyRange(start),
                                kp,
                                "Duplicate key `" + key + "`; the last value wins. Remove one of them.");
                    }
                    locations.putKey(kp, keyRange(start));
                    continue;
                }
                if (t == JsonToken.END_OBJECT || t == JsonToken.END_ARRAY) {
                    Frame done = stack.pop();
                    locations.putValue(done.path, source.range(done.start, start + 1));
                    if (stack.isEmpty()) {
                        root = done.node;
                    }
                    continue;
                }
                if (top == null && root != null) {
                    sink.error(
                            ParseRules.SYNTAX,
                            source.range(start, start + 1),
                            "",
                            "JSON syntax error: more than one value at the top level; a document holds one object.");
                    return null;
                }
                String path = top == null
                        ? ""
                        : top.node.isObject()
                                ? KeyPaths.child(top.path, top.pendingKey)
                                : KeyPaths.child(top.path, top.index++);
                JsonNode value;
                if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
                    value = t == JsonToken.START_OBJECT ? F.objectNode() : F.arrayNode();
                    stack.push(new Frame(value, path, start));
                } else {
                    value = scalar(p, t);
                    locations.putValue(path, source.range(start, scalarEnd(text, start, t)));
                }
                if (top == null) {
                    if (!value.isContainerNode()) {
                        root = value;
                    }
                } else if (top.node instanceof ObjectNode o) {
                    o.set(top.pendingKey, value);
                } else {
                    ((ArrayNode) top.node).add(value);
                }
            }
        } catch (StreamConstraintsException e) {
            sink.error(ParseRules.LIMIT, at(e.getLocation()), "", "JSON limit: " + JsonTrees.shortMessage(e));
            return null;
        } catch (JsonProcessingException e) {
            sink.error(ParseRules.SYNTAX, at(e.getLocation()), "", "JSON syntax error: " + JsonTrees.shortMessage(e));
            return null;
        } catch (IOException e) {
            sink.error(
                    ParseRules.IO,
                    TextRange.FILE_START,
                    "",
                    "JSON could not be read: " + dev.agtpstudio.core.io.ErrorMessages.describe(e));
            return null;
        }
        return new ParsedTree(root == null ? F.nullNode() : root, locations.build());
    }

    private static JsonNode scalar(JsonParser p, JsonToken t) throws IOException {
        return switch (t) {
            case VALUE_STRING -> F.textNode(p.getText());
            case VALUE_NUMBER_INT ->
                switch (p.getNumberType()) {
                    case INT -> F.numberNode(p.getIntValue());
                    case LONG -> F.numberNode(p.getLongValue());
                    default -> F.numberNode(p.getBigIntegerValue());
                };
            case VALUE_NUMBER_FLOAT -> F.numberNode(p.getDoubleValue());
            case VALUE_TRUE -> F.booleanNode(true);
            case VALUE_FALSE -> F.booleanNode(false);
            default -> F.nullNode();
        };
    }

    private TextRange keyRange(int start) {
        String text = source.text();
        int s = start;
        while (s < text.length() && text.charAt(s) != '"') {
            s++;
        }
        return source.range(s, s < text.length() ? TomlScanner.stringEnd(text, s) : s);
    }

    private static int scalarEnd(String text, int start, JsonToken t) {
        if (t == JsonToken.VALUE_STRING && start < text.length() && text.charAt(start) == '"') {
            return TomlScanner.stringEnd(text, start);
        }
        int e = start;
        while (e < text.length()) {
            char c = text.charAt(e);
            if (c == ',' || c == '}' || c == ']' || Character.isWhitespace(c)) {
                break;
            }
            e++;
        }
        return e;
    }

    private TextRange at(JsonLocation l) {
        if (l == null || l.getCharOffset() < 0) {
            return l == null
                    ? TextRange.FILE_START
                    : source.lineRange(Math.max(1, l.getLineNr()), Math.max(1, l.getColumnNr()));
        }
        int o = (int) Math.min(l.getCharOffset(), source.text().length());
        return source.range(o, Math.min(source.text().length(), o + 1));
    }
}

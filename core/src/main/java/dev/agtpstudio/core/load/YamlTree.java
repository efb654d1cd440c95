package dev.agtpstudio.core.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.text.TextRange;
import java.io.StringReader;
import java.math.BigInteger;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * Reads YAML with SnakeYAML's composer (alias, nesting and size limits on) and turns its node graph into a Jackson
 * tree plus locations from the node marks. The expansion of aliases is bounded by a node budget, so an alias
 * "bomb" inside the alias limit is refused too. Duplicate keys are reported (the last one wins, as in JSON).
 */
final class YamlTree {
    /**
     * Most tree nodes one document may expand to (aliases count once per use): 100,000 plus 20 per character of
     * text, at most 1,000,000. A document without aliases never comes near it.
     */
    static final int NODE_BUDGET = 1_000_000;

    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private final SourceText source;
    /** Where the parsed text starts in {@code source}: 0 for a whole document, the item's line for one item. */
    private final int base;

    private final String text;
    private final LoaderLimits limits;
    private final DiagnosticSink sink;
    private final LocationMap.Builder locations = LocationMap.builder();
    private final int[] cpToChar;
    private int budget;
    private final int maxNodes;
    /**
     * One string per distinct key and one node per distinct short text value: a large document repeats a few dozen
     * keys and values ({@code name}, {@code type: string}) tens of thousands of times, and the tree lives as long as
     * the file is open (docs/decisions/0275).
     */
    private final Map<String, String> keys = new HashMap<>();

    private final Map<String, JsonNode> shortTexts = new HashMap<>();

    /** Some node of the tree carries an anchor. */
    private boolean anchored;

    private boolean failed;

    private YamlTree(SourceText source, int from, int to, LoaderLimits limits, DiagnosticSink sink) {
        this.source = source;
        this.base = from;
        this.text = from == 0 && to == source.text().length()
                ? source.text()
                : source.text().substring(from, to);
        this.limits = limits;
        this.sink = sink;
        this.cpToChar = codePointTable(text);
        this.maxNodes = (int) Math.min(NODE_BUDGET, 100_000L + 20L * text.length());
        this.budget = maxNodes;
    }

    /** The tree, or null when the text is not readable YAML (the reason is in {@code sink}). */
    static ParsedTree parse(SourceText source, LoaderLimits limits, DiagnosticSink sink) {
        return new YamlTree(source, 0, source.text().length(), limits, sink).run();
    }

    /**
     * The block-sequence item written on the whole lines {@code source.text()[from, to)}, read on its own as it reads
     * inside its document: {@code to} is just past the {@code -} of the next item, which ends this one where it ends
     * in the document. The tree is that of the mapping the item holds, its locations are under {@code itemPath} as
     * they are in the whole document ({@code itemPath} included) and its diagnostics are those a whole load reports
     * for it. Null when the text is not such an item followed by the next one's {@code -}, holds an anchor (what
     * refers to it may stand anywhere), or is not readable on its own (an alias to an anchor outside it, a syntax
     * error, a limit); then only a whole load can tell (docs/decisions/0290).
     */
    static ParsedTree parseItem(
            SourceText source, int from, int to, String itemPath, LoaderLimits limits, DiagnosticSink sink) {
        return new YamlTree(source, from, to, limits, sink).runItem(itemPath);
    }

    private ParsedTree run() {
        Node root = compose(limits.maxNestingDepth());
        if (failed) {
            return null;
        }
        if (root == null) {
            return new ParsedTree(F.nullNode(), locations.build());
        }
        try {
            locations.put("", null, range(root));
            JsonNode tree = convert(root, "", 0, new IdentityHashMap<>());
            return new ParsedTree(tree, locations.build());
        } catch (BudgetExceeded e) {
            sink.error(ParseRules.LIMIT, range(e.at), "", e.getMessage());
            return null;
        }
    }

    private ParsedTree runItem(String itemPath) {
        // Two levels less nesting than a whole document may have: the item stands two levels down in it.
        Node root = compose(limits.maxNestingDepth() - 2);
        if (failed
                || !(root instanceof SequenceNode seq)
                || seq.getFlowStyle() != DumperOptions.FlowStyle.BLOCK
                || seq.getValue().size() != 2
                || !(seq.getValue().get(0) instanceof MappingNode item)
                || !(seq.getValue().get(1) instanceof ScalarNode next)
                || !next.getTag().equals(Tag.NULL)
                || root.getAnchor() != null) {
            return null;
        }
        try {
            locations.put(itemPath, null, range(item));
            // Depth 2, as in the document (its mapping, then the sequence of endpoints).
            JsonNode tree = convert(item, itemPath, 2, new IdentityHashMap<>());
            return anchored ? null : new ParsedTree(tree, locations.build());
        } catch (BudgetExceeded e) {
            return null;
        }
    }

    /** The text's node graph (null for an empty document); on an error it is reported and {@link #failed} set. */
    private Node compose(int nestingLimit) {
        LoaderOptions o = new LoaderOptions();
        o.setMaxAliasesForCollections(limits.maxYamlAliases());
        o.setAllowRecursiveKeys(false);
        o.setNestingDepthLimit(Math.max(1, nestingLimit));
        o.setCodePointLimit((int) Math.min(Integer.MAX_VALUE, limits.maxFileBytes()));
        o.setAllowDuplicateKeys(true);
        failed = true;
        Node root;
        try {
            root = new Yaml(o).compose(new StringReader(text));
        } catch (MarkedYAMLException e) {
            Mark m = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
            boolean limit = isLimit(e.getMessage());
            sink.error(
                    limit ? ParseRules.LIMIT : ParseRules.SYNTAX,
                    at(m),
                    "",
                    (limit ? "YAML limit: " : "YAML syntax error: ") + problem(e));
            return null;
        } catch (YAMLException e) {
            boolean limit = isLimit(e.getMessage());
            sink.error(
                    limit ? ParseRules.LIMIT : ParseRules.SYNTAX,
                    TextRange.FILE_START,
                    "",
                    (limit ? "YAML limit: " : "YAML error: ") + firstLine(e.getMessage()));
            return null;
        } catch (StackOverflowError e) {
            sink.error(ParseRules.LIMIT, TextRange.FILE_START, "", "YAML limit: the document nests too deeply.");
            return null;
        }
        failed = false;
        return root;
    }

    private static boolean isLimit(String msg) {
        if (msg == null) {
            return false;
        }
        String m = msg.toLowerCase(java.util.Locale.ROOT);
        return m.contains("number of aliases")
                || m.contains("nesting depth")
                || m.contains("code points")
                || m.contains("recursive key");
    }

    private static String problem(MarkedYAMLException e) {
        String p = e.getProblem() != null ? e.getProblem() : firstLine(e.getMessage());
        String c = e.getContext();
        return c != null && !c.isBlank() ? p + " (" + c.trim() + ")" : p;
    }

    private static String firstLine(String s) {
        return s == null ? "unreadable input" : s.lines().findFirst().orElse(s).trim();
    }

    private static final class BudgetExceeded extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final Node at;

        BudgetExceeded(String msg, Node at) {
            super(msg, null, false, false);
            this.at = at;
        }
    }

    private JsonNode convert(Node n, String path, int depth, Map<Node, Boolean> onPath) {
        if (--budget < 0) {
            throw new BudgetExceeded(
                    "YAML limit: the document expands to more than " + maxNodes
                            + " values (aliases repeat content); it is not loaded.",
                    n);
        }
        if (depth > limits.maxNestingDepth() || onPath.containsKey(n)) {
            throw new BudgetExceeded(
                    "YAML limit: the document nests deeper than " + limits.maxNestingDepth()
                            + " levels or refers to itself through an alias; it is not loaded.",
                    n);
        }
        anchored |= n.getAnchor() != null;
        if (n instanceof ScalarNode s) {
            return scalar(s);
        }
        onPath.put(n, Boolean.TRUE);
        try {
            if (n instanceof SequenceNode seq) {
                ArrayNode a = F.arrayNode();
                List<Node> items = seq.getValue();
                for (int i = 0; i < items.size(); i++) {
                    String p = KeyPaths.child(path, i);
                    locations.put(p, null, range(items.get(i)));
                    a.add(convert(items.get(i), p, depth + 1, onPath));
                }
                return a;
            }
            MappingNode map = (MappingNode) n;
            ObjectNode o = F.objectNode();
            Set<String> seen = new HashSet<>();
            for (NodeTuple t : map.getValue()) {
                Node k = t.getKeyNode();
                if (k.getTag().equals(Tag.MERGE)) {
                    merge(o, t.getValueNode(), path, depth, onPath);
                    continue;
                }
                if (!(k instanceof ScalarNode ks)) {
                    sink.error(
                            ParseRules.TYPE,
                            range(k),
                            path,
                            "Mapping keys must be plain text; this key is a "
                                    + (k instanceof SequenceNode ? "list" : "mapping") + " and is ignored.");
                    continue;
                }
                String key = keys.computeIfAbsent(ks.getValue(), s -> s);
                String p = KeyPaths.child(path, key);
                if (!seen.add(key)) {
                    sink.error(
                            ParseRules.DUPLICATE_KEY,
                            range(k),
                            p,
                            "Duplicate key `" + key + "`; the last value wins. Remove one of them.");
                }
                locations.put(p, range(k), range(t.getValueNode()));
                o.set(key, convert(t.getValueNode(), p, depth + 1, onPath));
            }
            return o;
        } finally {
            onPath.remove(n);
        }
    }

    /**
     * {@code <<: *base} (or a list of them): keys not set explicitly are copied in; explicit keys win wherever they
     * stand. The merged values keep the locations of their anchor under {@code path/<<}.
     */
    private void merge(ObjectNode o, Node v, String path, int depth, Map<Node, Boolean> onPath) {
        List<Node> sources = v instanceof SequenceNode s ? s.getValue() : List.of(v);
        for (Node src : sources) {
            JsonNode j = convert(src, KeyPaths.child(path, "<<"), depth + 1, onPath);
            if (j instanceof ObjectNode m) {
                m.fields().forEachRemaining(e -> {
                    if (!o.has(e.getKey())) {
                        o.set(e.getKey(), e.getValue());
                    }
                });
            } else {
                sink.error(ParseRules.TYPE, range(src), path, "`<<` must merge a mapping.");
            }
        }
    }

    private JsonNode scalar(ScalarNode s) {
        String v = s.getValue();
        Tag tag = s.getTag();
        if (tag.equals(Tag.NULL)) {
            return F.nullNode();
        }
        if (tag.equals(Tag.BOOL)) {
            String l = v.toLowerCase(java.util.Locale.ROOT);
            return F.booleanNode(l.equals("true") || l.equals("yes") || l.equals("on") || l.equals("y"));
        }
        if (tag.equals(Tag.INT)) {
            JsonNode n = integer(v);
            if (n != null) {
                return n;
            }
        }
        if (tag.equals(Tag.FLOAT)) {
            String f = v.replace("_", "");
            String l = f.toLowerCase(java.util.Locale.ROOT);
            if (l.endsWith(".inf") || l.endsWith(".nan")) {
                return text(v);
            }
            try {
                return F.numberNode(Double.parseDouble(f));
            } catch (NumberFormatException e) {
                return text(v);
            }
        }
        return text(v);
    }

    /** A text node, shared with equal short values of this document (text nodes are immutable). */
    private JsonNode text(String v) {
        return v.length() > 40 ? F.textNode(v) : shortTexts.computeIfAbsent(v, F::textNode);
    }

    private static JsonNode integer(String raw) {
        String v = raw.replace("_", "");
        int sign = 1;
        if (v.startsWith("-") || v.startsWith("+")) {
            sign = v.startsWith("-") ? -1 : 1;
            v = v.substring(1);
        }
        int radix = 10;
        if (v.startsWith("0x")) {
            radix = 16;
            v = v.substring(2);
        } else if (v.startsWith("0o")) {
            radix = 8;
            v = v.substring(2);
        } else if (v.startsWith("0b")) {
            radix = 2;
            v = v.substring(2);
        } else if (v.length() > 1 && v.startsWith("0")) {
            radix = 8;
            v = v.substring(1);
        }
        if (v.contains(":") || v.isEmpty()) {
            return null;
        }
        try {
            BigInteger b = new BigInteger(v, radix);
            if (sign < 0) {
                b = b.negate();
            }
            if (b.bitLength() < 64) {
                return JsonNodes.number(b.longValue());
            }
            return F.numberNode(b);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private TextRange range(Node n) {
        return source.range(offset(n.getStartMark()), offset(n.getEndMark()));
    }

    private TextRange at(Mark m) {
        if (m == null) {
            return TextRange.FILE_START;
        }
        int o = offset(m);
        return source.range(o, Math.min(base + text.length(), o + 1));
    }

    private int offset(Mark m) {
        int cp = m.getIndex();
        if (cpToChar == null) {
            return base + Math.min(cp, text.length());
        }
        return base + (cp < cpToChar.length ? cpToChar[cp] : text.length());
    }

    /** Code point index to char offset, or null when the text has no surrogate pairs (then they are equal). */
    private static int[] codePointTable(String text) {
        boolean surrogates = false;
        for (int i = 0; i < text.length() && !surrogates; i++) {
            surrogates = Character.isHighSurrogate(text.charAt(i));
        }
        if (!surrogates) {
            return null;
        }
        int[] t = new int[text.codePointCount(0, text.length()) + 1];
        int cp = 0;
        for (int i = 0; i < text.length(); i = text.offsetByCodePoints(i, 1)) {
            t[cp++] = i;
        }
        t[cp] = text.length();
        return t;
    }
}

package dev.agtpstudio.server.handler;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Deterministic sample data for a JSON Schema (docs/decisions/0523): the same schema and seed always give the same
 * document, and the document validates against the schema. A declared {@code const}, {@code examples},
 * {@code example} or {@code default} is preferred; an {@code enum} gives one of its values; strings follow
 * {@code format} (see {@link SampleStrings}), simple {@code pattern}s and the length bounds; numbers stay within
 * minimum/maximum (exclusive too) on a {@code multipleOf}; arrays carry between {@code minItems} and
 * {@code maxItems} items (a tuple one per position); objects every declared property and every required name, and
 * {@code allOf} parts are merged. A local {@code $ref} ({@code #/$defs/Room}) is followed within the schema. Each
 * value draws from its own random stream, derived from the seed and the value's place in the document.
 */
public final class SampleGenerator {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private static final int MAX_DEPTH = 8;
    /** Values one generated document may hold (docs/simulation.md#limits). */
    static final int MAX_VALUES = 20_000;
    /** Characters one generated string may hold. */
    static final int MAX_STRING = 100_000;

    /**
     * A schema whose bounds ask for more than one simulated answer may hold ({@code minItems}, {@code minLength},
     * {@code minProperties} in the millions): the message says which limit, for the designer.
     */
    public static final class TooLarge extends RuntimeException {
        TooLarge(String message) {
            super(message, null, false, false);
        }
    }

    /** @throws TooLarge when the schema's lower bounds need more than {@link #MAX_VALUES} values or a longer string */
    public JsonNode generate(JsonNode schema, String seed) {
        return new Run(schema).gen(schema, seed, 0);
    }

    /** One generation: the root the local references resolve against, and what is left of its value budget. */
    private static final class Run {
        private final JsonNode root;
        private int values = MAX_VALUES;

        Run(JsonNode root) {
            this.root = root;
        }

        private JsonNode gen(JsonNode s, String seed, int depth) {
            if (--values < 0) {
                throw new TooLarge(
                        "the output schema's lower bounds (minItems, minProperties) need more than " + MAX_VALUES
                                + " values; a simulated answer holds at most that many (docs/simulation.md#limits)");
            }
            if (s == null || !s.isObject()) {
                return F.textNode(SampleStrings.words(random(seed), ""));
            }
            if (s.path("$ref").isTextual() && s.get("$ref").asText().startsWith("#") && depth <= MAX_DEPTH) {
                JsonNode target = root.at(s.get("$ref").asText().substring(1));
                if (target.isObject()) {
                    return gen(target, seed, depth + 1);
                }
            }
            if (s.path("allOf").isArray() && s.get("allOf").size() > 0) {
                return gen(merged(s, root), seed, depth);
            }
            SplittableRandom r = random(seed);
            if (s.has("const")) {
                return s.get("const").deepCopy();
            }
            if (s.path("enum").isArray() && s.get("enum").size() > 0) {
                return s.get("enum").get(r.nextInt(s.get("enum").size())).deepCopy();
            }
            if (s.path("examples").isArray() && s.get("examples").size() > 0) {
                return s.get("examples")
                        .get(r.nextInt(s.get("examples").size()))
                        .deepCopy();
            }
            for (String k : new String[] {"example", "default"}) {
                if (s.has(k)) {
                    return s.get(k).deepCopy();
                }
            }
            for (String k : new String[] {"oneOf", "anyOf"}) {
                if (s.path(k).isArray() && s.get(k).size() > 0 && depth <= MAX_DEPTH) {
                    return gen(s.get(k).get(0), seed, depth + 1);
                }
            }
            switch (type(s)) {
                case "object":
                    return object(s, seed, depth);
                case "array":
                    return array(s, seed, depth);
                case "integer":
                    return integer(s, r);
                case "number":
                    return number(s, r);
                case "boolean":
                    return F.booleanNode(r.nextBoolean());
                case "null":
                    return F.nullNode();
                default:
                    if (s.path("minLength").asLong(0) > MAX_STRING) {
                        throw new TooLarge("the output schema asks for strings of at least "
                                + s.get("minLength").asLong()
                                + " characters; a simulated string holds at most " + MAX_STRING
                                + " (docs/simulation.md#limits)");
                    }
                    return F.textNode(SampleStrings.string(s, r, leaf(seed)));
            }
        }

        private ObjectNode object(JsonNode s, String seed, int depth) {
            ObjectNode o = F.objectNode();
            if (depth > MAX_DEPTH) {
                // deep recursion: only what is required, as plain strings
                s.path("required")
                        .forEach(n ->
                                o.put(n.asText(), SampleStrings.words(random(seed + "/" + n.asText()), n.asText())));
                return o;
            }
            s.path("properties")
                    .fields()
                    .forEachRemaining(e -> o.set(e.getKey(), gen(e.getValue(), seed + "/" + e.getKey(), depth + 1)));
            JsonNode extra = s.path("additionalProperties").isObject() ? s.get("additionalProperties") : F.objectNode();
            for (JsonNode n : s.path("required")) {
                if (!o.has(n.asText())) {
                    o.set(n.asText(), gen(extra, seed + "/" + n.asText(), depth + 1));
                }
            }
            boolean open = !s.path("additionalProperties").isBoolean()
                    || s.get("additionalProperties").asBoolean();
            for (int i = 1; open && o.size() < s.path("minProperties").asInt(0); i++) {
                o.set("extra" + i, gen(extra, seed + "/extra" + i, depth + 1));
            }
            return o;
        }

        private ArrayNode array(JsonNode s, String seed, int depth) {
            ArrayNode a = F.arrayNode();
            if (depth > MAX_DEPTH) {
                return a;
            }
            if (s.path("prefixItems").isArray() && s.get("prefixItems").size() > 0) {
                // A tuple: one value per position (items, if any, is only for what follows).
                int i = 0;
                for (JsonNode position : s.get("prefixItems")) {
                    a.add(gen(position, seed + "/" + i++, depth + 1));
                }
                return a;
            }
            long minItems = Math.max(0, s.path("minItems").asLong(0));
            if (minItems > values) {
                throw new TooLarge("the output schema asks for arrays of at least " + minItems + " items (minItems); a"
                        + " simulated answer holds at most " + MAX_VALUES + " values (docs/simulation.md#limits)");
            }
            int min = (int) minItems;
            int max = s.has("maxItems") ? Math.max(min, s.get("maxItems").asInt()) : min + 3;
            int low = Math.min(Math.max(min, 1), max);
            int n = low + random(seed).nextInt(Math.min(max, low + 2) - low + 1);
            // no items (or items: true) allows any element: the empty schema, which gives a string
            JsonNode items = s.path("items").isObject() ? s.get("items") : F.objectNode();
            boolean unique = s.path("uniqueItems").asBoolean(false);
            Set<JsonNode> seen = new HashSet<>();
            for (int i = 0, attempt = 0; a.size() < n && attempt < n * 8; attempt++, i++) {
                JsonNode v = gen(items, seed + "/" + i, depth + 1);
                if (!unique || seen.add(v)) {
                    a.add(v);
                } else if (a.size() >= min) {
                    break; // too few distinct values to reach n: stop at a valid length
                }
            }
            return a;
        }
    }

    private static JsonNode integer(JsonNode s, SplittableRandom r) {
        BigDecimal[] b = bounds(s, BigDecimal.ONE);
        BigDecimal lo = b[0].setScale(0, RoundingMode.CEILING);
        BigDecimal hi = b[1].setScale(0, RoundingMode.FLOOR);
        BigDecimal step = s.path("multipleOf").isNumber() ? s.get("multipleOf").decimalValue() : BigDecimal.ONE;
        return F.numberNode(pick(lo, hi, step, r).toBigInteger());
    }

    private static JsonNode number(JsonNode s, SplittableRandom r) {
        BigDecimal[] b = bounds(s, new BigDecimal("0.01"));
        BigDecimal step = s.path("multipleOf").isNumber() ? s.get("multipleOf").decimalValue() : new BigDecimal("0.01");
        return F.numberNode(pick(b[0], b[1], step, r).stripTrailingZeros());
    }

    /** [lowest, highest] allowed; an exclusive bound moves in by {@code unit}; a missing side is 1000 from the other. */
    private static BigDecimal[] bounds(JsonNode s, BigDecimal unit) {
        BigDecimal lo = s.path("minimum").isNumber() ? s.get("minimum").decimalValue() : null;
        BigDecimal hi = s.path("maximum").isNumber() ? s.get("maximum").decimalValue() : null;
        if (s.path("exclusiveMinimum").isNumber()) {
            BigDecimal x = s.get("exclusiveMinimum").decimalValue().add(unit);
            lo = lo == null || x.compareTo(lo) > 0 ? x : lo;
        }
        if (s.path("exclusiveMaximum").isNumber()) {
            BigDecimal x = s.get("exclusiveMaximum").decimalValue().subtract(unit);
            hi = hi == null || x.compareTo(hi) < 0 ? x : hi;
        }
        if (lo == null) {
            lo = hi == null
                    ? BigDecimal.ONE
                    : hi.subtract(BigDecimal.valueOf(1000))
                            .max(hi.signum() > 0 ? BigDecimal.ZERO : hi.subtract(BigDecimal.valueOf(1000)));
        }
        if (hi == null) {
            hi = lo.add(BigDecimal.valueOf(1000));
        }
        return new BigDecimal[] {lo, hi};
    }

    /** A multiple of {@code step} in [lo, hi] (lo itself when there is none). */
    private static BigDecimal pick(BigDecimal lo, BigDecimal hi, BigDecimal step, SplittableRandom r) {
        if (step.signum() <= 0) {
            return lo;
        }
        BigDecimal first = lo.divide(step, 0, RoundingMode.CEILING);
        BigDecimal last = hi.divide(step, 0, RoundingMode.FLOOR);
        long span = last.subtract(first).min(BigDecimal.valueOf(1_000_000)).longValue();
        if (span < 0) {
            return lo;
        }
        return first.add(BigDecimal.valueOf(r.nextLong(span + 1))).multiply(step);
    }

    private static String type(JsonNode s) {
        JsonNode t = s.path("type");
        if (t.isTextual()) {
            return t.asText();
        }
        if (t.isArray()) {
            for (JsonNode x : t) {
                if (!"null".equals(x.asText())) {
                    return x.asText();
                }
            }
            return t.size() > 0 ? "null" : "string";
        }
        return s.has("properties") || s.has("required")
                ? "object"
                : s.has("items") || s.has("prefixItems") ? "array" : "string";
    }

    /** The schema with its allOf parts folded in: properties and required united, other keywords the last one's. */
    private static JsonNode merged(JsonNode s, JsonNode root) {
        ObjectNode m = s.deepCopy();
        m.remove("allOf");
        for (JsonNode part : s.get("allOf")) {
            if (part.path("$ref").asText("").startsWith("#")) {
                part = root.at(part.get("$ref").asText().substring(1));
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = part.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                if ("properties".equals(e.getKey()) && m.path("properties").isObject()) {
                    ((ObjectNode) m.get("properties"))
                            .setAll((ObjectNode) e.getValue().deepCopy());
                } else if ("required".equals(e.getKey()) && m.path("required").isArray()) {
                    ((ArrayNode) m.get("required"))
                            .addAll((ArrayNode) e.getValue().deepCopy());
                } else {
                    m.set(e.getKey(), e.getValue().deepCopy());
                }
            }
        }
        return m;
    }

    private static String leaf(String seed) {
        return seed.substring(seed.lastIndexOf('/') + 1);
    }

    static SplittableRandom random(String seed) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < seed.length(); i++) {
            h = (h ^ seed.charAt(i)) * 0x100000001b3L;
        }
        return new SplittableRandom(h);
    }
}

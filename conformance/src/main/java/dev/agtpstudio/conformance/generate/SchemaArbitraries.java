package dev.agtpstudio.conformance.generate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.time.api.DateTimes;
import net.jqwik.time.api.Dates;
import net.jqwik.web.api.Web;

/**
 * Turns a JSON Schema (the subset endpoint schemas use: type, enum, const, format, min/max, length, pattern, items,
 * properties, required, oneOf/anyOf) into a jqwik {@link Arbitrary} of documents that satisfy it. Generation,
 * edge cases and randomness are jqwik's; this class only maps schema keywords to jqwik's combinators.
 */
public final class SchemaArbitraries {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private static final int MAX_DEPTH = 6;
    /** Bounds used when a schema gives none: wide enough to vary, small enough to be plausible business values. */
    private static final long DEFAULT_MIN = 0;

    private static final long DEFAULT_MAX = 100_000;
    private static final int DEFAULT_MAX_LENGTH = 24;
    private static final int DEFAULT_MAX_ITEMS = 3;
    /** Probability that an optional property is left out of a generated object. */
    private static final double OPTIONAL_ABSENT = 0.4;

    private static final LocalDate FIRST_DATE = LocalDate.of(2024, 1, 1);
    private static final LocalDate LAST_DATE = LocalDate.of(2032, 12, 31);

    private SchemaArbitraries() {}

    public static Arbitrary<JsonNode> of(JsonNode schema) {
        return of(schema, 0);
    }

    private static Arbitrary<JsonNode> of(JsonNode s, int depth) {
        if (s == null || !s.isObject() || depth > MAX_DEPTH) {
            return Arbitraries.just(F.nullNode());
        }
        if (s.has("const")) {
            return Arbitraries.just(s.get("const").deepCopy());
        }
        if (s.path("enum").isArray() && !s.get("enum").isEmpty()) {
            List<JsonNode> values = new ArrayList<>();
            s.get("enum").forEach(v -> values.add(v.deepCopy()));
            return Arbitraries.of(values);
        }
        for (String k : new String[] {"oneOf", "anyOf"}) {
            if (s.path(k).isArray() && !s.get(k).isEmpty()) {
                List<Arbitrary<JsonNode>> alts = new ArrayList<>();
                s.get(k).forEach(alt -> alts.add(of(alt, depth + 1)));
                return Arbitraries.oneOf(alts);
            }
        }
        return switch (typeOf(s)) {
            case "object" -> object(s, depth);
            case "array" -> array(s, depth);
            case "integer" -> integer(s);
            case "number" -> number(s);
            case "boolean" -> Arbitraries.of(true, false).map(b -> (JsonNode) F.booleanNode(b));
            case "null" -> Arbitraries.just(F.nullNode());
            default -> string(s);
        };
    }

    static String typeOf(JsonNode s) {
        JsonNode t = s.path("type");
        if (t.isTextual()) {
            return t.asText();
        }
        if (t.isArray()) {
            for (JsonNode n : t) {
                if (!"null".equals(n.asText())) {
                    return n.asText();
                }
            }
        }
        return s.has("properties") ? "object" : s.has("items") ? "array" : "string";
    }

    private static Arbitrary<JsonNode> object(JsonNode s, int depth) {
        List<String> required = new ArrayList<>();
        s.path("required").forEach(n -> required.add(n.asText()));
        List<Arbitrary<Map.Entry<String, JsonNode>>> members = new ArrayList<>();
        s.path("properties").fields().forEachRemaining(p -> {
            Arbitrary<Map.Entry<String, JsonNode>> a =
                    of(p.getValue(), depth + 1).map(v -> Map.entry(p.getKey(), v));
            members.add(required.contains(p.getKey()) ? a : a.injectNull(OPTIONAL_ABSENT));
        });
        if (members.isEmpty()) {
            return Arbitraries.just(F.objectNode());
        }
        return Combinators.combine(members).as(entries -> {
            ObjectNode o = F.objectNode();
            for (Map.Entry<String, JsonNode> e : entries) {
                if (e != null) {
                    o.set(e.getKey(), e.getValue());
                }
            }
            return (JsonNode) o;
        });
    }

    private static Arbitrary<JsonNode> array(JsonNode s, int depth) {
        int min = s.path("minItems").asInt(0);
        int max = Math.max(min, s.path("maxItems").asInt(Math.max(min, DEFAULT_MAX_ITEMS)));
        var list = of(s.path("items"), depth + 1).list().ofMinSize(min).ofMaxSize(max);
        if (s.path("uniqueItems").asBoolean(false)) {
            list = list.uniqueElements();
        }
        return list.map(items -> {
            ArrayNode a = F.arrayNode();
            items.forEach(a::add);
            return (JsonNode) a;
        });
    }

    private static Arbitrary<JsonNode> integer(JsonNode s) {
        long min = s.has("minimum")
                ? s.get("minimum").asLong()
                : s.has("exclusiveMinimum") ? s.get("exclusiveMinimum").asLong() + 1 : DEFAULT_MIN;
        long max = s.has("maximum")
                ? s.get("maximum").asLong()
                : s.has("exclusiveMaximum")
                        ? s.get("exclusiveMaximum").asLong() - 1
                        : Math.max(min, DEFAULT_MIN) + DEFAULT_MAX;
        return Arbitraries.longs().between(min, Math.max(min, max)).map(v -> (JsonNode) F.numberNode(v));
    }

    private static Arbitrary<JsonNode> number(JsonNode s) {
        double min = s.has("minimum")
                ? s.get("minimum").asDouble()
                : s.has("exclusiveMinimum") ? s.get("exclusiveMinimum").asDouble() + 0.01 : DEFAULT_MIN;
        double max = s.has("maximum")
                ? s.get("maximum").asDouble()
                : s.has("exclusiveMaximum")
                        ? s.get("exclusiveMaximum").asDouble() - 0.01
                        : Math.max(min, DEFAULT_MIN) + DEFAULT_MAX;
        return Arbitraries.bigDecimals()
                .between(BigDecimal.valueOf(min), BigDecimal.valueOf(Math.max(min, max)))
                .ofScale(2)
                .map(v -> (JsonNode) F.numberNode(v));
    }

    private static Arbitrary<JsonNode> string(JsonNode s) {
        Arbitrary<String> a = switch (s.path("format").asText("")) {
            case "uuid" ->
                Arbitraries.longs()
                        .tuple2()
                        .map(t -> new UUID(
                                        (t.get1() & ~0xF000L) | 0x4000L,
                                        (t.get2() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L)
                                .toString());
            case "date" -> Dates.dates().between(FIRST_DATE, LAST_DATE).map(LocalDate::toString);
            case "date-time" ->
                DateTimes.instants()
                        .between(Instant.parse("2024-01-01T00:00:00Z"), Instant.parse("2032-12-31T23:59:59Z"))
                        .map(i -> i.truncatedTo(java.time.temporal.ChronoUnit.SECONDS)
                                .toString());
            case "email", "idn-email" -> Web.emails();
            case "uri", "url", "iri" -> Web.webDomains().map(d -> "https://" + d + "/");
            case "hostname", "idn-hostname" -> Web.webDomains();
            default -> plain(s);
        };
        return a.map(v -> (JsonNode) F.textNode(v));
    }

    private static Arbitrary<String> plain(JsonNode s) {
        int min = s.path("minLength").asInt(1);
        int max = Math.max(min, s.path("maxLength").asInt(Math.max(min, DEFAULT_MAX_LENGTH)));
        Arbitrary<String> a = Arbitraries.strings()
                .alpha()
                .numeric()
                .withChars(' ', '-', '_')
                .ofMinLength(min)
                .ofMaxLength(max);
        if (s.path("pattern").isTextual()) {
            Pattern p = Pattern.compile(s.get("pattern").asText());
            a = a.filter(v -> p.matcher(v).find());
        }
        return a;
    }
}

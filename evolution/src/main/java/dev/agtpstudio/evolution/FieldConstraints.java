package dev.agtpstudio.evolution;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * The JSON Schema keywords of one field that limit what a caller may send, and which way a change of each moves
 * that limit. Lower bounds tighten when they rise, upper bounds when they fall; a pattern or format tightens when
 * it appears or changes.
 */
final class FieldConstraints {
    private static final List<String> LOWER =
            List.of("minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties");
    private static final List<String> UPPER =
            List.of("maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties", "multipleOf");
    private static final List<String> SHAPE = List.of("pattern", "format", "const");

    private FieldConstraints() {}

    /** One constraint that moved: its keyword, both values (null when absent) and whether it got stricter. */
    record Move(String keyword, JsonNode oldValue, JsonNode newValue, boolean tighter) {}

    static List<Move> moves(JsonNode oldSchema, JsonNode newSchema) {
        List<Move> out = new ArrayList<>();
        for (String k : LOWER) {
            bound(out, k, oldSchema.get(k), newSchema.get(k), true);
        }
        for (String k : UPPER) {
            bound(out, k, oldSchema.get(k), newSchema.get(k), false);
        }
        for (String k : SHAPE) {
            JsonNode a = oldSchema.get(k);
            JsonNode b = newSchema.get(k);
            if (a == null ? b != null : !a.equals(b)) {
                out.add(new Move(k, a, b, b != null));
            }
        }
        return out;
    }

    private static void bound(List<Move> out, String k, JsonNode a, JsonNode b, boolean lower) {
        if (a == null && b == null
                || a != null
                        && b != null
                        && a.isNumber()
                        && b.isNumber()
                        && a.decimalValue().compareTo(b.decimalValue()) == 0) {
            return;
        }
        boolean tighter;
        if (a == null) {
            tighter = true;
        } else if (b == null) {
            tighter = false;
        } else if (a.isNumber() && b.isNumber()) {
            int cmp = b.decimalValue().compareTo(a.decimalValue());
            tighter = lower ? cmp > 0 : cmp < 0;
            if ("multipleOf".equals(k)) {
                tighter = true;
            }
        } else {
            tighter = true;
        }
        out.add(new Move(k, a, b, tighter));
    }
}

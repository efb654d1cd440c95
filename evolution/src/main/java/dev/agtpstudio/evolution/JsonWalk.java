package dev.agtpstudio.evolution;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.List;

/**
 * Walks two JSON trees and sorts their differences into "lost" (a member removed or a value changed) and "gained"
 * (a member or array element added). Arrays of objects are compared by position; arrays of scalars as sets.
 */
final class JsonWalk {
    private JsonWalk() {}

    static void compare(String at, JsonNode a, JsonNode b, List<String> lost, List<String> gained) {
        if (a == null || a.isMissingNode() || a.isNull()) {
            if (b != null && !b.isMissingNode() && !b.isNull()) {
                gained.add(at.isEmpty() ? "/" : at);
            }
            return;
        }
        if (b == null || b.isMissingNode() || b.isNull()) {
            lost.add(at.isEmpty() ? "/" : at);
            return;
        }
        if (a.isObject() && b.isObject()) {
            for (Iterator<String> it = a.fieldNames(); it.hasNext(); ) {
                String k = it.next();
                compare(at + "/" + k, a.get(k), b.get(k), lost, gained);
            }
            for (Iterator<String> it = b.fieldNames(); it.hasNext(); ) {
                String k = it.next();
                if (!a.has(k)) {
                    gained.add(at + "/" + k);
                }
            }
        } else if (a.isArray() && b.isArray()) {
            array(at, a, b, lost, gained);
        } else if (!a.equals(b)) {
            lost.add(at.isEmpty() ? "/" : at);
        }
    }

    private static void array(String at, JsonNode a, JsonNode b, List<String> lost, List<String> gained) {
        boolean scalars = true;
        for (JsonNode n : a) {
            scalars &= n.isValueNode();
        }
        if (scalars) {
            for (JsonNode n : a) {
                if (!contains(b, n)) {
                    lost.add(at + "[" + n.asText() + "]");
                }
            }
            for (JsonNode n : b) {
                if (!contains(a, n)) {
                    gained.add(at + "[" + n.asText() + "]");
                }
            }
            return;
        }
        for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
            compare(at + "/" + i, a.get(i), b.get(i), lost, gained);
        }
    }

    private static boolean contains(JsonNode arr, JsonNode n) {
        for (JsonNode x : arr) {
            if (x.equals(n)) {
                return true;
            }
        }
        return false;
    }
}

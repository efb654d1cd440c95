package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Entries of {@code paths} that should hold operations but cannot be read: a path item that is not a mapping or is
 * still a reference nobody could follow, an operation that is not a mapping. {@link SpecOperation#all} cannot see the
 * operations inside them, so without this they vanished from the count; each becomes a skipped entry with the reason.
 */
final class Unreadable {
    private Unreadable() {}

    /** @param select the {@code --select} values: an entry is listed when none is given or one names its path */
    static List<SkippedOperation> in(JsonNode root, List<String> select) {
        List<SkippedOperation> out = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = root.path("paths").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> p = it.next();
            String path = p.getKey();
            if (!select.isEmpty() && select.stream().noneMatch(s -> selects(s, path))) {
                continue;
            }
            JsonNode item = p.getValue();
            if (!item.isObject()) {
                out.add(new SkippedOperation(
                        "* " + path,
                        "the path item is not a mapping, so its operations cannot " + "be read (at /paths/"
                                + pointer(path) + ")"));
                continue;
            }
            boolean hasOperation = false;
            for (Iterator<Map.Entry<String, JsonNode>> ops = item.fields(); ops.hasNext(); ) {
                Map.Entry<String, JsonNode> o = ops.next();
                String m = o.getKey().toLowerCase(Locale.ROOT);
                if (!SpecOperation.HTTP.contains(m)) {
                    continue;
                }
                hasOperation = true;
                if (!o.getValue().isObject()) {
                    out.add(new SkippedOperation(
                            m.toUpperCase(Locale.ROOT) + " " + path,
                            "the operation is not a " + "mapping (at /paths/" + pointer(path) + "/" + o.getKey()
                                    + ")"));
                }
            }
            if (!hasOperation && item.get("$ref") != null) {
                out.add(new SkippedOperation(
                        "* " + path,
                        "the path item is a $ref to " + item.get("$ref").asText()
                                + ", which could not be read, so none of its operations was imported"));
            }
        }
        return out;
    }

    private static boolean selects(String selector, String path) {
        return selector.endsWith("*")
                ? path.startsWith(selector.substring(0, selector.length() - 1))
                : path.equals(selector)
                        || selector.toLowerCase(Locale.ROOT).endsWith(" " + path.toLowerCase(Locale.ROOT));
    }

    private static String pointer(String path) {
        return path.replace("~", "~0").replace("/", "~1");
    }
}

package dev.agtpstudio.core.outline;

import dev.agtpstudio.core.text.TextRange;
import java.util.ArrayList;
import java.util.List;

/**
 * One entry of a file's outline: an endpoint ({@code METHOD /path}), a group ({@code input}, {@code output}), a
 * field or a recipe, with the key path and the range the loader recorded for it (never re-parsed).
 *
 * @param label    what the outline and the breadcrumbs show
 * @param detail   a short second text (a field's type, an endpoint's description), or empty
 * @param kind     what the entry is
 * @param keyPath  the entry's key path in the file's {@link dev.agtpstudio.core.load.LocationMap}
 * @param range    the whole entry's range in the text (the file start when the loader recorded none)
 * @param target   where going to the entry puts the caret: an endpoint's method, a field's or recipe's name
 *                 (the entry's range when the loader recorded none)
 * @param children the entries inside it, in text order
 */
public record OutlineNode(
        String label,
        String detail,
        Kind kind,
        String keyPath,
        TextRange range,
        TextRange target,
        List<OutlineNode> children) {
    /** What an outline entry is. */
    public enum Kind {
        ENDPOINT,
        GROUP,
        FIELD,
        RECIPE
    }

    public OutlineNode {
        detail = detail == null ? "" : detail;
        target = target == null ? range : target;
        children = List.copyOf(children);
    }

    /**
     * The chain of entries whose range holds {@code offset}, outermost first (the breadcrumbs at a caret); empty when
     * no entry holds it. An entry's end counts as inside, so a caret just after a value still names it.
     */
    public static List<OutlineNode> pathAt(List<OutlineNode> roots, int offset) {
        List<OutlineNode> out = new ArrayList<>();
        List<OutlineNode> level = roots;
        boolean found = true;
        while (found) {
            found = false;
            for (OutlineNode n : level) {
                if (n.range().start() <= offset && offset <= n.range().end()) {
                    out.add(n);
                    level = n.children();
                    found = true;
                    break;
                }
            }
        }
        return out;
    }
}

package dev.agtpstudio.editor.style;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** A layer of marks drawn over the syntax colours: diagnostics, the matched bracket, search matches. */
public interface StyleOverlay {
    /** The current marks, sorted by start. Called on the FX thread; the list must not change afterwards. */
    List<Mark> marks();

    /**
     * The current marks touching {@code [start, end]} (ends included). Overlays with many marks override it so a
     * restyle of a few lines does not walk all of them.
     */
    default List<Mark> marks(int start, int end) {
        List<Mark> out = new ArrayList<>();
        for (Mark m : marks()) {
            if (m.start() <= end && m.end() >= start) {
                out.add(m);
            }
        }
        return out;
    }

    /**
     * The marks in one list and not in the other: the only spans whose styles differ between the two, so the only
     * ones to restyle when an overlay goes from {@code before} to {@code after}.
     */
    static List<Mark> changed(Collection<Mark> before, Collection<Mark> after) {
        Set<Mark> a = new HashSet<>(before);
        Set<Mark> b = new HashSet<>(after);
        List<Mark> out = new ArrayList<>();
        for (Mark m : a) {
            if (!b.contains(m)) {
                out.add(m);
            }
        }
        for (Mark m : b) {
            if (!a.contains(m)) {
                out.add(m);
            }
        }
        return out;
    }
}

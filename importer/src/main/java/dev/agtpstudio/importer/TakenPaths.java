package dev.agtpstudio.importer;

import dev.agtpstudio.core.model.PathTemplate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The (verb, path template) pairs already given out, answering "would this pair collide?" in about constant time:
 * equal shapes through a hash set, overlapping templates (AGTP-API §5.4: same verb, segment and parameter count)
 * only against templates whose parameter positions differ.
 */
final class TakenPaths {
    private final Set<String> shapes = new HashSet<>();
    /** verb|segments|params -> parameter-position mask -> templates. */
    private final Map<String, Map<String, List<PathTemplate>>> buckets = new HashMap<>();

    boolean clashes(String verb, PathTemplate t) {
        if (shapes.contains(verb + " " + shape(t))) {
            return true;
        }
        if (t.parameterCount() == 0) {
            return false;
        }
        Map<String, List<PathTemplate>> byMask = buckets.get(bucket(verb, t));
        if (byMask == null) {
            return false;
        }
        String mask = mask(t);
        for (Map.Entry<String, List<PathTemplate>> e : byMask.entrySet()) {
            if (e.getKey().equals(mask)) {
                continue;
            }
            for (PathTemplate other : e.getValue()) {
                if (other.overlaps(t)) {
                    return true;
                }
            }
        }
        return false;
    }

    void take(String verb, PathTemplate t) {
        shapes.add(verb + " " + shape(t));
        if (t.parameterCount() > 0) {
            buckets.computeIfAbsent(bucket(verb, t), k -> new HashMap<>())
                    .computeIfAbsent(mask(t), k -> new ArrayList<>())
                    .add(t);
        }
    }

    private static String bucket(String verb, PathTemplate t) {
        return verb + "|" + t.segments().size() + "|" + t.parameterCount();
    }

    private static String mask(PathTemplate t) {
        StringBuilder sb = new StringBuilder();
        for (PathTemplate.Segment s : t.segments()) {
            sb.append(s.isParameter() ? '1' : '0');
        }
        return sb.toString();
    }

    private static String shape(PathTemplate t) {
        return PathTemplate.blank(t.path(), "{}");
    }
}

package dev.agtpstudio.app;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/** The package cycles of a code base: strongly connected components (Tarjan) of the package dependency graph. */
final class PackageCycles {
    private PackageCycles() {}

    /** Each cycle as the sorted set of its packages, with {@code prefix} removed; only packages under it count. */
    static List<Set<String>> of(JavaClasses classes, String prefix) {
        Map<String, Set<String>> graph = new TreeMap<>();
        for (JavaClass c : classes) {
            String from = c.getPackageName();
            if (!from.startsWith(prefix)) {
                continue;
            }
            Set<String> out = graph.computeIfAbsent(from.substring(prefix.length()), k -> new TreeSet<>());
            for (Dependency d : c.getDirectDependenciesFromSelf()) {
                String to = d.getTargetClass().getPackageName();
                if (to.startsWith(prefix) && !to.equals(from)) {
                    out.add(to.substring(prefix.length()));
                }
            }
        }
        return new Tarjan(graph).components();
    }

    private static final class Tarjan {
        private final Map<String, Set<String>> graph;
        private final Map<String, Integer> index = new HashMap<>();
        private final Map<String, Integer> low = new HashMap<>();
        private final Deque<String> stack = new ArrayDeque<>();
        private final Set<String> onStack = new TreeSet<>();
        private final List<Set<String>> result = new ArrayList<>();
        private int next;

        Tarjan(Map<String, Set<String>> graph) {
            this.graph = graph;
        }

        List<Set<String>> components() {
            for (String v : graph.keySet()) {
                if (!index.containsKey(v)) {
                    visit(v);
                }
            }
            return result;
        }

        private void visit(String v) {
            index.put(v, next);
            low.put(v, next++);
            stack.push(v);
            onStack.add(v);
            for (String w : graph.getOrDefault(v, Set.of())) {
                if (!index.containsKey(w)) {
                    visit(w);
                    low.put(v, Math.min(low.get(v), low.get(w)));
                } else if (onStack.contains(w)) {
                    low.put(v, Math.min(low.get(v), index.get(w)));
                }
            }
            if (low.get(v).equals(index.get(v))) {
                Set<String> comp = new TreeSet<>();
                String w;
                do {
                    w = stack.pop();
                    onStack.remove(w);
                    comp.add(w);
                } while (!w.equals(v));
                if (comp.size() > 1) {
                    result.add(comp);
                }
            }
        }
    }
}

package dev.agtpstudio.server.dispatch;

import dev.agtpstudio.core.model.PathTemplate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * An immutable set of routes with the three-pass match of AGTP-API §5.4: exact literal path, then templates with
 * the fewest parameters, else nothing.
 */
public final class Registry {
    private final List<Route> routes;
    private final Map<String, Route> exact = new HashMap<>();
    private final List<Route> templates = new ArrayList<>();

    public Registry(List<Route> routes) {
        this.routes = List.copyOf(routes);
        for (Route r : routes) {
            if (r.isTemplate()) {
                templates.add(r);
            } else {
                exact.putIfAbsent(key(r.endpoint().method(), r.endpoint().path()), r);
            }
        }
        templates.sort(Comparator.comparingInt(Route::parameterCount));
    }

    public static Registry empty() {
        return new Registry(List.of());
    }

    public List<Route> routes() {
        return routes;
    }

    /** A matched route and the template parameters it captured. */
    public record Match(Route route, Map<String, String> parameters) {}

    public Optional<Match> find(String method, String path) {
        Route r = exact.get(key(method, path));
        if (r != null) {
            return Optional.of(new Match(r, Map.of()));
        }
        String[] segs = path.equals("/") ? new String[0] : path.substring(1).split("/", -1);
        for (Route t : templates) {
            if (t.endpoint().method().equals(method)) {
                Map<String, String> p = capture(t, segs);
                if (p != null) {
                    return Optional.of(new Match(t, p));
                }
            }
        }
        return Optional.empty();
    }

    /** Every method registered on {@code path} (literal or template match), sorted. */
    public TreeSet<String> methodsFor(String path) {
        TreeSet<String> out = new TreeSet<>();
        String[] segs = path.equals("/") ? new String[0] : path.substring(1).split("/", -1);
        for (Route r : routes) {
            if (r.endpoint().path().equals(path) || (r.isTemplate() && capture(r, segs) != null)) {
                out.add(r.endpoint().method());
            }
        }
        return out;
    }

    /** The first route (in registration order) with {@code method}. */
    public Optional<Route> firstWithMethod(String method) {
        return routes.stream().filter(r -> r.endpoint().method().equals(method)).findFirst();
    }

    private static Map<String, String> capture(Route t, String[] segs) {
        String[] ts = t.segments();
        if (ts.length != segs.length) {
            return null;
        }
        Map<String, String> p = new LinkedHashMap<>();
        for (int i = 0; i < ts.length; i++) {
            if (PathTemplate.isParameterSegment(ts[i])) {
                if (segs[i].isEmpty()) {
                    return null;
                }
                p.put(PathTemplate.nameOf(ts[i]), dev.agtpstudio.server.wire.RequestTarget.decode(segs[i]));
            } else if (!ts[i].equals(segs[i])) {
                return null;
            }
        }
        return p;
    }

    private static String key(String method, String path) {
        return method + " " + path;
    }
}

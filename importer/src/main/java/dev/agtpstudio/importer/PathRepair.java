package dev.agtpstudio.importer;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.model.PathTemplate;
import dev.agtpstudio.validator.support.Words;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns an OpenAPI path into one the AGTP path grammar (AGTP-API §5) accepts: the action segment that became the
 * method leaves, segments that are catalog verbs are pluralised, mixed segments ({@code v1.{format}}) are split,
 * parameters renamed to snake_case. Every change is flagged.
 */
public final class PathRepair {
    private static final Pattern BAD_CHAR = Pattern.compile("[^A-Za-z0-9\\-._~!$&'()*+,;=:@]");

    private final MethodCatalog catalog;

    public PathRepair(MethodCatalog catalog) {
        this.catalog = catalog;
    }

    /**
     * @param params upstream parameter name -> AGTP (snake_case) name, filled here
     */
    public record Result(String path, Map<String, String> params, List<Flag> flags) {}

    public Result repair(String original, String actionSegment) {
        List<Flag> flags = new ArrayList<>();
        Map<String, String> params = new LinkedHashMap<>();
        List<String> raw = new ArrayList<>();
        for (String s : original.split("/")) {
            if (!s.isEmpty()) {
                raw.add(s);
            }
        }
        if (actionSegment != null) {
            for (int i = raw.size() - 1; i >= 0; i--) {
                if (raw.get(i).equals(actionSegment)) {
                    raw.remove(i);
                    break;
                }
            }
        }
        List<String> out = new ArrayList<>();
        Set<String> used = new LinkedHashSet<>();
        for (String seg : raw) {
            boolean pure = PathTemplate.isParameterSegment(seg)
                    && PathTemplate.EXPRESSION.matcher(seg).matches();
            if (pure) {
                out.add(param(PathTemplate.nameOf(seg), params, used, flags));
                continue;
            }
            Matcher m = PathTemplate.EXPRESSION.matcher(seg);
            if (m.find()) {
                List<String> parts = new ArrayList<>();
                m.reset();
                int at = 0;
                while (m.find()) {
                    addLiteral(seg.substring(at, m.start()), parts);
                    parts.add(param(m.group(1), params, used, flags));
                    at = m.end();
                }
                addLiteral(seg.substring(at), parts);
                flags.add(new Flag(
                        FlagCode.MIXED_SEGMENT,
                        "path",
                        "segment \"" + seg + "\" mixes text and a "
                                + "parameter, which AGTP-API §5.2 does not support; split into "
                                + String.join("/", parts)));
                for (String p : parts) {
                    out.add(PathTemplate.isParameterSegment(p) ? p : literal(p, flags));
                }
                continue;
            }
            out.add(literal(seg, flags));
        }
        return new Result(out.isEmpty() ? "/" : "/" + String.join("/", out), params, flags);
    }

    private static void addLiteral(String s, List<String> parts) {
        String t = s.replaceAll("^[-._~]+|[-._~]+$", "");
        if (!t.isEmpty()) {
            parts.add(t);
        }
    }

    private String literal(String seg, List<Flag> flags) {
        String s = BAD_CHAR.matcher(seg).replaceAll("-");
        if (!catalog.isVerbSegment(s)) {
            return s;
        }
        String plural = Words.plural(s);
        if (!catalog.isVerbSegment(plural)) {
            flags.add(new Flag(
                    FlagCode.VERB_SEGMENT_REPAIRED,
                    "path",
                    "segment \"" + seg + "\" is the catalog verb " + MethodCatalog.normalizeVerb(seg)
                            + " (AGTP-API §5.1); pluralised to \"" + plural + "\""));
            return plural;
        }
        String named = s + "-resource";
        flags.add(new Flag(
                FlagCode.VERB_SEGMENT_UNREPAIRED,
                "path",
                "segment \"" + seg + "\" is a catalog verb and " + "so is its plural; renamed to \"" + named
                        + "\": choose a noun"));
        return named;
    }

    private static String param(String name, Map<String, String> params, Set<String> used, List<Flag> flags) {
        String snake = Words.isSnakeCase(name) ? name : Words.toSnakeCase(name);
        String unique = snake;
        for (int i = 2; used.contains(unique); i++) {
            unique = snake + "_" + i;
        }
        used.add(unique);
        params.put(name, unique);
        if (!unique.equals(name)) {
            flags.add(new Flag(
                    FlagCode.PARAMETER_RENAMED,
                    "path",
                    "path parameter {" + name + "} is {" + unique + "} (snake_case); input_transform maps it back"));
        }
        return PathTemplate.expression(unique);
    }
}

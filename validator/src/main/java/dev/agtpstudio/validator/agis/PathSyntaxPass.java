package dev.agtpstudio.validator.agis;

import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.diag.TextEdit;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.core.model.PathTemplate;
import dev.agtpstudio.core.text.TextRange;
import dev.agtpstudio.validator.RuleInfo;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Pass 4, path syntax (AGIS §5): a leading slash, lowercase hyphenated noun segments, {@code {param}} templates,
 * no query string, no verb, no repetition of the method verb. Findings about one segment are underlined at that
 * segment when the path's location is known.
 */
public final class PathSyntaxPass implements AgisPass {
    static final RuleInfo LEADING_SLASH =
            AgisRule.of("p4-leading-slash", Severity.ERROR, 4, "AGIS §5 (a)", "The path does not begin with /");
    static final RuleInfo QUERY_STRING = AgisRule.of(
            "p4-query-string", Severity.ERROR, 4, "AGIS §5 (f)", "The path contains a query string or fragment");
    static final RuleInfo EMPTY_SEGMENT = AgisRule.of(
            "p4-empty-segment", Severity.ERROR, 4, "AGIS §5 (c)", "The path has an empty segment (// or a trailing /)");
    static final RuleInfo UPPERCASE =
            AgisRule.of("p4-uppercase", Severity.ERROR, 4, "AGIS §5 (c)", "A path segment contains uppercase letters");
    static final RuleInfo SEGMENT_SYNTAX = AgisRule.of(
            "p4-segment-syntax",
            Severity.ERROR,
            4,
            "AGIS §5 (c)",
            "A path segment is not lowercase words joined by hyphens");
    static final RuleInfo PARAMETER = AgisRule.of(
            "p4-parameter", Severity.ERROR, 4, "AGIS §5 (d)", "A parameter segment is not of the form {name}");
    static final RuleInfo DUPLICATE_PARAMETER = AgisRule.of(
            "p4-duplicate-parameter", Severity.ERROR, 4, "AGIS §5 (d)", "Two parameter segments have the same name");
    static final RuleInfo VERB_SEGMENT = AgisRule.of(
            "p4-verb-segment",
            Severity.ERROR,
            4,
            "AGIS §5 (b)",
            "A path segment starts with an HTTP method verb (get, post, put, delete, ...)");
    static final RuleInfo VERB_LIKE_SEGMENT = AgisRule.of(
            "p4-verb-like-segment",
            Severity.WARNING,
            4,
            "AGIS §5 (b)",
            "A path segment is, or begins with, a word the method catalog lists as a verb");
    static final RuleInfo DUPLICATE_METHOD =
            AgisRule.of("p4-duplicate-method", Severity.ERROR, 4, "AGIS §5 (e)", "The path repeats the method verb");

    static final RuleInfo UNDECLARED_PARAMETER = AgisRule.of(
            "p4-undeclared-parameter",
            Severity.WARNING,
            4,
            "AGIS §5 (d), §7",
            "A path parameter is not declared in the input");

    private static final Pattern WORDS = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");
    private static final Pattern PARAM_NAME = Pattern.compile("[a-z_][a-z0-9_]*");
    private static final Pattern LOOSE_PARAM = Pattern.compile("(?:\\{\\s*|:|<)([A-Za-z_][A-Za-z0-9_-]*)\\s*[}>]?");

    @Override
    public int number() {
        return 4;
    }

    @Override
    public List<RuleInfo> rules() {
        return List.of(
                LEADING_SLASH,
                QUERY_STRING,
                EMPTY_SEGMENT,
                UPPERCASE,
                SEGMENT_SYNTAX,
                PARAMETER,
                DUPLICATE_PARAMETER,
                VERB_SEGMENT,
                VERB_LIKE_SEGMENT,
                DUPLICATE_METHOD,
                UNDECLARED_PARAMETER);
    }

    @Override
    public void endpoint(AgisRun run, int index, AgisEndpoint ep) {
        if (ep.path() != null && !ep.path().isBlank()) {
            new One(run, ep).check();
        }
    }

    /** The checks of one endpoint's path. */
    private static final class One {
        private final AgisRun run;
        private final AgisEndpoint ep;
        private final String key;
        private final String path;
        private final int base;
        private final String verb;

        One(AgisRun run, AgisEndpoint ep) {
            this.run = run;
            this.ep = ep;
            this.key = ep.fieldPath("path");
            this.path = ep.path();
            String raw = run.rawValue(key);
            this.base = raw != null && raw.equals(path) ? run.valueContentStart(key) : -1;
            this.verb = ep.method() == null ? "" : ep.method().strip().toUpperCase(Locale.ROOT);
        }

        void check() {
            String p = path;
            int cut = indexOfAny(p, '?', '#');
            if (cut >= 0) {
                report(
                        QUERY_STRING,
                        cut,
                        p.length(),
                        "path `" + path + "` contains `" + p.substring(cut)
                                + "`; query strings are not part of an AGIS path: declare the variables in the input schema",
                        edit(cut, p.length(), "", "Remove `" + p.substring(cut) + "`"));
                p = p.substring(0, cut);
            }
            int offset = 0;
            if (!p.startsWith("/")) {
                report(
                        LEADING_SLASH,
                        0,
                        0,
                        "path `" + path + "` does not begin with `/`; write `/" + p + "`",
                        edit(0, 0, "/", "Insert `/`"));
            } else {
                offset = 1;
                p = p.substring(1);
            }
            if (p.isEmpty()) {
                return;
            }
            Set<String> params = new HashSet<>();
            int pos = offset;
            String[] segs = p.split("/", -1);
            for (int i = 0; i < segs.length; i++) {
                boolean beforeParam = i + 1 < segs.length && PathTemplate.isParameterSegment(segs[i + 1]);
                segment(segs[i], pos, params, beforeParam);
                pos += segs[i].length() + 1;
            }
        }

        private void segment(String seg, int at, Set<String> params, boolean beforeParam) {
            int end = at + seg.length();
            if (seg.isEmpty()) {
                int from = Math.max(0, at - 1);
                report(
                        EMPTY_SEGMENT,
                        from,
                        Math.min(path.length(), at),
                        "path `" + path + "` has an empty segment (`//` or a trailing `/`); remove it",
                        edit(from, at, "", "Remove the extra `/`"));
                return;
            }
            if (seg.indexOf('{') >= 0 || seg.indexOf('}') >= 0 || seg.startsWith(":") || seg.startsWith("<")) {
                parameter(seg, at, end, params);
                return;
            }
            String words = seg;
            if (!seg.equals(seg.toLowerCase(Locale.ROOT))) {
                words = seg.replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
                report(
                        UPPERCASE,
                        at,
                        end,
                        "path segment `" + seg + "` contains uppercase letters; AGIS path segments are lowercase, "
                                + "with hyphens between words: `" + words + "`",
                        edit(at, end, words, "Rewrite as `" + words + "`"));
            }
            if (!WORDS.matcher(words).matches()) {
                String fixed =
                        words.replaceAll("[_\\s.]+", "-").replaceAll("-+", "-").replaceAll("^-|-$", "");
                boolean ok = WORDS.matcher(fixed).matches();
                report(
                        SEGMENT_SYNTAX,
                        at,
                        end,
                        "path segment `" + seg + "` is not lowercase words joined by hyphens"
                                + (ok ? "; write `" + fixed + "`" : ""),
                        ok ? edit(at, end, fixed, "Rewrite as `" + fixed + "`") : null);
                if (!ok) {
                    return;
                }
                words = fixed;
            }
            verbs(seg, words, at, end, beforeParam);
        }

        private void verbs(String seg, String words, int at, int end, boolean beforeParam) {
            String[] w = words.split("-");
            for (int i = 0; i < w.length; i++) {
                if (!verb.isEmpty() && w[i].equalsIgnoreCase(verb)) {
                    String rest = join(w, i);
                    report(
                            DUPLICATE_METHOD,
                            at,
                            end,
                            "path segment `" + seg + "` repeats the method verb " + verb
                                    + "; the method already says it"
                                    + (rest.isEmpty() ? ": name the entity instead" : ": write `" + rest + "`"),
                            rest.isEmpty() ? null : edit(at, end, rest, "Rewrite as `" + rest + "`"));
                    return;
                }
            }
            String first = w[0].toUpperCase(Locale.ROOT);
            if (MethodClassPass.HTTP.containsKey(first)) {
                String rest = join(w, 0);
                report(
                        VERB_SEGMENT,
                        at,
                        end,
                        "path segment `" + seg + "` starts with the HTTP verb `" + w[0]
                                + "`; paths name entities, the method says what to do"
                                + (rest.isEmpty() ? "" : ": write `" + rest + "`"),
                        rest.isEmpty() ? null : edit(at, end, rest, "Rewrite as `" + rest + "`"));
                return;
            }
            if (w.length > 1 && run.catalog().isVerb(first)) {
                String rest = join(w, 0);
                report(
                        VERB_LIKE_SEGMENT,
                        at,
                        end,
                        "path segment `" + seg + "` starts with " + first
                                + ", which the catalog lists as a verb; if it is meant as a verb, write `" + rest
                                + "` and make " + first
                                + " the method (nouns such as order-history may stay)",
                        edit(at, end, rest, "Rewrite as `" + rest + "`"));
                return;
            }
            if (w.length == 1 && !beforeParam && run.catalog().isVerbSegment(words)) {
                report(
                        VERB_LIKE_SEGMENT,
                        at,
                        end,
                        "path segment `" + seg + "` is also the verb " + first
                                + "; AGIS paths name entities, so prefer an unambiguous noun or the plural `" + words
                                + "s`",
                        edit(at, end, words + "s", "Use the plural `" + words + "s`"));
            }
        }

        private void parameter(String seg, int at, int end, Set<String> params) {
            if (PathTemplate.isParameterSegment(seg)
                    && PARAM_NAME.matcher(PathTemplate.nameOf(seg)).matches()) {
                String name = PathTemplate.nameOf(seg);
                var in = ep.input();
                if (in != null && !in.isAbsent() && in.field(name).isEmpty()) {
                    report(
                            UNDECLARED_PARAMETER,
                            at,
                            end,
                            "path parameter `{" + name + "}` is not declared in the input of "
                                    + SemanticCompletenessPass.label(ep) + "; add `" + name
                                    + "` to the input (as a required parameter)",
                            null);
                }
                if (!params.add(name)) {
                    report(
                            DUPLICATE_PARAMETER,
                            at,
                            end,
                            "path `" + path + "` uses the parameter `{" + name
                                    + "}` twice; give each parameter its own name",
                            null);
                }
                return;
            }
            var m = LOOSE_PARAM.matcher(seg);
            if (m.matches()) {
                String name = m.group(1)
                        .replace('-', '_')
                        .replaceAll("([a-z0-9])([A-Z])", "$1_$2")
                        .toLowerCase(Locale.ROOT);
                params.add(name);
                report(
                        PARAMETER,
                        at,
                        end,
                        "path segment `" + seg
                                + "` is not a parameter of the form {name} (lowercase, snake_case); write `{" + name
                                + "}`",
                        edit(at, end, "{" + name + "}", "Rewrite as `{" + name + "}`"));
            } else {
                report(
                        PARAMETER,
                        at,
                        end,
                        "path segment `" + seg
                                + "` mixes text and a parameter, or is not of the form {name}; a parameter "
                                + "takes a whole segment, e.g. /order/{order_id}",
                        null);
            }
        }

        private static String join(String[] w, int skip) {
            List<String> out = new ArrayList<>();
            for (int i = 0; i < w.length; i++) {
                if (i != skip) {
                    out.add(w[i]);
                }
            }
            return String.join("-", out);
        }

        private static int indexOfAny(String s, char a, char b) {
            int i = s.indexOf(a);
            int j = s.indexOf(b);
            return i < 0 ? j : j < 0 ? i : Math.min(i, j);
        }

        private Fix edit(int from, int to, String text, String title) {
            if (base < 0) {
                return null;
            }
            return Fix.of(title, new TextEdit(base + from, base + to, text));
        }

        private void report(RuleInfo rule, int from, int to, String message, Fix fix) {
            TextRange r = base >= 0
                    ? run.file().source().range(base + from, base + Math.max(from, to))
                    : run.out().rangeOf(key);
            run.out().reportAt(rule, rule.severity(), r, key, message, fix == null ? List.of() : List.of(fix));
        }
    }
}

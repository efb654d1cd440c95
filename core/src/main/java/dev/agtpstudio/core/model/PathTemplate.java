package dev.agtpstudio.core.model;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A declared path split into segments with their offsets inside the path string (AGTP-API §5.2). Never throws:
 * odd input just gives odd segments for the rules to report.
 *
 * <p>The one place that knows how a template is written: every module asks this type whether a segment is a
 * parameter, which names a template holds, and how to fill or blank them (handler URLs, server URLs and the
 * tool-name rule of {@link ToolNames} included). {@code ArchitectureTest}'s source rule fails on a hand-written
 * brace splitter anywhere else (docs/decisions/0565).
 */
public record PathTemplate(String path, List<Segment> segments, String shape, String mask) {

    /** One {@code {name}} expression inside a segment (no brace, no slash inside); group 1 is the name. */
    public static final Pattern EXPRESSION = Pattern.compile("\\{([^{}/]*)}");

    /** An expression whose name is an identifier: the form handler URLs and header values fill (AGTP-API §12). */
    public static final Pattern NAMED = Pattern.compile("\\{([A-Za-z_][A-Za-z0-9_]*)}");

    public PathTemplate(String path, List<Segment> segments) {
        this(path, segments, shapeOf(segments), maskOf(segments));
    }

    /** One segment; {@code start}/{@code end} are offsets into the path string (excluding the leading slash). */
    public record Segment(String text, int start, int end, boolean isParameter) {
        public Segment(String text, int start, int end) {
            this(text, start, end, parameterSyntax(text));
        }

        /** True when the segment contains a brace at all (a parameter, or a form v00 refuses). */
        public boolean hasBrace() {
            return text.indexOf('{') >= 0 || text.indexOf('}') >= 0;
        }

        public String parameterName() {
            return isParameter ? text.substring(1, text.length() - 1) : null;
        }

        /** {@code {name}} with a name of letters, digits and underscores (AGTP-API §5.2 parameter-name). */
        private static boolean parameterSyntax(String t) {
            if (t.length() < 3 || t.charAt(0) != '{' || t.charAt(t.length() - 1) != '}') {
                return false;
            }
            for (int i = 1; i < t.length() - 1; i++) {
                char c = t.charAt(i);
                if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_')) {
                    return false;
                }
            }
            return true;
        }
    }

    /**
     * The offset of the first {@code ?} or {@code #} outside braces (where a query string or fragment would begin),
     * or -1. Inside braces they belong to an RFC 6570 form, which the template rule reports.
     */
    public static int queryStart(String path) {
        int depth = 0;
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            if (c == '{') {
                depth++;
            } else if (c == '}') {
                depth = Math.max(0, depth - 1);
            } else if ((c == '?' || c == '#') && depth == 0) {
                return i;
            }
        }
        return -1;
    }

    /** Parses the path component of {@code path} (everything before a query string or fragment). */
    public static PathTemplate parse(String path) {
        String p = path == null ? "" : path;
        int q = queryStart(p);
        if (q >= 0) {
            p = p.substring(0, q);
        }
        List<Segment> segs = new ArrayList<>();
        int i = p.startsWith("/") ? 1 : 0;
        if (p.equals("/")) {
            return new PathTemplate(p, segs);
        }
        int start = i;
        for (int k = i; k <= p.length(); k++) {
            if (k == p.length() || p.charAt(k) == '/') {
                segs.add(new Segment(p.substring(start, k), start, k));
                start = k + 1;
            }
        }
        return new PathTemplate(p, List.copyOf(segs));
    }

    public List<String> parameterNames() {
        List<String> out = new ArrayList<>();
        for (Segment s : segments) {
            if (s.isParameter()) {
                out.add(s.parameterName());
            }
        }
        return out;
    }

    public int parameterCount() {
        return (int) segments.stream().filter(Segment::isParameter).count();
    }

    /**
     * True when some request path matches both templates (AGTP-API §5.4): same segment count, and at every
     * position the literals are equal or at least one side is a parameter.
     */
    public boolean overlaps(PathTemplate other) {
        if (segments.size() != other.segments.size()) {
            return false;
        }
        for (int i = 0; i < segments.size(); i++) {
            Segment a = segments.get(i);
            Segment b = other.segments.get(i);
            if (!a.isParameter() && !b.isParameter() && !a.text().equals(b.text())) {
                return false;
            }
        }
        return true;
    }

    /** True when {@code segment} is a whole {@code {...}} expression (a parameter position; the name is not checked). */
    public static boolean isParameterSegment(String segment) {
        return segment != null
                && segment.length() >= 2
                && segment.charAt(0) == '{'
                && segment.charAt(segment.length() - 1) == '}';
    }

    /** The name inside a parameter segment ({@code {id}} gives {@code id}), or the segment itself when it is a literal. */
    public static String nameOf(String segment) {
        return isParameterSegment(segment) ? segment.substring(1, segment.length() - 1) : segment;
    }

    /** True when the path's last segment is a parameter: the endpoint names one item ({@code /rooms/{id}}). */
    public static boolean endsWithParameter(String path) {
        return path != null && path.strip().endsWith("}");
    }

    /** True when a segment opens an RFC 6570 operator form ({@code {?q}}, {@code {+x}}, ...), which v00 refuses. */
    public static boolean isOperatorForm(String segment) {
        return segment != null
                && segment.length() > 1
                && segment.charAt(0) == '{'
                && "?+#./;&".indexOf(segment.charAt(1)) >= 0;
    }

    /** True when the text holds a brace at all (a template, or a form the template rule reports). */
    public static boolean hasTemplate(String text) {
        return text != null && (text.indexOf('{') >= 0 || text.indexOf('}') >= 0);
    }

    /** The non-empty segments of {@code path}, in order (parameters included as written). */
    public static List<String> segmentsOf(String path) {
        List<String> out = new ArrayList<>();
        if (path != null) {
            for (String seg : path.split("/")) {
                if (!seg.isEmpty()) {
                    out.add(seg);
                }
            }
        }
        return out;
    }

    /** The first segment that is not a parameter, or "" (the noun of {@code verb_firstsegment}). */
    public static String firstLiteral(String path) {
        // the first of segmentsOf(path) that is not a parameter, found without splitting the whole path
        if (path == null) {
            return "";
        }
        for (int i = 0; i < path.length(); ) {
            int end = path.indexOf('/', i);
            end = end < 0 ? path.length() : end;
            if (end > i && path.charAt(i) != '{') {
                return path.substring(i, end);
            }
            i = end + 1;
        }
        return "";
    }

    /** The names of every {@link #EXPRESSION} in {@code text}, in order, repeats kept. */
    public static List<String> expressionNames(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = EXPRESSION.matcher(text == null ? "" : text);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    /**
     * {@code text} with each {@link #EXPRESSION} replaced by {@code valueOf.apply(name)}; where that gives null the
     * expression stays as written. {@code valueOf} may throw to refuse a missing value.
     */
    public static String expand(String text, Function<String, String> valueOf) {
        return expand(EXPRESSION, text, valueOf);
    }

    /** {@link #expand(String, Function)} for the expressions {@code form} finds ({@link #EXPRESSION} or {@link #NAMED}). */
    public static String expand(Pattern form, String text, Function<String, String> valueOf) {
        Matcher m = form.matcher(text == null ? "" : text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String v = valueOf.apply(m.group(1));
            m.appendReplacement(sb, Matcher.quoteReplacement(v == null ? m.group() : v));
        }
        return m.appendTail(sb).toString();
    }

    /** A value as it fills a path segment: percent-encoded UTF-8, a space as {@code %20}. */
    public static String encode(String value) {
        return java.net.URLEncoder.encode(value, java.nio.charset.StandardCharsets.UTF_8)
                .replace("+", "%20");
    }

    /** {@code text} with every expression replaced by {@code with} (e.g. {@code x} to parse a URL, {@code {}} for a shape). */
    public static String blank(String text, String with) {
        return expand(text, name -> with);
    }

    /** {@code text} with the braces of every expression dropped ({@code /rooms/{id}} gives {@code /rooms/id}). */
    public static String unbraced(String text) {
        return expand(text, name -> name);
    }

    /** The expression for {@code name}: {@code {name}}. */
    public static String expression(String name) {
        return "{" + name + "}";
    }

    /** The path with every parameter written as {@code {}}: equal shapes route the same requests. */
    private static String shapeOf(List<Segment> segments) {
        StringBuilder sb = new StringBuilder();
        for (Segment s : segments) {
            sb.append('/').append(s.isParameter() ? "{}" : s.text());
        }
        return sb.length() == 0 ? "/" : sb.toString();
    }

    /** Which segment positions are parameters, e.g. {@code LLP}. */
    private static String maskOf(List<Segment> segments) {
        StringBuilder sb = new StringBuilder();
        for (Segment s : segments) {
            sb.append(s.isParameter() ? 'P' : 'L');
        }
        return sb.toString();
    }
}

package dev.agtpstudio.validator.support;

import java.util.ArrayList;
import java.util.List;

/**
 * A declared path split into segments with their offsets inside the path string (AGTP-API §5.2). Never throws:
 * odd input just gives odd segments for the rules to report.
 */
public record PathTemplate(String path, List<Segment> segments, String shape, String mask) {

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

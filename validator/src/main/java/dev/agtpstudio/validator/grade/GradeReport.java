package dev.agtpstudio.validator.grade;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.validator.report.ReportFormat;
import dev.agtpstudio.validator.report.RuleDocs;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The grade in {@code validate --grade}'s three forms: a text section after the findings; in JSON, {@code "grades"}
 * and {@code "workspace"} beside {@code "diagnostics"}; in SARIF, the same two as properties of the one run.
 */
public final class GradeReport {
    /** Made on first use only: building a mapper costs a cold text run about a tenth of a second. */
    private static final class Json {
        static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    }

    private GradeReport() {}

    /** {@code {"grades": [{"endpoint", "name", "file", "score", "findings": [...]}], "workspace": n}}. */
    public static ObjectNode json(WorkspaceGrade g, Path baseDir) {
        ObjectNode root = Json.MAPPER.createObjectNode();
        fill(root, g, baseDir);
        return root;
    }

    private static void fill(ObjectNode root, WorkspaceGrade g, Path baseDir) {
        ArrayNode arr = root.putArray("grades");
        for (EndpointGrade e : g.grades()) {
            ObjectNode o = arr.addObject();
            o.put("endpoint", e.endpoint());
            o.put("name", e.name());
            if (e.file() != null) {
                o.put("file", RuleDocs.relative(baseDir, e.file()));
            }
            o.put("score", e.score());
            ArrayNode fs = o.putArray("findings");
            for (GradeFinding f : e.findings()) {
                ObjectNode fo = fs.addObject();
                fo.put("code", f.code());
                fo.put("points", f.points());
                fo.put("message", f.message());
                fo.put("fix", f.fix());
                if (f.keyPath() != null) {
                    fo.put("keyPath", f.keyPath());
                }
            }
        }
        root.put("workspace", g.workspace());
    }

    /** Adds the grade to the report {@code written} in {@code format}: text appended; JSON, SARIF merged. */
    public static void addTo(ReportFormat format, StringBuilder written, WorkspaceGrade g, Path baseDir)
            throws IOException {
        switch (format) {
            case JSON -> {
                ObjectNode root = (ObjectNode) Json.MAPPER.readTree(written.toString());
                fill(root, g, baseDir);
                written.setLength(0);
                written.append(Json.MAPPER.writeValueAsString(root)).append('\n');
            }
            case SARIF -> {
                ObjectNode root = (ObjectNode) Json.MAPPER.readTree(written.toString());
                ObjectNode run = (ObjectNode) root.withArray("runs").get(0);
                fill(run.withObject("/properties"), g, baseDir);
                written.setLength(0);
                written.append(Json.MAPPER.writeValueAsString(root)).append('\n');
            }
            default -> {
                String[] files = files(g, baseDir);
                written.ensureCapacity(written.length() + length(g, files));
                write(g, files, written);
            }
        }
    }

    /** The text section: the workspace grade, then each tool worst first with the findings that cost points. */
    public static String text(WorkspaceGrade g, Path baseDir) {
        String[] files = files(g, baseDir);
        return write(g, files, new StringBuilder(length(g, files))).toString();
    }

    /** The length of {@link #text}, computed without writing it (for the test that holds the two together). */
    static int textLength(WorkspaceGrade g, Path baseDir) {
        return length(g, files(g, baseDir));
    }

    /** Scores and points as text: 0-100 made once, not once per line. */
    private static final String[] NUMBERS = new String[101];

    static {
        for (int i = 0; i < NUMBERS.length; i++) {
            NUMBERS[i] = Integer.toString(i);
        }
    }

    private static final String PADDING = "     ";

    private static String number(int v) {
        return v >= 0 && v < NUMBERS.length ? NUMBERS[v] : Integer.toString(v);
    }

    /** Each tool's file relative to {@code baseDir} (null where it has none), made once for both passes. */
    private static String[] files(WorkspaceGrade g, Path baseDir) {
        Path base = baseDir == null ? null : baseDir.toAbsolutePath().normalize();
        String[] out = new String[g.grades().size()];
        for (int i = 0; i < out.length; i++) {
            Path file = g.grades().get(i).file();
            out[i] = file == null ? null : RuleDocs.relativeTo(base, file);
        }
        return out;
    }

    /** The exact length {@link #write} writes, so the text goes into one buffer that never grows. */
    private static int length(WorkspaceGrade g, String[] files) {
        List<EndpointGrade> grades = g.grades();
        int n = 46
                + number(g.workspace()).length()
                + 6
                + number(grades.size()).length()
                + 5
                + (grades.size() == 1 ? 0 : 1)
                + 14;
        for (int i = 0; i < files.length; i++) {
            EndpointGrade e = grades.get(i);
            n += Math.max(5, number(e.score()).length()) + 2 + length(e.endpoint()) + 2 + length(e.name()) + 1 + 1;
            if (files[i] != null) {
                n += 2 + files[i].length();
            }
            List<GradeFinding> findings = e.findings();
            for (int k = 0; k < findings.size(); k++) {
                GradeFinding f = findings.get(k);
                int pts = number(f.points()).length();
                n += 8
                        + pts
                        + Math.max(1, 4 - pts)
                        + length(f.code())
                        + 2
                        + length(f.message())
                        + 6
                        + length(f.fix())
                        + 1;
            }
        }
        return n;
    }

    /** What {@link StringBuilder#append(String)} appends: "null" for null. */
    private static int length(String s) {
        return s == null ? 4 : s.length();
    }

    private static StringBuilder write(WorkspaceGrade g, String[] files, StringBuilder sb) {
        List<EndpointGrade> grades = g.grades();
        sb.append("\nDescription grade (docs/grade.md): workspace ")
                .append(number(g.workspace()))
                .append("/100, ")
                .append(number(grades.size()))
                .append(grades.size() == 1 ? " tool" : " tools")
                .append(", worst first\n");
        for (int i = 0; i < files.length; i++) {
            EndpointGrade e = grades.get(i);
            String score = number(e.score());
            sb.append(PADDING, 0, Math.max(0, 5 - score.length()))
                    .append(score)
                    .append("  ")
                    .append(e.endpoint())
                    .append(" (")
                    .append(e.name())
                    .append(')');
            if (files[i] != null) {
                sb.append("  ").append(files[i]);
            }
            sb.append('\n');
            List<GradeFinding> findings = e.findings();
            for (int k = 0; k < findings.size(); k++) {
                GradeFinding f = findings.get(k);
                String pts = number(f.points());
                sb.append("       -")
                        .append(pts)
                        .append(PADDING, 0, Math.max(1, 4 - pts.length()))
                        .append(f.code())
                        .append(": ")
                        .append(f.message())
                        .append(" Fix: ")
                        .append(f.fix())
                        .append('\n');
            }
        }
        return sb;
    }
}

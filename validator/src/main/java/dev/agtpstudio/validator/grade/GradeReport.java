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
                Pieces text = pieces(g, baseDir);
                written.ensureCapacity(written.length() + text.length());
                for (int i = 0; i < text.size; i++) {
                    written.append(text.at[i]);
                }
            }
        }
    }

    /** The text section: the workspace grade, then each tool worst first with the findings that cost points. */
    public static String text(WorkspaceGrade g, Path baseDir) {
        Pieces text = pieces(g, baseDir);
        // one allocation of the exact size: String.join measures its parts first (a builder grows, then is copied)
        return String.join("", text.at);
    }

    /** The length of {@link #text}, computed from its parts (for the test that holds the two together). */
    static int textLength(WorkspaceGrade g, Path baseDir) {
        return pieces(g, baseDir).length();
    }

    /** Scores and points as text: 0-100 made once, not once per line. */
    private static final String[] NUMBERS = new String[101];

    static {
        for (int i = 0; i < NUMBERS.length; i++) {
            NUMBERS[i] = Integer.toString(i);
        }
    }

    private static final String[] PADDING = {"", " ", "  ", "   ", "    ", "     "};

    private static String number(int v) {
        return v >= 0 && v < NUMBERS.length ? NUMBERS[v] : Integer.toString(v);
    }

    /** The text as its parts, in order: mostly the strings the grade already holds. */
    private static final class Pieces {
        final String[] at;
        int size;

        Pieces(int count) {
            at = new String[count];
        }

        Pieces add(String s) {
            at[size++] = s;
            return this;
        }

        int length() {
            int n = 0;
            for (int i = 0; i < size; i++) {
                n += at[i] == null ? 4 : at[i].length();
            }
            return n;
        }
    }

    private static Pieces pieces(WorkspaceGrade g, Path baseDir) {
        List<EndpointGrade> grades = g.grades();
        Path base = baseDir == null ? null : baseDir.toAbsolutePath().normalize();
        String[] files = new String[grades.size()];
        int count = 5;
        for (int i = 0; i < files.length; i++) {
            EndpointGrade e = grades.get(i);
            files[i] = e.file() == null ? null : RuleDocs.relativeTo(base, e.file());
            count += 8 + (files[i] == null ? 0 : 2) + 9 * e.findings().size();
        }
        Pieces p = new Pieces(count);
        p.add("\nDescription grade (docs/grade.md): workspace ")
                .add(number(g.workspace()))
                .add("/100, ")
                .add(number(grades.size()))
                .add(grades.size() == 1 ? " tool, worst first\n" : " tools, worst first\n");
        for (int i = 0; i < files.length; i++) {
            EndpointGrade e = grades.get(i);
            String score = number(e.score());
            p.add(PADDING[Math.max(0, 5 - score.length())])
                    .add(score)
                    .add("  ")
                    .add(e.endpoint())
                    .add(" (")
                    .add(e.name())
                    .add(")");
            if (files[i] != null) {
                p.add("  ").add(files[i]);
            }
            p.add("\n");
            List<GradeFinding> findings = e.findings();
            for (int k = 0; k < findings.size(); k++) {
                GradeFinding f = findings.get(k);
                String pts = number(f.points());
                p.add("       -")
                        .add(pts)
                        .add(PADDING[Math.max(1, 4 - pts.length())])
                        .add(f.code())
                        .add(": ")
                        .add(f.message())
                        .add(" Fix: ")
                        .add(f.fix())
                        .add("\n");
            }
        }
        return p;
    }
}

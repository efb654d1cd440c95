package dev.agtpstudio.validator.grade;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.validator.report.ReportFormat;
import dev.agtpstudio.validator.report.RuleDocs;
import java.io.IOException;
import java.nio.file.Path;

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
            default -> text(g, baseDir, written);
        }
    }

    /** The text section: the workspace grade, then each tool worst first with the findings that cost points. */
    public static String text(WorkspaceGrade g, Path baseDir) {
        return text(g, baseDir, new StringBuilder(512 * (g.grades().size() + 1)))
                .toString();
    }

    private static StringBuilder text(WorkspaceGrade g, Path baseDir, StringBuilder sb) {
        sb.append("\nDescription grade (docs/grade.md): workspace ")
                .append(g.workspace())
                .append("/100, ")
                .append(g.grades().size())
                .append(g.grades().size() == 1 ? " tool" : " tools")
                .append(", worst first\n");
        for (EndpointGrade e : g.grades()) {
            String score = Integer.toString(e.score());
            sb.append("     ", 0, Math.max(0, 5 - score.length()))
                    .append(score)
                    .append("  ")
                    .append(e.endpoint())
                    .append(" (")
                    .append(e.name())
                    .append(')');
            if (e.file() != null) {
                sb.append("  ").append(RuleDocs.relative(baseDir, e.file()));
            }
            sb.append('\n');
            for (GradeFinding f : e.findings()) {
                String pts = Integer.toString(f.points());
                sb.append("       -")
                        .append(pts)
                        .append("    ", 0, Math.max(1, 4 - pts.length()))
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

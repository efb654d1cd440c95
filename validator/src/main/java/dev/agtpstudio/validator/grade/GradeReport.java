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
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private GradeReport() {
    }

    /** {@code {"grades": [{"endpoint", "name", "file", "score", "findings": [...]}], "workspace": n}}. */
    public static ObjectNode json(WorkspaceGrade g, Path baseDir) {
        ObjectNode root = MAPPER.createObjectNode();
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

    /** The report {@code written} in {@code format} with the grade added (text: appended; JSON, SARIF: merged). */
    public static String addTo(ReportFormat format, String written, WorkspaceGrade g, Path baseDir) throws IOException {
        switch (format) {
            case JSON -> {
                ObjectNode root = (ObjectNode) MAPPER.readTree(written);
                fill(root, g, baseDir);
                return MAPPER.writeValueAsString(root) + "\n";
            }
            case SARIF -> {
                ObjectNode root = (ObjectNode) MAPPER.readTree(written);
                ObjectNode run = (ObjectNode) root.withArray("runs").get(0);
                fill(run.withObject("/properties"), g, baseDir);
                return MAPPER.writeValueAsString(root) + "\n";
            }
            default -> {
                return written + text(g, baseDir);
            }
        }
    }

    /** The text section: the workspace grade, then each tool worst first with the findings that cost points. */
    public static String text(WorkspaceGrade g, Path baseDir) {
        StringBuilder sb = new StringBuilder();
        sb.append("\nDescription grade (docs/grade.md): workspace ").append(g.workspace()).append("/100, ")
                .append(g.grades().size()).append(g.grades().size() == 1 ? " tool" : " tools").append(", worst first\n");
        for (EndpointGrade e : g.grades()) {
            String score = Integer.toString(e.score());
            sb.append("     ", 0, Math.max(0, 5 - score.length())).append(score).append("  ").append(e.endpoint())
                    .append(" (").append(e.name()).append(')');
            if (e.file() != null) {
                sb.append("  ").append(RuleDocs.relative(baseDir, e.file()));
            }
            sb.append('\n');
            for (GradeFinding f : e.findings()) {
                String pts = Integer.toString(f.points());
                sb.append("       -").append(pts).append("    ", 0, Math.max(1, 4 - pts.length())).append(f.code())
                        .append(": ").append(f.message()).append(" Fix: ").append(f.fix()).append('\n');
            }
        }
        return sb.toString();
    }
}

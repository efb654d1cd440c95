package dev.agtpstudio.validator.grade;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.validator.bench.GeneratedWorkspace;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The grade's whole output (text and JSON report: scores, findings, messages, fixes, key paths, order) pinned against
 * goldens recorded from the grade before it was made cheaper (decision 0620): the labelled set, the hotel sample,
 * edge-case fixtures ({@link GradeFixtures}) and generated workspaces. A change that alters any byte fails here.
 * Re-record only for an intended change of the grade: {@code -Dgrade.golden.record=true}. Recorded on JDK 17 (the
 * build's): a few fixtures put a non-ASCII letter next to a guidance phrase, which the grade reads as the running
 * JDK's {@code \b} does (decision 0620), so on JDK 19+ those differ, as they did before.
 */
class GradeGoldenTest {
    static final Path GOLDEN = Path.of("src/test/resources/grade/golden");
    static final Path HOTEL = Path.of("../samples/hotel").toAbsolutePath().normalize();
    static final boolean RECORD = Boolean.getBoolean("grade.golden.record");
    /** SHA-256 of the text and JSON reports of the generated 1,000-endpoint workspace (too big to commit as text). */
    static final String GENERATED_1000_TEXT = "93dfc74b5f0df00b2bd0be82f9a805e9a52ebd277a5fc74932db4ba3b61d3c9d";

    static final String GENERATED_1000_JSON = "b79fe6067dad4a77be5b7d4e03788f96ed45a9f6dc730240600954598c3cea3f";

    /** Both reports of {@code g}: the text section, then the JSON, as {@code validate --grade} writes them. */
    static String[] reports(WorkspaceGrade g, Path base) throws Exception {
        ObjectMapper m = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        String text = GradeReport.text(g, base);
        // the text is sized before it is written: the two must agree, or it grows (or wastes) a buffer
        assertThat(GradeReport.textLength(g, base)).isEqualTo(text.length());
        return new String[] {text, m.writeValueAsString(GradeReport.json(g, base)) + "\n"};
    }

    /** The text reports against {@code name}.txt in full; the JSON ones (three times longer) by their SHA-256. */
    static void compare(String name, List<String[]> reports) throws Exception {
        StringBuilder text = new StringBuilder();
        StringBuilder json = new StringBuilder();
        for (int i = 0; i < reports.size(); i++) {
            text.append("==== ").append(i).append('\n').append(reports.get(i)[0]);
            json.append(reports.get(i)[1]);
        }
        Path file = GOLDEN.resolve(name + ".txt");
        Path sum = GOLDEN.resolve(name + ".json.sha256");
        if (RECORD) {
            Files.createDirectories(GOLDEN);
            Files.writeString(file, text, StandardCharsets.UTF_8);
            Files.writeString(sum, sha256(json.toString()) + "\n", StandardCharsets.UTF_8);
        }
        assertThat(text.toString()).isEqualTo(Files.readString(file, StandardCharsets.UTF_8));
        assertThat(sha256(json.toString()) + "\n").isEqualTo(Files.readString(sum, StandardCharsets.UTF_8));
    }

    static String sha256(String s) throws Exception {
        return HexFormat.of()
                .formatHex(MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void labelledSetIsGradedAsRecorded() throws Exception {
        List<String[]> out = new ArrayList<>();
        for (List<LabelledSet.Item> ws :
                LabelledSet.byWorkspace(LabelledSet.load()).values()) {
            List<GradeSubject> subjects =
                    ws.stream().map(LabelledSet.Item::subject).toList();
            out.add(reports(DescriptionGrader.grade(subjects, Confusables.words()), Path.of(".")));
        }
        compare("labelled-set", out);
    }

    @Test
    void edgeCaseFixturesAreGradedAsRecorded() throws Exception {
        List<String[]> out = new ArrayList<>();
        for (List<GradeSubject> ws : GradeFixtures.workspaces()) {
            out.add(reports(DescriptionGrader.grade(ws, Confusables.words()), Path.of("/ws")));
        }
        compare("fixtures", out);
    }

    @Test
    void hotelSampleIsGradedAsRecorded() throws Exception {
        var ws = WorkspaceLoader.load(HOTEL, MethodCatalog.bundled());
        compare(
                "hotel",
                List.<String[]>of(reports(DescriptionGrader.grade(GradeSubjects.of(ws), Confusables.words()), HOTEL)));
    }

    @Test
    void generatedWorkspacesAreGradedAsRecorded(@TempDir Path dir) throws Exception {
        Path small = dir.resolve("g20");
        GeneratedWorkspace.write(small, 20);
        var ws = WorkspaceLoader.load(small, MethodCatalog.bundled());
        compare(
                "generated-20",
                List.<String[]>of(reports(DescriptionGrader.grade(GradeSubjects.of(ws), Confusables.words()), small)));

        Path big = dir.resolve("g1000");
        GeneratedWorkspace.write(big, 1000);
        var wsBig = WorkspaceLoader.loadInParallel(big, MethodCatalog.bundled());
        WorkspaceGrade g = DescriptionGrader.grade(GradeSubjects.of(wsBig), Confusables.words());
        ObjectMapper m = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        String text = GradeReport.text(g, big);
        assertThat(GradeReport.textLength(g, big)).isEqualTo(text.length());
        String json = m.writeValueAsString(GradeReport.json(g, big));
        if (RECORD) {
            System.out.println("generated-1000 text " + sha256(text) + " json " + sha256(json));
        }
        assertThat(sha256(text)).isEqualTo(GENERATED_1000_TEXT);
        assertThat(sha256(json)).isEqualTo(GENERATED_1000_JSON);
    }
}

package dev.agtpstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code agtp-studio diff}: arguments, formats, thresholds and exit codes over the evolution module's corpus. */
class DiffCommandTest {
    static final Path CORPUS = CatalogDiffCommandTest.PROJECT.resolve("evolution/src/test/resources/corpus");

    static String side(String name, String side) {
        return CORPUS.resolve(name).resolve(side).toString();
    }

    @ParameterizedTest
    @CsvSource({
        "input-required-added, breaking, 1",
        "input-optional-added, breaking, 0",
        "endpoint-deprecated, breaking, 0",
        "endpoint-deprecated, deprecation, 1",
        "handler-changed, deprecation, 0",
        "handler-changed, any, 1",
        "unchanged, any, 0",
    })
    void exitCodesFollowTheThreshold(String name, String failOn, int exit) {
        CatalogDiffCommandTest.Run r =
                CatalogDiffCommandTest.run("diff", "--fail-on", failOn, side(name, "old"), side(name, "new"));
        assertThat(r.exit()).as(r.out() + r.err()).isEqualTo(exit);
    }

    @Test
    void jsonIsTheDocumentedShape() throws Exception {
        CatalogDiffCommandTest.Run r = CatalogDiffCommandTest.run(
                "diff", "--format", "json", side("scope-required-added", "old"), side("scope-required-added", "new"));
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(j.at("/changes/0/kind").asText()).isEqualTo("scope/required-added");
        assertThat(j.at("/changes/0/new").asText()).isEqualTo("payments:write");
        assertThat(j.path("suggested_bump").asText()).isEqualTo("major");
    }

    @Test
    void unreadableInputIsExitTwoWithALocatedError(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("bad.toml"), "[endpoint]\nmethod = \"BOOK\npath = \"/x\"\n");
        CatalogDiffCommandTest.Run r = CatalogDiffCommandTest.run("diff", side("unchanged", "old"), dir.toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("bad.toml:2:").contains("[parse/syntax]");
        assertThat(CatalogDiffCommandTest.run(
                                "diff",
                                side("unchanged", "old"),
                                dir.resolve("nope").toString())
                        .exit())
                .isEqualTo(2);
        assertThat(CatalogDiffCommandTest.run("diff", side("unchanged", "old")).err())
                .contains("give OLD and NEW, or --since REV [DIR]");
    }

    @Test
    void sinceComparesAgainstAGitRevision(@TempDir Path dir) throws Exception {
        Path ws = dir.resolve("api");
        try (Git git =
                Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            copy(CORPUS.resolve("output-removed/old"), ws);
            git.add().addFilepattern(".").call();
            git.commit()
                    .setMessage("v1")
                    .setAuthor("t", "t@example.org")
                    .setCommitter("t", "t@example.org")
                    .setSign(false)
                    .call();
            copy(CORPUS.resolve("output-removed/new"), ws);
        }
        CatalogDiffCommandTest.Run r =
                CatalogDiffCommandTest.run("diff", "--since", "HEAD", "--format", "markdown", ws.toString());
        assertThat(r.exit()).as(r.err()).isEqualTo(1);
        assertThat(r.out()).contains("[`output/removed`]").contains("`BOOK /reservations`");
        CatalogDiffCommandTest.Run bad = CatalogDiffCommandTest.run("diff", "--since", "v9", ws.toString());
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err()).contains("unknown revision: v9");
    }

    private static void copy(Path from, Path to) throws Exception {
        try (var s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(t);
                } else {
                    Files.copy(p, t, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }
}

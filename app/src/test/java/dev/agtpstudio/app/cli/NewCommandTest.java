package dev.agtpstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NewCommandTest {
    @TempDir
    Path dir;

    @Test
    void writesTheEndpointAndPrintsItsPathThenValidatesClean() throws Exception {
        Path out = dir.resolve("endpoints");
        CatalogDiffCommandTest.Run r =
                CatalogDiffCommandTest.run("new", "endpoint", "REFUND /payments/{payment_id}", "--out", out.toString());

        assertThat(r.exit()).as(r.err()).isZero();
        Path file = out.resolve("refund_payments.toml");
        assertThat(r.out().trim()).isEqualTo(file.toAbsolutePath().toString());
        assertThat(Files.readString(file)).contains("method = \"REFUND\"", "name = \"payment_id\"");

        CatalogDiffCommandTest.Run v =
                CatalogDiffCommandTest.run("validate", "--fail-on", "warning", "--semantic", "lexicon", dir.toString());
        assertThat(v.exit()).as(v.out() + v.err()).isZero();
    }

    @Test
    void refusesAnUnknownVerbAnExistingFileAndAMalformedLine() {
        CatalogDiffCommandTest.Run unknown =
                CatalogDiffCommandTest.run("new", "endpoint", "REFUN /payments", "--out", dir.toString());
        assertThat(unknown.exit()).isEqualTo(2);
        assertThat(unknown.err()).contains("REFUN", "REFUND");

        assertThat(CatalogDiffCommandTest.run("new", "endpoint", "BOOK /rooms", "--out", dir.toString())
                        .exit())
                .isZero();
        CatalogDiffCommandTest.Run again =
                CatalogDiffCommandTest.run("new", "endpoint", "BOOK /rooms", "--out", dir.toString());
        assertThat(again.exit()).isEqualTo(2);
        assertThat(again.err()).contains("already exists");

        CatalogDiffCommandTest.Run bad = CatalogDiffCommandTest.run("new", "endpoint", "BOOK rooms");
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err()).contains("METHOD /path");
    }
}

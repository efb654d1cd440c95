package dev.agtpstudio.core.catalogdiff;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.workspace.WorkspaceLoader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The text and JSON reports as documents, compared with golden files under
 * {@code src/test/resources/dev/agtpstudio/core/catalogdiff/golden}. Run with {@code -Dgolden.update=true} to rewrite
 * them, then review the diff.
 */
class CatalogDiffGoldenTest {
    /** Relative to the core module (surefire's working directory), so the report shows stable paths. */
    private static final Path FIXTURES = Path.of("src/test/resources/dev/agtpstudio/core/catalog/diff");

    private static final Path GOLDEN = Path.of("src/test/resources/dev/agtpstudio/core/catalogdiff/golden");

    @ParameterizedTest
    @CsvSource({
        "catalog-1.0.0.json, catalog-2.0.0.json, deployment, text, major-deployment.txt",
        "catalog-1.0.0.json, catalog-2.0.0.json, deployment, json, major-deployment.json",
        "catalog-1.0.0.json, catalog-1.1.0.json, deployment-migrating, text, minor-migrating.txt",
        "catalog-1.0.0.json, catalog-2.0.0.json, deployment-broken, text, major-broken.txt",
        "catalog-1.1.0.json, catalog-2.0.0.json, , json, major-no-deployment.json",
    })
    void reportMatchesItsGoldenFile(String old, String neu, String deployment, String format, String golden)
            throws IOException {
        CatalogDiffTool.Outcome o = new CatalogDiffTool(WorkspaceLoader::load)
                .run(
                        FIXTURES.resolve(old),
                        FIXTURES.resolve(neu),
                        deployment == null ? null : FIXTURES.resolve(deployment));
        String actual = format.equals("json")
                ? new CatalogDiffJsonFormat().render(o.report())
                : new CatalogDiffTextFormat().render(o.report());
        Path expected = GOLDEN.resolve(golden);
        if (Boolean.getBoolean("golden.update")) {
            Files.writeString(expected, actual, StandardCharsets.UTF_8);
        }
        assertThat(actual).isEqualTo(Files.readString(expected, StandardCharsets.UTF_8));
    }
}

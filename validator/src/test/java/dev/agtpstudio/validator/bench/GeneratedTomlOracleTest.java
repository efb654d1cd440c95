package dev.agtpstudio.validator.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.toml.Oracle;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The benchmark generator's files (what the cold-validate figures parse) read the same with core.toml as with tomlj:
 * every generated endpoint, server config and recipes file is valid for both and gives equal trees.
 */
class GeneratedTomlOracleTest {
    @Test
    void generatedWorkspaceParsesAsTomljParsesIt() {
        Map<String, String> files = GeneratedWorkspace.files(300);
        int toml = 0;
        for (Map.Entry<String, String> e : files.entrySet()) {
            if (!e.getKey().endsWith(".toml")) {
                continue;
            }
            toml++;
            Oracle.Outcome ours = Oracle.ours(e.getValue());
            Oracle.Outcome tomlj = Oracle.tomlj(e.getValue());
            assertThat(ours.valid()).as("%s: %s", e.getKey(), ours.firstError()).isTrue();
            assertThat(tomlj.valid()).as(e.getKey()).isTrue();
            assertThat(ours.tree()).as(e.getKey()).isEqualTo(tomlj.tree());
        }
        assertThat(toml).isGreaterThanOrEqualTo(300);
    }
}

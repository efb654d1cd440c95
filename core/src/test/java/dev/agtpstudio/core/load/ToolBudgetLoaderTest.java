package dev.agtpstudio.core.load;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.model.ServerConfig;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code [tool_budget]} of agtp-server.toml: the designer's limits, defaults when absent, located errors. */
class ToolBudgetLoaderTest {
    private static LoadedFile<ServerConfig> load(String text) {
        return ServerConfigLoader.load(SourceText.of(Path.of("agtp-server.toml"), text));
    }

    @Test
    void readsTheBudgetAndKeepsTheDefaultsOfWhatIsMissing() {
        ServerConfig.ToolBudget b = load("[tool_budget]\nmax_tool_tokens = 600\nmax_tools = 12\n")
                .model()
                .toolBudget();
        assertThat(b.maxToolTokens()).isEqualTo(600);
        assertThat(b.maxTools()).isEqualTo(12);
        assertThat(b.maxListTokens()).isEqualTo(ServerConfig.ToolBudget.DEFAULT_LIST_TOKENS);
        assertThat(load("").model().toolBudget()).isEqualTo(ServerConfig.ToolBudget.defaults());
        assertThat(ServerConfig.defaults().toolBudget().maxToolTokens()).isEqualTo(1000);
    }

    @Test
    void aLimitThatIsNotAPositiveIntegerIsALocatedErrorAndKeepsItsDefault() {
        LoadedFile<ServerConfig> f = load("[tool_budget]\nmax_list_tokens = 0\nmax_tools = \"many\"\nmax_tokens = 5\n");
        assertThat(f.model().toolBudget()).isEqualTo(ServerConfig.ToolBudget.defaults());
        assertThat(f.diagnostics()).hasSize(3);
        assertThat(f.diagnostics()).anySatisfy(d -> {
            assertThat(d.message()).contains("max_list_tokens").contains("a positive integer");
            assertThat(d.range().startLine()).isEqualTo(2);
        });
        assertThat(f.diagnostics())
                .anySatisfy(d -> assertThat(d.message()).contains("max_tools").contains("an integer"));
        assertThat(f.diagnostics()).anySatisfy(d -> assertThat(d.message()).contains("max_tokens"));
    }
}

package dev.agtpstudio.validator.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.ServerConfigLoader;
import dev.agtpstudio.core.load.SourceText;
import dev.agtpstudio.core.model.RecipeBook;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.engine.Validators;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code [agents] disclosure} against AGTP-API §8.5's three values. */
class AgentDisclosureCheckTest {

    private static List<Diagnostic> run(String text) {
        LoadedFile<ServerConfig> f = ServerConfigLoader.load(SourceText.of(Path.of("agtp-server.toml"), text));
        List<Diagnostic> out = new ArrayList<>();
        new AgentDisclosureCheck()
                .check(
                        f,
                        new ValidationContext(
                                MethodCatalog.bundled(),
                                f.model(),
                                new RecipeBook(List.of()),
                                ValidationOptions.defaults()),
                        new Reporter(f, out::add));
        return out;
    }

    @ParameterizedTest
    @ValueSource(strings = {"public", "authenticated", "private"})
    void theThreeValuesPass(String value) {
        assertThat(run("[agents]\ndisclosure = \"" + value + "\"\n")).isEmpty();
    }

    @ParameterizedTest
    @CsvSource({"limited, authenticated", "Public, public", "privat, private", "auth, authenticated"})
    void anotherValueIsALocatedErrorWithADidYouMeanAndAFix(String value, String meant) {
        String text = "[server]\nserver_id = \"x\"\n\n[agents]\ndisclosure = \"" + value + "\"\n";
        Diagnostic d = run(text).get(0);
        assertThat(d.ruleId()).isEqualTo("config/agent-disclosure");
        assertThat(text.substring(d.range().start(), d.range().end())).contains(value);
        assertThat(d.fixes().get(0).applyTo(text)).contains("disclosure = \"" + meant + "\"");
        assertThat(d.message())
                .contains(
                        "`" + value + "`",
                        "public, authenticated, private",
                        "AGTP-API §8.5",
                        "did you mean `" + meant + "`?");
        assertThat(d.fixes())
                .singleElement()
                .satisfies(fix -> assertThat(fix.title()).isEqualTo("Replace with " + meant));
    }

    @Test
    void aValueNearNoneListsTheThreeWithoutAGuess() {
        Diagnostic d = run("[agents]\ndisclosure = \"everyone\"\n").get(0);
        assertThat(d.message())
                .contains("not one of public, authenticated, private")
                .doesNotContain("did you mean");
        assertThat(d.fixes()).isEmpty();
    }

    @Test
    void theCheckRunsWithTheServerConfigChecks() {
        assertThat(Validators.serverConfigChecks()).anyMatch(c -> c instanceof AgentDisclosureCheck);
    }
}

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

/** {@code [[agents.hosted]]}: ids, methods and scopes, each error on the value at fault (AGTP-API §8.5). */
class HostedAgentsCheckTest {

    private static List<Diagnostic> run(String text) {
        LoadedFile<ServerConfig> f = ServerConfigLoader.load(SourceText.of(Path.of("agtp-server.toml"), text));
        assertThat(f.diagnostics()).as("loader diagnostics").isEmpty();
        List<Diagnostic> out = new ArrayList<>();
        new HostedAgentsCheck()
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

    private static String at(String text, Diagnostic d) {
        return text.substring(d.range().start(), d.range().end());
    }

    @Test
    void aWellFormedAgentPasses() {
        assertThat(run("""
                [agents]
                disclosure = "public"
                disclosure_notice = "Ask ops for more."
                [[agents.hosted]]
                id = "agent:x:one"
                label = "one"
                job_description = "Books rooms."
                supported_methods = ["QUERY", "BOOK"]
                scopes = ["booking:read"]
                """)).isEmpty();
    }

    @Test
    void anUnknownMethodIsLocatedOnItAndSuggestsTheNearest() {
        String text = "[[agents.hosted]]\nid = \"a\"\nsupported_methods = [\"QUERY\", \"BOOKK\"]\n";
        Diagnostic d = run(text.replace("[[agents.hosted]]", "[agents]\n[[agents.hosted]]"))
                .get(0);
        assertThat(d.ruleId()).isEqualTo("config/hosted-agent");
        assertThat(d.message()).contains("`BOOKK`", "AGTP-API §4", "BOOK");
    }

    @Test
    void aCustomMethodIsKnown() {
        assertThat(run("""
                [policies.methods]
                [[policies.methods.custom]]
                name = "REFILL"
                category = "transact"
                [agents]
                [[agents.hosted]]
                id = "a"
                supported_methods = ["REFILL"]
                """)).isEmpty();
    }

    @Test
    void aRepeatedIdIsLocatedOnTheSecond() {
        String text = "[agents]\n[[agents.hosted]]\nid = \"agent:a\"\n[[agents.hosted]]\nid = \"agent:a\"\n";
        List<Diagnostic> ds = run(text);
        assertThat(ds).singleElement().satisfies(d -> {
            assertThat(d.message()).contains("`agent:a`", "entry 1");
            assertThat(d.range().start()).isGreaterThan(text.indexOf("[[agents.hosted]]", 20));
        });
    }

    @Test
    void aScopeOutsideTheGrammarAndAMissingIdAreErrors() {
        String text = "[agents]\n[[agents.hosted]]\nlabel = \"x\"\nscopes = [\"booking:read\", \"Booking\"]\n";
        List<Diagnostic> ds = run(text);
        assertThat(ds)
                .extracting(Diagnostic::message)
                .anySatisfy(m -> assertThat(m).contains("has no `id`"))
                .anySatisfy(m -> assertThat(m).contains("`Booking`", "AGTP-API §6.3"));
        assertThat(ds).anySatisfy(d -> assertThat(at(text, d)).contains("Booking"));
    }

    @Test
    void theCheckRunsWithTheServerConfigChecks() {
        assertThat(Validators.serverConfigChecks()).anyMatch(c -> c instanceof HostedAgentsCheck);
    }
}

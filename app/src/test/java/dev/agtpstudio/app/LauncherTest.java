package dev.agtpstudio.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;

class LauncherTest {

    @Test
    void eachSubcommandIsRegisteredUnderItsOwnAnnotatedName() {
        for (Map.Entry<String, Class<?>> e : Launcher.SUBCOMMANDS.entrySet()) {
            assertThat(e.getValue().getAnnotation(Command.class).name())
                    .as(e.getValue().getName())
                    .isEqualTo(e.getKey());
        }
        assertThat(Launcher.SUBCOMMANDS)
                .containsKeys(
                        "validate",
                        "manifest",
                        "import",
                        "serve",
                        "invoke",
                        "catalog-diff",
                        "lsp",
                        "convert",
                        "new",
                        "diff",
                        "check",
                        "mcp");
    }

    /**
     * Every {@code @Command} class of the app is registered: {@link Launcher#SUBCOMMANDS} (from which the launcher
     * script's list is written, LauncherScriptTest) or a {@code subcommands} entry of another command. A command class
     * left out of both fails here (seen failing with a stray {@code @Command} class).
     */
    @Test
    void everyCommandClassIsRegistered() {
        java.util.List<Class<?>> commands =
                dev.agtpstudio.core.testkit.ExtensionClasses.annotated(Launcher.class, Command.class).stream()
                        .filter(c -> c != Launcher.class)
                        .toList();
        java.util.Set<Class<?>> registered = new java.util.HashSet<>(Launcher.SUBCOMMANDS.values());
        for (Class<?> c : commands) {
            registered.addAll(java.util.List.of(c.getAnnotation(Command.class).subcommands()));
        }
        assertThat(commands)
                .as("@Command classes neither in Launcher.SUBCOMMANDS nor another command's subcommands")
                .isSubsetOf(registered);
    }

    /**
     * Every registered subcommand has a command line in the README (CONTRIBUTING.md, "How to add a CLI command"), which
     * ReadmeScenariosTest then requires a scenario for: a command registered but never shown fails here (run-capability
     * did, before its README line and scenario 52).
     */
    @Test
    void everySubcommandHasAReadmeCommandLine() throws java.io.IOException {
        String readme =
                java.nio.file.Files.readString(Path.of(System.getProperty("agtp.project.dir", ".."), "README.md"));
        assertThat(Launcher.SUBCOMMANDS.keySet().stream()
                        .filter(name -> !java.util.regex.Pattern.compile("(?m)^(?:[A-Z_]+=\\S+ )*\\./agtp-studio "
                                        + java.util.regex.Pattern.quote(name) + "(?: |$)")
                                .matcher(readme)
                                .find()))
                .as("subcommands without a ./agtp-studio NAME line in README.md")
                .isEmpty();
    }

    @Test
    void aCommandLineNamingOneSubcommandRegistersOnlyThatOne() {
        CommandLine line = Launcher.commandLine("validate", "some/dir");

        assertThat(line.getSubcommands()).containsOnlyKeys("validate");
        assertThat(line.getSubcommands().get("validate").isCaseInsensitiveEnumValuesAllowed())
                .isTrue();
    }

    @Test
    void helpAndUnknownWordsSeeEverySubcommand() {
        assertThat(Launcher.commandLine("--help").getSubcommands()).containsOnlyKeys(Launcher.SUBCOMMANDS.keySet());
        assertThat(Launcher.commandLine("valdate").getSubcommands()).containsOnlyKeys(Launcher.SUBCOMMANDS.keySet());
        assertThat(Launcher.commandLine().getSubcommands()).containsOnlyKeys(Launcher.SUBCOMMANDS.keySet());

        StringWriter usage = new StringWriter();
        CommandLine line = Launcher.commandLine("--help");
        line.setOut(new PrintWriter(usage));
        assertThat(line.execute("--help")).isZero();
        assertThat(usage.toString()).contains("validate", "catalog-diff", "mcp");
    }

    @Test
    void aSubcommandParsesTheSameWhetherAloneOrAmongAll(@org.junit.jupiter.api.io.TempDir Path dir) {
        String[] args = {"validate", "--format", "JSON", dir.toString()};
        CommandLine.ParseResult alone = Launcher.commandLine(args).parseArgs(args);
        CommandLine.ParseResult all = Launcher.commandLine().parseArgs(args);

        assertThat(alone.subcommand().matchedOptionsSet().size())
                .isEqualTo(all.subcommand().matchedOptionsSet().size());
        assertThat(alone.subcommand().originalArgs()).isEqualTo(all.subcommand().originalArgs());
        assertThat((Object) alone.subcommand().matchedOptionValue("--format", null))
                .isEqualTo(all.subcommand().matchedOptionValue("--format", null));
    }

    @Test
    void onlyNoArgumentOrAnExistingFolderOpensTheIdeWithoutTheCommandLine(@org.junit.jupiter.api.io.TempDir Path dir) {
        assertThat(Launcher.opensIdeDirectly()).isTrue();
        assertThat(Launcher.opensIdeDirectly(dir.toString())).isTrue();
        assertThat(Launcher.opensIdeDirectly(dir.resolve("missing").toString())).isFalse();
        assertThat(Launcher.opensIdeDirectly("validate", dir.toString())).isFalse();
        assertThat(Launcher.opensIdeDirectly("--version")).isFalse();
        assertThat(Launcher.opensIdeDirectly(dir.toString(), "extra")).isFalse();
    }
}

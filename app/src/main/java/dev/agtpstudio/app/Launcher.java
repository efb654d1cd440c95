package dev.agtpstudio.app;

import dev.agtpstudio.app.cli.CatalogDiffCommand;
import dev.agtpstudio.app.cli.CheckCommand;
import dev.agtpstudio.app.cli.ConvertCommand;
import dev.agtpstudio.app.cli.DiffCommand;
import dev.agtpstudio.app.cli.DiscoverTestCommand;
import dev.agtpstudio.app.cli.ImportCommand;
import dev.agtpstudio.app.cli.ImportMcpCommand;
import dev.agtpstudio.app.cli.InvokeCommand;
import dev.agtpstudio.app.cli.KeysCommand;
import dev.agtpstudio.app.cli.LspCommand;
import dev.agtpstudio.app.cli.ManifestCommand;
import dev.agtpstudio.app.cli.McpCommand;
import dev.agtpstudio.app.cli.NewCommand;
import dev.agtpstudio.app.cli.RunCapabilityCommand;
import dev.agtpstudio.app.cli.ServeCommand;
import dev.agtpstudio.app.cli.ValidateCommand;
import dev.agtpstudio.app.settings.Version;
import dev.agtpstudio.core.io.ErrorMessages;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * The {@code agtp-studio} command. With no subcommand it opens the IDE (JavaFX is touched only then); every
 * subcommand runs headless on the same engine.
 */
@Command(
        name = "agtp-studio",
        mixinStandardHelpOptions = true,
        versionProvider = Version.Provider.class,
        description = "AGTP Studio: design, validate, preview, import and serve AGTP-API contracts.")
public final class Launcher implements Callable<Integer> {

    /**
     * The subcommands by name, in the order the usage lists them. picocli reads every registered command's
     * annotations by reflection before it parses anything (about a fifth of a cold {@code validate}), so a command
     * line naming one of them registers only that one; help, an unknown word or no subcommand registers all
     * (docs/decisions/0251-cli-cold-path.md). Each name is the class's own {@code @Command(name)} (LauncherTest).
     */
    static final Map<String, Class<?>> SUBCOMMANDS = subcommands(
            "validate", ValidateCommand.class,
            "manifest", ManifestCommand.class,
            "import", ImportCommand.class,
            "import-mcp", ImportMcpCommand.class,
            "serve", ServeCommand.class,
            "invoke", InvokeCommand.class,
            "catalog-diff", CatalogDiffCommand.class,
            "lsp", LspCommand.class,
            "convert", ConvertCommand.class,
            "new", NewCommand.class,
            "diff", DiffCommand.class,
            "check", CheckCommand.class,
            "mcp", McpCommand.class,
            "keys", KeysCommand.class,
            "run-capability", RunCapabilityCommand.class,
            "discover-test", DiscoverTestCommand.class);

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "DIR",
            description = "Workspace folder to open (default: the last one, or the bundled sample on first launch).")
    Path workspace;

    @Override
    public Integer call() throws Exception {
        // Loaded reflectively-free but lazily: the GUI classes (and JavaFX) are only touched on this path.
        return GuiEntry.open(workspace);
    }

    public static void main(String[] args) {
        // The installed IDE starts again with the IDE's JVM options before anything else is loaded (picocli
        // included): this JVM only waits for that one.
        if (InstalledRelaunch.isIdeStart(args) && InstalledRelaunch.applies(System.getProperties(), System.getenv())) {
            java.util.Optional<Integer> code = InstalledRelaunch.run(args.length == 0 ? null : Path.of(args[0]));
            if (code.isPresent()) {
                System.exit(code.get());
            }
        }
        // The IDE on no argument or a folder opens without picocli, whose ~170 old-format classes (no class-data
        // archive can hold them) cost the window ~0.3 s of the main thread's CPU before anything starts
        // (docs/decisions/0270); anything else, a folder that does not exist included, goes through the command line.
        if (opensIdeDirectly(args)) {
            System.exit(GuiEntry.open(args.length == 0 ? null : Path.of(args[0])));
        }
        System.exit(run(args));
    }

    /** True for the arguments picocli would send to {@link #call}: none, or one existing folder. */
    static boolean opensIdeDirectly(String... args) {
        return InstalledRelaunch.isIdeStart(args)
                && (args.length == 0 || java.nio.file.Files.isDirectory(Path.of(args[0])));
    }

    /** Runs the command line and returns the exit code (tests call this instead of {@link #main}). */
    public static int run(String... args) {
        return commandLine(args).execute(args);
    }

    /** The configured command line with every subcommand; tests use it to capture output with {@code setOut}. */
    public static CommandLine commandLine() {
        return commandLine(new String[0]);
    }

    /**
     * The command line for {@code args}: with only the subcommand they name when the first one is a subcommand's
     * name, with all of them otherwise. Parsing {@code args} gives the same result either way.
     */
    public static CommandLine commandLine(String... args) {
        CommandLine line = new CommandLine(new Launcher());
        Class<?> named = args.length == 0 ? null : SUBCOMMANDS.get(args[0]);
        if (named != null) {
            line.addSubcommand(args[0], named);
        } else {
            SUBCOMMANDS.forEach(line::addSubcommand);
        }
        // After the subcommands: picocli passes these settings on only to the commands already registered.
        return line.setCaseInsensitiveEnumValuesAllowed(true)
                .setExpandAtFiles(false)
                .setExecutionExceptionHandler(Launcher::unexpected);
    }

    /**
     * A command that fails in a way it did not foresee says so in one sentence, without a Java name or a stack trace
     * (picocli's default prints both; issue 35 item 5), with picocli's exit code for it.
     */
    @SuppressWarnings("PMD.UnusedFormalParameter") // the signature of picocli's IExecutionExceptionHandler
    private static int unexpected(Exception e, CommandLine cmd, CommandLine.ParseResult parsed) {
        cmd.getErr().println("agtp-studio " + cmd.getCommandName() + ": " + ErrorMessages.describe(e));
        cmd.getErr().flush();
        return cmd.getCommandSpec().exitCodeOnExecutionException();
    }

    /** Name and class pairs, in order (names written out: reading each annotation would cost what this saves). */
    private static Map<String, Class<?>> subcommands(Object... nameAndClass) {
        Map<String, Class<?>> byName = new LinkedHashMap<>();
        for (int i = 0; i < nameAndClass.length; i += 2) {
            byName.put((String) nameAndClass[i], (Class<?>) nameAndClass[i + 1]);
        }
        return Collections.unmodifiableMap(byName);
    }
}

package dev.agtpstudio.app.cli;

import dev.agtpstudio.app.workspace.EndpointTemplate;
import dev.agtpstudio.app.workspace.WorkspaceFiles;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.io.ErrorMessages;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code agtp-studio new endpoint "METHOD /path" [--out DIR]}: the IDE's "New Endpoint from Template", headless. */
@Command(
        name = "new",
        mixinStandardHelpOptions = true,
        subcommands = NewCommand.Endpoint.class,
        description = "Create a new file from a template.")
public final class NewCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Writes the endpoint template for one {@code METHOD /path} and prints the file's path. */
    @Command(
            name = "endpoint",
            mixinStandardHelpOptions = true,
            description = "Write a new endpoint declaration for METHOD /path (valid as written) and print its path.%n"
                    + "Exit status: 0 written, 2 bad METHOD /path or the file cannot be written.")
    static final class Endpoint implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Parameters(
                index = "0",
                paramLabel = "\"METHOD /path\"",
                description = "For example \"BOOK /rooms/{room_id}\".")
        String line;

        @Option(
                names = "--out",
                paramLabel = "DIR",
                defaultValue = ".",
                description = "Folder for the new file (default: the current folder).")
        Path out;

        @Override
        public Integer call() {
            PrintWriter err = spec.commandLine().getErr();
            Optional<EndpointTemplate.Signature> sig = EndpointTemplate.parse(line);
            if (sig.isEmpty()) {
                err.println("agtp-studio new endpoint: \"" + line + "\" is not METHOD /path; write for example"
                        + " \"BOOK /room\".");
                return 2;
            }
            MethodCatalog catalog = MethodCatalog.bundled();
            Optional<String> problem = EndpointTemplate.problem(sig.get(), catalog);
            if (problem.isPresent()) {
                err.println("agtp-studio new endpoint: " + problem.get());
                return 2;
            }
            try {
                Path dir = out.toAbsolutePath().normalize();
                Files.createDirectories(dir);
                Path file = new WorkspaceFiles(dir)
                        .createFile(dir, sig.get().fileName(), EndpointTemplate.render(sig.get(), catalog));
                spec.commandLine().getOut().println(file);
                return 0;
            } catch (IOException e) {
                err.println("agtp-studio new endpoint: " + ErrorMessages.describe(e)
                        + (e instanceof java.nio.file.FileAlreadyExistsException ? "; nothing was written" : ""));
                return 2;
            }
        }
    }
}

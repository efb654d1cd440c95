package dev.agtpstudio.app.cli;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.io.AtomicWrite;
import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.importer.McpImport;
import dev.agtpstudio.importer.McpSource;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code agtp-studio import-mcp SOURCE --out DIR}: a thin shell over {@link McpImport} (module importer). */
@Command(
        name = "import-mcp",
        mixinStandardHelpOptions = true,
        description = "Convert the tools of an MCP server (AGIS Appendix C.3) to endpoint declarations with a review "
                + "report, as `import` does for OpenAPI; every handler calls the tool with tools/call.%n"
                + "SOURCE is a tools/list JSON file (the result or the whole JSON-RPC response), a Streamable HTTP URL"
                + " (https, or http on loopback), or `-- CMD ARGS...` to start a stdio server.%n"
                + "Exit status: 0 every tool imported; 1 some tool skipped or its file not written (see --force), or"
                + " flagged or in conflict under --strict; 2 source unreadable or refused, or the folder cannot be"
                + " written; 3 internal error of the importer (please report it).")
public final class ImportMcpCommand implements Callable<Integer> {
    @Parameters(
            arity = "0..*",
            paramLabel = "SOURCE",
            description = "A tools/list JSON file or an MCP URL; or, after"
                    + " --, the command (and its arguments) of a stdio MCP server.")
    List<String> source = new ArrayList<>();

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "Folder for the endpoint TOML files.")
    Path out;

    @Option(
            names = "--select",
            paramLabel = "NAME",
            description = "Import only this tool (its name, its endpoint's "
                    + "source path, or a path prefix ending with *); repeatable.")
    List<String> select = new ArrayList<>();

    @Option(
            names = "--report",
            paramLabel = "FILE",
            description = "Write the review report (.json for JSON, else text);"
                    + " an existing FILE is replaced only with --force.")
    Path report;

    @Option(
            names = "--force",
            description = "Replace files in DIR that no earlier import wrote, and the --report file.")
    boolean force;

    @Option(
            names = "--strict",
            description = "Exit 1 also when any tool was flagged for review or a field is in conflict.")
    boolean strict;

    @Option(
            names = "--overwrite",
            description = "Replace files an earlier import wrote even where a person edited"
                    + " them since (their edits are not kept).")
    boolean overwrite;

    @Option(
            names = "--upstream",
            paramLabel = "URL",
            description =
                    "The MCP server's Streamable HTTP endpoint every "
                            + "handler calls (default: the URL imported from; for a file or a command, a placeholder to review).")
    String upstream;

    @Option(
            names = "--timeout",
            paramLabel = "SECONDS",
            defaultValue = "30",
            description = "Time limit for reading the"
                    + " tools from a server, the whole exchange included (default ${DEFAULT-VALUE}).")
    int timeout;

    @Override
    public Integer call() {
        if (source.isEmpty()) {
            System.err.println("agtp-studio import-mcp: give a tools/list file, an MCP URL, or -- CMD ARGS");
            return 2;
        }
        if (timeout <= 0) {
            System.err.println("agtp-studio import-mcp: --timeout must be a positive number of seconds");
            return 2;
        }
        if (report != null) {
            try {
                AtomicWrite.checkOutput(report.toAbsolutePath(), force);
            } catch (IOException e) {
                System.err.println("agtp-studio import-mcp: --report " + ErrorMessages.describe(e));
                return 2;
            }
        }
        McpSource s;
        boolean commandGiven =
                spec.commandLine().getParseResult().originalArgs().contains("--");
        if (source.size() > 1 && !commandGiven) {
            System.err.println("agtp-studio import-mcp: one SOURCE, or -- before a command and its arguments");
            return 2;
        }
        if (commandGiven) {
            s = McpSource.command(source);
        } else {
            s = McpSource.isUrl(source.get(0)) ? McpSource.url(source.get(0)) : McpSource.file(Path.of(source.get(0)));
        }
        return new McpImport(MethodCatalog.bundled())
                .run(
                        new McpImport.Request(
                                s,
                                out,
                                select,
                                report,
                                strict,
                                overwrite,
                                force,
                                upstream,
                                Duration.ofSeconds(timeout)),
                        System.out,
                        System.err);
    }

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;
}

package dev.agtpstudio.app.cli;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.io.AtomicWrite;
import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.importer.ImportTool;
import dev.agtpstudio.importer.OpenApiImporter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code agtp-studio import SPEC --out DIR}: a thin shell over {@link ImportTool} (module importer). */
@Command(
        name = "import",
        mixinStandardHelpOptions = true,
        description = "Convert an OpenAPI 3.x or Swagger 2.0 spec to endpoint declarations with a review report.%n"
                + "Exit status: 0 every operation imported; 1 some operation skipped (with its reason) or its file not"
                + " written (a file no earlier import wrote, a link: see --force), or flagged or in conflict under --strict; 2 spec unreadable or refused, or the folder cannot be written;"
                + " 3 internal error of the importer (please report it).")
public final class ImportCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "SPEC", description = "OpenAPI 3.0/3.1 or Swagger 2.0 file (YAML or JSON).")
    Path spec;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "Folder for the endpoint TOML files.")
    Path out;

    @Option(
            names = "--select",
            paramLabel = "TAG|PATH",
            description =
                    "Import only operations with this tag or path " + "(a trailing * matches a prefix); repeatable.")
    List<String> select = new ArrayList<>();

    @Option(
            names = "--report",
            paramLabel = "FILE",
            description = "Write the review report (.json for JSON, else text);"
                    + " an existing FILE is replaced only with --force.")
    Path report;

    @Option(
            names = "--force",
            description = "Replace files in DIR that no earlier import wrote, and the --report file,"
                    + " if they exist (a symbolic link is replaced itself, never written through). Without it they are left"
                    + " alone, listed as not written, and the exit status is 1.")
    boolean force;

    @Option(
            names = "--strict",
            description = "Exit 1 also when any operation was flagged for review or a field is in conflict.")
    boolean strict;

    @Option(
            names = "--server",
            paramLabel = "N",
            defaultValue = "0",
            description = "Which server (0-based) handlers call.")
    int server;

    @Option(
            names = "--overwrite",
            description = "Replace files an earlier import wrote even where a person edited"
                    + " them since (their edits are not kept).")
    boolean overwrite;

    @Option(names = "--allow-remote-refs", description = "Fetch remote $refs (off by default).")
    boolean allowRemoteRefs;

    @Option(
            names = "--upstream",
            paramLabel = "URL",
            description =
                    "Base URL every handler calls instead of the "
                            + "spec's servers: a mock, sandbox or staging server (https, or http on 127.0.0.1/localhost/[::1]).")
    String upstream;

    @Override
    public Integer call() {
        if (report != null) {
            try {
                AtomicWrite.checkOutput(report.toAbsolutePath(), force); // the importer replaces a link itself
            } catch (IOException e) {
                System.err.println("agtp-studio import: --report " + ErrorMessages.describe(e));
                return 2;
            }
        }
        return new ImportTool(OpenApiImporter.standard(MethodCatalog.bundled()))
                .run(
                        new ImportTool.Request(
                                spec, out, select, report, strict, server, overwrite, force, allowRemoteRefs, upstream),
                        System.out,
                        System.err);
    }
}

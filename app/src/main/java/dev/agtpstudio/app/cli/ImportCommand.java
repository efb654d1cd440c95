package dev.agtpstudio.app.cli;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.importer.ImportTool;
import dev.agtpstudio.importer.OpenApiImporter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code agtp-studio import SPEC --out DIR}: a thin shell over {@link ImportTool} (module importer). */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = "Convert an OpenAPI 3.x or Swagger 2.0 spec to endpoint declarations with a review report.%n"
                + "Exit status: 0 imported, 1 imported with flags (--strict), 2 spec unreadable.")
public final class ImportCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "SPEC", description = "OpenAPI 3.0/3.1 or Swagger 2.0 file (YAML or JSON).")
    Path spec;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "Folder for the endpoint TOML files.")
    Path out;

    @Option(names = "--select", paramLabel = "TAG|PATH", description = "Import only operations with this tag or path "
            + "(a trailing * matches a prefix); repeatable.")
    List<String> select = new ArrayList<>();

    @Option(names = "--report", paramLabel = "FILE", description = "Write the review report (.json for JSON, else text).")
    Path report;

    @Option(names = "--strict", description = "Exit 1 when any operation was flagged for review.")
    boolean strict;

    @Option(names = "--server", paramLabel = "N", defaultValue = "0", description = "Which server (0-based) handlers call.")
    int server;

    @Option(names = "--overwrite", description = "Replace files a person edited or the importer did not write.")
    boolean overwrite;

    @Option(names = "--allow-remote-refs", description = "Fetch remote $refs (off by default).")
    boolean allowRemoteRefs;

    @Option(names = "--upstream", paramLabel = "URL", description = "Base URL every handler calls instead of the "
            + "spec's servers: a mock, sandbox or staging server (https, or http on 127.0.0.1/localhost/[::1]).")
    String upstream;

    @Override
    public Integer call() {
        return new ImportTool(OpenApiImporter.standard(MethodCatalog.bundled())).run(new ImportTool.Request(spec, out,
                select, report, strict, server, overwrite, allowRemoteRefs, upstream), System.out, System.err);
    }
}

package dev.agtpstudio.app.cli;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.DiscoveryTests;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.validator.discovery.DiscoveryRanker;
import dev.agtpstudio.validator.discovery.DiscoveryTestReport;
import dev.agtpstudio.validator.discovery.DiscoveryTestRun;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code agtp-studio discover-test WS}: runs the workspace's {@code discovery-tests.toml} (docs/discovery-tests.md). */
@Command(
        name = "discover-test",
        mixinStandardHelpOptions = true,
        description =
                "Run the discoverability tests of WS/" + FileKind.DISCOVERY_TESTS_NAME + ": each [[test]]'s intent"
                        + " is ranked as the server's agent-level DISCOVER ranks it (ANS §3.4, §3.5) and its expected endpoint"
                        + " must be within max_rank (docs/discovery-tests.md).%nExit codes: 0 all pass, 1 a test fails,"
                        + " 2 unreadable or malformed input.")
public final class DiscoverTestCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "WS", description = "The workspace folder.")
    Path dir;

    @Option(
            names = "--format",
            defaultValue = "text",
            paramLabel = "FORMAT",
            description = "text, json or junit (default: ${DEFAULT-VALUE}).")
    DiscoveryTestReport.Format format;

    @picocli.CommandLine.Mixin
    CatalogOption catalogOption = new CatalogOption();

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        if (!Files.isDirectory(dir)) {
            err.println("agtp-studio discover-test: " + dir + ": not a folder");
            return 2;
        }
        MethodCatalog catalog = catalogOption.resolve("discover-test", err::println);
        if (catalog == null) {
            return 2;
        }
        Workspace ws = WorkspaceLoader.load(dir, catalog);
        LoadedFile<DiscoveryTests> file = ws.discoveryTestsFile().orElse(null);
        if (file == null) {
            err.println("agtp-studio discover-test: " + dir.resolve(FileKind.DISCOVERY_TESTS_NAME)
                    + ": no such file (docs/discovery-tests.md shows one)");
            return 2;
        }
        boolean unreadable = false;
        for (Diagnostic d : file.diagnostics()) {
            if (d.severity() == Severity.ERROR) {
                err.println(
                        file.path() + ":" + (d.range() == null ? 1 : d.range().startLine()) + ":"
                                + (d.range() == null ? 1 : d.range().startColumn()) + ": error: " + d.message() + " ["
                                + d.ruleId() + "]");
                unreadable = true;
            }
        }
        if (unreadable || file.model() == null) {
            return 2;
        }
        DiscoveryTestReport report =
                new DiscoveryTestReport(file, DiscoveryTestRun.run(ws, DiscoveryRanker.lexical(catalog)));
        report.write(format, spec.commandLine().getOut());
        return report.exitCode();
    }
}

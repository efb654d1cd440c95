package dev.agtpstudio.app.cli;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.evolution.ContractDiff;
import dev.agtpstudio.evolution.ContractSource;
import dev.agtpstudio.evolution.DiffResult;
import dev.agtpstudio.evolution.FailOn;
import dev.agtpstudio.evolution.git.GitRevision;
import dev.agtpstudio.evolution.report.DiffFormat;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code agtp-studio diff OLD NEW} and {@code diff --since REV [DIR]}: the engine is the evolution module's. */
@Command(
        name = "diff",
        mixinStandardHelpOptions = true,
        description = "Classify what changed between two versions of a contract for the agents that call it "
                + "(breaking, deprecation, compatible, internal; see docs/diff.md), with the document_version bump "
                + "and the A2T tool versions (A2T §5.4) it calls for.%n"
                + "  agtp-studio diff OLD NEW          two workspace folders, or two endpoint .toml / .agis files%n"
                + "  agtp-studio diff --since REV [DIR] DIR (default .) now, against DIR at git revision REV%n"
                + "Exit codes: 0 nothing at or above --fail-on, 1 something is, 2 an input cannot be read.")
public final class DiffCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..2", paramLabel = "PATH", description = "OLD NEW, or with --since the folder DIR.")
    List<Path> paths = List.of();

    @Option(
            names = "--since",
            paramLabel = "REV",
            description = "Compare DIR against the same folder at this git revision (HEAD, a branch, a tag, HEAD~1).")
    String since;

    @Option(
            names = "--format",
            paramLabel = "FORMAT",
            defaultValue = "text",
            description = "text, json, sarif or markdown (default: ${DEFAULT-VALUE}).")
    DiffFormat format;

    @Option(
            names = "--fail-on",
            paramLabel = "LEVEL",
            defaultValue = "breaking",
            description = "breaking, deprecation or any: the lowest severity that makes the exit code 1 "
                    + "(default: ${DEFAULT-VALUE}).")
    FailOn failOn;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ContractSource source = new ContractSource(MethodCatalog.bundled());
        try {
            DiffResult r = since != null ? sinceRevision(source) : folders(source);
            out.print(format.render(r));
            out.flush();
            return failOn.exitCode(r);
        } catch (ContractSource.UnreadableException e) {
            e.errors().forEach(m -> err.println("agtp-studio diff: " + m));
        } catch (IOException | IllegalArgumentException e) {
            err.println("agtp-studio diff: " + dev.agtpstudio.core.io.ErrorMessages.describe(e));
        }
        err.flush();
        return FailOn.EXIT_UNREADABLE;
    }

    private DiffResult folders(ContractSource source) throws ContractSource.UnreadableException {
        if (paths.size() != 2) {
            throw new IllegalArgumentException("give OLD and NEW, or --since REV [DIR]");
        }
        Workspace old = source.load(paths.get(0));
        Workspace now = source.load(paths.get(1));
        return new ContractDiff().diff(old, now);
    }

    private DiffResult sinceRevision(ContractSource source) throws IOException, ContractSource.UnreadableException {
        if (paths.size() > 1) {
            throw new IllegalArgumentException("--since takes one folder, not " + paths.size());
        }
        Path dir = paths.isEmpty() ? Path.of(".") : paths.get(0);
        Workspace now = source.load(dir);
        try (GitRevision then = GitRevision.checkout(dir, since)) {
            return new ContractDiff().diff(source.load(then.root()), now);
        }
    }
}

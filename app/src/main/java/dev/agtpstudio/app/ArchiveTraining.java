package dev.agtpstudio.app;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The workload the launcher records the subcommands' class-data archive from (docs/decisions/0640): the offline
 * subcommands, run in one JVM on the sample workspace with their common options, so the archive holds what any of
 * them loads, whichever the user runs first after a build. Before, the archive was recorded from that first command
 * alone: after a plain {@code validate}, every {@code validate --grade} loaded the grade's classes from the jar (a
 * tenth of its CPU). Output goes nowhere; files go to a temporary folder that is removed. Nothing here is reachable
 * from the command line; the launcher runs it as a main class, in the background, once per build.
 */
public final class ArchiveTraining {
    private ArchiveTraining() {}

    /** Usage: {@code ArchiveTraining SAMPLE_WORKSPACE DOCS_EXAMPLES}. */
    public static void main(String[] args) throws IOException {
        Path sample = Path.of(args[0]);
        Path examples = Path.of(args[1]);
        Path tmp = Files.createTempDirectory("agtp-studio-training");
        PrintStream out = System.out;
        PrintStream err = System.err;
        PrintStream none =
                new PrintStream(OutputStream.nullOutputStream(), false, java.nio.charset.StandardCharsets.UTF_8);
        System.setOut(none);
        System.setErr(none);
        try {
            for (List<String> command : workload(sample, examples, tmp)) {
                run(command);
            }
        } finally {
            System.setOut(out);
            System.setErr(err);
            removeAll(tmp);
        }
    }

    /** The commands, in order: each subcommand that needs no network or server, with its common options. */
    static List<List<String>> workload(Path sample, Path examples, Path tmp) {
        String ws = sample.toString();
        List<List<String>> out = new ArrayList<>();
        out.add(List.of("validate", ws, "--grade", "--clients", "all"));
        out.add(List.of("validate", ws, "--format", "json", "--grade"));
        out.add(List.of("validate", ws, "--format", "sarif"));
        out.add(List.of("manifest", ws));
        out.add(List.of("manifest", ws, "--projection", "mcp", "--tokens"));
        out.add(List.of("manifest", ws, "--projection", "a2t"));
        out.add(List.of("manifest", ws, "--projection", "openapi"));
        out.add(List.of("discover-test", ws));
        out.add(List.of(
                "convert", ws, "--to", "agis", "--out", tmp.resolve("ws.agis").toString()));
        out.add(List.of(
                "new",
                "endpoint",
                "REFUND /payments/{payment_id}",
                "--out",
                tmp.resolve("new").toString()));
        out.add(List.of(
                "diff",
                examples.resolve("contract-v1").toString(),
                examples.resolve("contract-v2").toString(),
                "--format",
                "markdown"));
        out.add(List.of(
                "import",
                examples.resolve("pms-openapi.yaml").toString(),
                "--out",
                tmp.resolve("import").toString()));
        return out;
    }

    /** One command; one that fails has still loaded what it ran (a training run never stops for it). */
    @SuppressWarnings("PMD.AvoidCatchingGenericException") // any failure of one command must not end the training
    private static void run(List<String> command) {
        try {
            Launcher.run(command.toArray(new String[0]));
        } catch (RuntimeException | LinkageError e) {
            // nothing to report: the archive holds what was loaded up to here
        }
    }

    private static void removeAll(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}

package dev.agtpstudio.core.bench;

import dev.agtpstudio.core.load.LoaderLimits;
import dev.agtpstudio.core.toml.TomlParser;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Per-file TOML parse cost (not a test): our {@code core.toml} parser against tomlj 2.2.0 (the parser it replaced,
 * kept as the tests' oracle) over every {@code .toml} file of a directory. Run each parser in its own JVM so the
 * first pass is a cold start for it: the first pass (class loading, interpreter, C1) and the warm per-file cost,
 * both as this thread's CPU time (the machine is shared; wall time is printed for reference).
 * Run from the repository root:
 * {@code mvn -o -q -pl core test-compile dependency:build-classpath -Dmdep.outputFile=/tmp/core.cp -Dmdep.includeScope=test}
 * then {@code java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp core/target/classes:core/target/test-classes:$(cat
 * /tmp/core.cp) dev.agtpstudio.core.bench.TomlParseBench ours|tomlj DIR} (DIR: e.g. a workspace written by
 * {@code ValidateBench --write}; the launcher runs the CLI with those two JVM flags).
 */
public final class TomlParseBench {
    private TomlParseBench() {}

    public static void main(String[] args) throws IOException {
        String which = args.length > 0 ? args[0] : "ours";
        Path dir = Path.of(args.length > 1 ? args[1] : "samples/hotel");
        List<String> texts = read(dir);
        Consumer<String> parse = switch (which) {
            case "ours" -> t -> TomlParser.parse(t, LoaderLimits.DEFAULT.maxNestingDepth());
            case "tomlj" -> t -> org.tomlj.Toml.parse(t);
            default -> throw new IllegalArgumentException("ours or tomlj, not " + which);
        };
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        long c0 = cpu.getCurrentThreadCpuTime();
        long w0 = System.nanoTime();
        texts.forEach(parse);
        long coldCpu = cpu.getCurrentThreadCpuTime() - c0;
        long coldWall = System.nanoTime() - w0;
        for (int i = 0; i < 20; i++) {
            texts.forEach(parse);
        }
        int passes = 20;
        c0 = cpu.getCurrentThreadCpuTime();
        for (int i = 0; i < passes; i++) {
            texts.forEach(parse);
        }
        long warmCpu = cpu.getCurrentThreadCpuTime() - c0;
        int n = texts.size();
        System.out.printf(
                Locale.ROOT,
                "%s: %d files from %s (%.0f chars each on average)%n",
                which,
                n,
                dir,
                texts.stream().mapToInt(String::length).average().orElse(0));
        System.out.printf(
                Locale.ROOT,
                "  first pass (cold JVM): %.0f ms CPU (%.0f ms wall), %.3f ms CPU per file%n",
                coldCpu / 1e6,
                coldWall / 1e6,
                coldCpu / 1e6 / n);
        System.out.printf(
                Locale.ROOT, "  warm: %.1f us CPU per file (mean of %d passes)%n", warmCpu / 1e3 / n / passes, passes);
        System.out.printf(
                Locale.ROOT,
                "  machine: %d cores, load average %.1f%n",
                Runtime.getRuntime().availableProcessors(),
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }

    private static List<String> read(Path dir) throws IOException {
        List<String> out = new ArrayList<>();
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.filter(p -> p.toString().endsWith(".toml")).sorted().toList()) {
                out.add(Files.readString(p));
            }
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("no .toml files under " + dir);
        }
        return out;
    }
}

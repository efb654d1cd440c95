package dev.agtpstudio.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The checkout's launcher script ({@code ./agtp-studio}) tells a subcommand from a folder to open by the list of
 * subcommands on its {@code subcommands="..."} line, which is {@link Launcher#SUBCOMMANDS} written out: this test
 * fails when the two differ, and with {@code -Dagtp.golden.update=true} rewrites the script's line. The JVM options it
 * chooses are checked by running a copy of the script in a stand-in checkout with a stand-in JDK 25 whose {@code java}
 * writes its arguments down.
 */
class LauncherScriptTest {
    private static final Path SCRIPT = Path.of(System.getProperty("agtp.project.dir", ".."), "agtp-studio");
    private static final Pattern LINE = Pattern.compile("(?m)^subcommands=\" ([^\"]*) \"$");

    @Test
    void theScriptsSubcommandsAreTheLaunchersSubcommands() throws IOException {
        String script = Files.readString(SCRIPT, StandardCharsets.UTF_8);
        Matcher m = LINE.matcher(script);
        assertThat(m.find()).as("a subcommands=\" ... \" line in " + SCRIPT).isTrue();
        String expected = String.join(" ", Launcher.SUBCOMMANDS.keySet());
        if (Boolean.getBoolean("agtp.golden.update") && !m.group(1).equals(expected)) {
            Files.writeString(
                    SCRIPT,
                    script.substring(0, m.start(1)) + expected + script.substring(m.end(1)),
                    StandardCharsets.UTF_8);
            return;
        }
        assertThat(m.group(1))
                .as("the subcommands line of " + SCRIPT + " (run with -Dagtp.golden.update=true to "
                        + "rewrite it from Launcher.SUBCOMMANDS)")
                .isEqualTo(expected);
    }

    /**
     * The script's other choices by subcommand (the JVM of the servers, the bounded heaps) name only registered
     * subcommands, so a renamed or removed one cannot linger there: every word of a {@code case "${1:-}" in} pattern
     * is one of {@link Launcher#SUBCOMMANDS} or {@code help}.
     */
    @Test
    void theScriptsCasesNameOnlyRegisteredSubcommands() throws IOException {
        String script = Files.readString(SCRIPT, StandardCharsets.UTF_8);
        java.util.Set<String> named = new java.util.TreeSet<>();
        for (int at = script.indexOf("case \"${1:-}\" in");
                at >= 0;
                at = script.indexOf("case \"${1:-}\" in", at + 1)) {
            // the block up to its own esac (nested cases included), then each pattern's words: a pattern opens a
            // line, or follows "in" or ";;", and ends at the ) that closes it
            Matcher keyword = Pattern.compile("\\b(case|esac)\\b").matcher(script);
            int depth = 0;
            int end = at;
            for (keyword.region(at, script.length()); keyword.find(); ) {
                depth += keyword.group(1).equals("case") ? 1 : -1;
                if (depth == 0) {
                    end = keyword.start();
                    break;
                }
            }
            Matcher pattern = Pattern.compile("(?m)(?:^|\\sin\\s|;;\\s)\\s*([^\\s()#;\"]+)\\)")
                    .matcher(script.substring(at, end));
            while (pattern.find()) {
                for (String word : pattern.group(1).split("\\|")) {
                    if (word.matches("[a-z][a-z-]*")) {
                        named.add(word);
                    }
                }
            }
        }
        java.util.Set<String> known = new java.util.HashSet<>(Launcher.SUBCOMMANDS.keySet());
        known.add("help");
        assertThat(named)
                .as("subcommands the script's cases name")
                .contains("serve", "lsp", "mcp", "import", "check", "validate")
                .isSubsetOf(known);
    }

    /** The arguments the stand-in JDK 25's {@code java} got when the script ran {@code args} in a stand-in checkout. */
    private static List<String> javaArguments(Path dir, String... args) throws Exception {
        return javaArguments(dir, Map.of(), args);
    }

    private static List<String> javaArguments(Path dir, Map<String, String> env, String... args) throws Exception {
        Path checkout = dir.resolve("checkout");
        Path target = Files.createDirectories(checkout.resolve("app/target"));
        if (!Files.exists(checkout.resolve("agtp-studio"))) {
            Files.copy(SCRIPT, checkout.resolve("agtp-studio"));
            Files.writeString(checkout.resolve("pom.xml"), "<project/>");
            Files.setLastModifiedTime(
                    checkout.resolve("pom.xml"), FileTime.fromMillis(System.currentTimeMillis() - 60_000));
            Files.writeString(target.resolve("agtp-studio.jar"), "jar");
            Path bin = Files.createDirectories(dir.resolve("jdk25/bin"));
            Files.writeString(dir.resolve("jdk25/release"), "JAVA_VERSION=\"25.0.1\"\n");
            Files.writeString(bin.resolve("java"), "#!/bin/sh\nprintf '%s\\n' \"$@\" > \"$ARGS_OUT\"\n");
            bin.resolve("java").toFile().setExecutable(true);
        }
        ProcessBuilder pb = new ProcessBuilder(new java.util.ArrayList<>(
                List.of("bash", checkout.resolve("agtp-studio").toString())));
        pb.command().addAll(List.of(args));
        pb.environment().put("AGTP_STUDIO_JAVA_HOME", dir.resolve("jdk25").toString());
        pb.environment().put("ARGS_OUT", dir.resolve("args").toString());
        pb.environment().remove("AGTP_STUDIO_JAVA_OPTS");
        pb.environment().putAll(env);
        Process p = pb.directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        return Files.readAllLines(dir.resolve("args"));
    }

    @Test
    void theStdioServersRecordAndUseACacheOfTheirOwnWithTheDefaultJitAndCollector(@TempDir Path dir) throws Exception {
        for (String server : List.of("mcp", "lsp")) {
            List<String> first = javaArguments(dir, server);
            assertThat(first)
                    .contains("-XX:AOTMode=record", "-XX:-DisplayVMOutput")
                    .anyMatch(a -> a.matches(
                            "-XX:AOTConfiguration=.*/app/target/agtp-studio-" + server + "\\.aot\\.\\d+\\.conf"))
                    .noneMatch(a -> a.startsWith("-XX:TieredStopAtLevel")
                            || a.equals("-XX:+UseSerialGC")
                            || a.startsWith("-Xmx"));
            Path cache = dir.resolve("checkout/app/target/agtp-studio-" + server + ".aot");
            Files.writeString(cache, "cache");
            assertThat(javaArguments(dir, server))
                    .contains("-XX:AOTCache=" + cache.toRealPath())
                    .doesNotContain("-XX:AOTMode=record");
        }
        // a listener never records (this script would outlive a kill sent to it) but uses the cache
        Files.delete(dir.resolve("checkout/app/target/agtp-studio-lsp.aot"));
        assertThat(javaArguments(dir, "lsp", "--socket", "0"))
                .doesNotContain("-XX:AOTMode=record")
                .noneMatch(a -> a.startsWith("-XX:AOTCache"));
        assertThat(javaArguments(dir, "mcp", "ws", "--http", "0"))
                .contains("-XX:AOTCache="
                        + dir.resolve("checkout/app/target/agtp-studio-mcp.aot").toRealPath());
    }

    @Test
    void theShortLivedCommandsGetABoundedHeap(@TempDir Path dir) throws Exception {
        assertThat(javaArguments(dir, "import")).contains("-Xmx256m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1");
        assertThat(javaArguments(dir, "check")).contains("-Xmx256m");
        assertThat(javaArguments(dir, "validate")).contains("-Xmx512m").doesNotContain("-Xmx256m");
    }

    /**
     * The IDE's JVM gets JavaFX's platform jars on the module path (no "Unsupported JavaFX configuration" warning,
     * docs/decisions/0487), and lets it read their native code; a subcommand's JVM gets neither (it never loads
     * JavaFX). scripts/launcher-smoke starts the real IDE through the script and fails on the warning.
     */
    @Test
    void theIdeGetsJavaFxOnTheModulePathAndTheSubcommandsDoNot(@TempDir Path dir) throws Exception {
        javaArguments(dir, "validate"); // the stand-in checkout
        Path target = dir.resolve("checkout/app/target");
        Path lib = Files.createDirectories(target.resolve("lib"));
        for (String m : List.of("base", "graphics", "controls")) {
            Files.writeString(lib.resolve("javafx-" + m + "-21.0.12-linux.jar"), "classes");
            Files.writeString(lib.resolve("javafx-" + m + "-21.0.12.jar"), "empty");
        }
        Files.writeString(lib.resolve("richtextfx-0.11.7.jar"), "jar");
        Files.writeString(target.resolve("agtp-studio.jar"), "a new build"); // a new run copy, with lib/
        Path workspace = Files.createDirectories(dir.resolve("ws"));
        List<String> ide = javaArguments(dir, Map.of("DISPLAY", ":99"), workspace.toString());
        String modulePath = ide.stream()
                .filter(a -> a.startsWith("--module-path="))
                .findFirst()
                .orElseThrow();
        assertThat(modulePath.substring("--module-path=".length()).split(":"))
                .hasSize(3)
                .allSatisfy(j ->
                        assertThat(j).matches(".*/app/target/run/[^/]+/lib/javafx-[a-z]+-21\\.0\\.12-linux\\.jar"));
        assertThat(ide).contains("--add-modules=javafx.controls", "--enable-native-access=ALL-UNNAMED,javafx.graphics");
        assertThat(ide.indexOf(modulePath)).as("JVM options before -jar").isLessThan(ide.indexOf("-jar"));
        for (String sub : List.of("validate", "mcp", "import")) {
            assertThat(javaArguments(dir, sub))
                    .as(sub)
                    .noneMatch(a -> a.startsWith("--module-path") || a.startsWith("--add-modules"));
        }
    }

    /**
     * Without an archive, a subcommand runs without one while the training workload records it in the background
     * (docs/decisions/0640): the command's own JVM never records, the training JVM records from ArchiveTraining on the
     * sample, a JDK 25+ then makes the cache from that recording, and a second command while the training is under way
     * starts no second one. Without the sample (an unpacked jar elsewhere) the first command records, as before.
     */
    @Test
    void theSubcommandsArchiveIsRecordedFromTheTrainingWorkloadInTheBackground(@TempDir Path dir) throws Exception {
        javaArguments(dir, "validate"); // the stand-in checkout, still without the sample: the command records
        assertThat(Files.readAllLines(dir.resolve("args"))).contains("-XX:AOTMode=record");
        Path checkout = dir.resolve("checkout");
        Files.createDirectories(checkout.resolve("samples/hotel"));
        Files.createDirectories(checkout.resolve("docs/examples"));
        for (Path conf : list(checkout.resolve("app/target"), ".conf")) {
            Files.delete(conf);
        }
        // a java that appends each call's arguments, one call per line
        Path calls = dir.resolve("calls");
        Files.writeString(
                dir.resolve("jdk25/bin/java"),
                "#!/bin/sh\nprintf '%s\\n' \"$*\" >> \"$CALLS_OUT\"\n"); // one write per call
        Map<String, String> env = Map.of("CALLS_OUT", calls.toString());
        javaArguments(dir, env, "validate", "ws");
        waitForLines(calls, 3);
        List<String> lines = Files.readAllLines(calls);
        String command =
                lines.stream().filter(l -> l.contains(" -jar ")).findFirst().orElseThrow();
        assertThat(command).contains("validate ws").doesNotContain("AOTMode", "ArchiveClassesAtExit");
        String record = lines.stream()
                .filter(l -> l.contains("-XX:AOTMode=record"))
                .findFirst()
                .orElseThrow();
        assertThat(record)
                .contains(
                        "dev.agtpstudio.app.ArchiveTraining",
                        "/samples/hotel",
                        "/docs/examples",
                        "-XX:TieredStopAtLevel=1")
                .doesNotContain(" -jar ");
        assertThat(lines).anyMatch(l -> l.contains("-XX:AOTMode=create") && l.contains("agtp-studio-cli.aot."));
        // a second command while a recording is under way (a configuration younger than two minutes) starts none
        Files.writeString(checkout.resolve("app/target/agtp-studio-cli.aot.1.conf"), "");
        Files.delete(calls);
        javaArguments(dir, env, "validate", "ws");
        Thread.sleep(300); // a training would have been started by now; none may be
        assertThat(Files.readAllLines(calls)).hasSize(1).allMatch(l -> l.contains(" -jar "));
    }

    private static List<Path> list(Path dir, String suffix) throws IOException {
        try (java.util.stream.Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(suffix)).toList();
        }
    }

    private static void waitForLines(Path file, int n) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!Files.exists(file) || Files.readAllLines(file).size() < n) {
            if (System.nanoTime() > end) {
                throw new AssertionError("fewer than " + n + " java calls: "
                        + (Files.exists(file) ? Files.readAllLines(file) : List.of()));
            }
            Thread.sleep(50);
        }
    }
}

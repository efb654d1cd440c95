package dev.agtpstudio.app.bench;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * IDE start to interactive window: starts {@code agtp-studio samples/hotel} in a fresh JVM (headless Monocle unless
 * {@code -Dbench.display=true}), N times, and reads the milliseconds from JVM start to the first laid-out frame with
 * the workspace open, as printed by {@code -Dagtp.studio.startupReport=true}.
 *
 * <pre>app/bench.sh StartupBench [runs]</pre>
 */
public final class StartupBench {
    private StartupBench() {
    }

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        Path project = BenchSupport.projectDir();
        Path home = Files.createTempDirectory("agtp-startup");
        List<Long> ms = new ArrayList<>();
        List<Long> cpu = new ArrayList<>();
        for (int i = 0; i < runs; i++) {
            List<String> cmd = new ArrayList<>(List.of(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"),
                    "-Dagtp.studio.home=" + home,
                    "-Dagtp.studio.startupReport=true",
                    "-Dagtp.studio.exitAfterStartup=true"));
            if (!Boolean.getBoolean("bench.display")) {
                cmd.addAll(List.of("-Dglass.platform=Monocle", "-Dmonocle.platform=Headless", "-Dprism.order=sw",
                        "-Dprism.text=t2k", "-Dheadless.geometry=1600x1000-32"));
            }
            cmd.addAll(List.of("dev.agtpstudio.app.Launcher", project.resolve("samples/hotel").toString()));
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            Long found = null;
            Long cpuMs = null;
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    java.util.regex.Matcher m = java.util.regex.Pattern
                            .compile("interactive after (\\d+) ms \\(process CPU (-?\\d+) ms\\)").matcher(line);
                    if (m.find()) {
                        found = Long.parseLong(m.group(1));
                        cpuMs = Long.parseLong(m.group(2));
                    }
                }
            }
            if (!p.waitFor(120, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
            if (found == null) {
                throw new IllegalStateException("run " + i + " printed no start-up report (exit " + p.exitValue() + ")");
            }
            ms.add(found);
            cpu.add(cpuMs);
            System.out.println("run " + (i + 1) + ": " + found + " ms wall, " + cpuMs + " ms process CPU");
        }
        long[] nanos = ms.stream().mapToLong(m -> m * 1_000_000).toArray();
        System.out.println(BenchSupport.stats("JVM start to interactive window (samples/hotel), wall", nanos));
        System.out.println(BenchSupport.stats("  process CPU time used until then (all threads)",
                cpu.stream().mapToLong(c -> c * 1_000_000).toArray()));
        System.out.printf("load average while measuring: %.1f on %d cores%n",
                java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                Runtime.getRuntime().availableProcessors());
    }
}

package dev.agtpstudio.buildtools;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Runs the README's scenarios ({@link Scenario}) through the real {@code ./agtp-studio} script from the checkout
 * root, and lists the README's command lines for the test that every one has a scenario (ReadmeScenariosTest).
 * Usage: {@code java -cp buildtools/target/classes dev.agtpstudio.buildtools.ReadmeScenarios ROOT [NAME...]}
 * (scripts/test-readme); exit 0 when all pass, 1 otherwise.
 */
public final class ReadmeScenarios {
    /** The README's ports, replaced with free ones in every run. */
    static final List<String> PORTS = List.of("4480", "4481", "4482", "2087");
    /** A Java stack frame or exception name: never shown to a user. */
    private static final Pattern JAVA_TRACE =
            Pattern.compile("^\\s+at [\\w.$/]+\\(|\\b[\\w.]+(Exception|Error)\\b(:|$)");
    /** A command line in a fenced block: {@code ./agtp-studio ...} or {@code agtp-studio ...}, maybe after VAR=value. */
    private static final Pattern COMMAND =
            Pattern.compile("^((?:[A-Z_][A-Z0-9_]*=\\S+ )*)(?:\\./)?agtp-studio(\\s.*)?$");

    private ReadmeScenarios() {}

    /**
     * The {@code agtp-studio} command lines of fenced blocks in {@code readme}, as a newcomer runs them from the
     * checkout root: {@code agtp-studio ...} (the installed command) as {@code ./agtp-studio ...}, without the
     * trailing {@code # comment}.
     */
    public static List<String> readmeCommands(String readme) {
        List<String> out = new ArrayList<>();
        boolean fenced = false;
        for (String raw : readme.split("\n", -1)) {
            String line = raw.strip();
            if (line.startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (!fenced) {
                continue;
            }
            String command = withoutComment(line);
            Matcher m = COMMAND.matcher(command);
            if (m.matches()) {
                out.add(m.group(1) + "./agtp-studio" + (m.group(2) == null ? "" : m.group(2)));
            }
        }
        return out;
    }

    /** The line before a {@code #} that follows two spaces outside quotes. */
    static String withoutComment(String line) {
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (c == '#' && i >= 2 && line.charAt(i - 1) == ' ' && line.charAt(i - 2) == ' ') {
                return line.substring(0, i).strip();
            }
        }
        return line.strip();
    }

    public static List<Scenario> readAll(Path dir) throws IOException {
        List<Scenario> all = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".scenario"))
                    .sorted(Comparator.naturalOrder())
                    .toList()) {
                all.add(Scenario.read(f));
            }
        }
        return all;
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 1) {
            System.err.println("usage: ReadmeScenarios ROOT [NAME...]");
            System.exit(2);
        }
        Path root = Path.of(args[0]).toAbsolutePath().normalize();
        List<String> only = List.of(args).subList(1, args.length);
        int failed = 0;
        int ran = 0;
        for (Scenario s : readAll(root.resolve("scripts/scenarios"))) {
            String name = s.file().getFileName().toString();
            if (!only.isEmpty() && only.stream().noneMatch(name::contains)) {
                continue;
            }
            ran++;
            long t0 = System.nanoTime();
            List<String> problems = run(root, s);
            long ms = (System.nanoTime() - t0) / 1_000_000;
            if (problems.isEmpty()) {
                System.out.printf("ok   %-40s %6d ms  %s%n", name, ms, s.command());
            } else {
                failed++;
                System.out.printf("FAIL %-40s %6d ms  %s%n", name, ms, s.command());
                problems.forEach(p -> System.out.println("     " + p.replace("\n", "\n     ")));
            }
        }
        System.out.println("test-readme: " + (ran - failed) + " of " + ran + " scenarios passed");
        System.exit(failed == 0 && ran > 0 ? 0 : 1);
    }

    /** Runs one scenario; the problems found (none when it passes). */
    static List<String> run(Path root, Scenario s) throws IOException, InterruptedException {
        List<String> problems = new ArrayList<>();
        Path scratch = Files.createTempDirectory("agtp-scenario");
        Map<String, String> ports = new LinkedHashMap<>();
        for (String p : PORTS) {
            ports.put(p, String.valueOf(freePort()));
        }
        for (String p : s.before()) {
            deleteTree(Path.of(p));
        }
        Running background = null;
        try {
            if (s.background() != null) {
                background = Running.start(root, withPorts(s.background(), ports), s, scratch, "");
                if (!background.await(s.ready(), 180)) {
                    problems.add("the background command never printed \"" + s.ready() + "\"; it printed:\n"
                            + background.out() + background.err());
                    return problems;
                }
            }
            String stdin = s.jsonRpc() ? frame(s.stdin()) : s.stdin();
            Running r = Running.start(root, withPorts(s.command(), ports), s, scratch, stdin);
            boolean running = s.status().equals("running");
            if (running) {
                List<String> all = new ArrayList<>(s.stdout());
                all.addAll(s.stderr());
                boolean printed = r.awaitAll(all, s.timeoutSeconds());
                if (!r.process().isAlive()) {
                    problems.add("exited " + r.process().exitValue() + " instead of running");
                } else if (!printed) {
                    problems.add("did not print what it should within " + s.timeoutSeconds() + " s");
                }
                r.stop();
            } else if (!r.process().waitFor(s.timeoutSeconds(), TimeUnit.SECONDS)) {
                r.stop();
                problems.add("still running after " + s.timeoutSeconds() + " s (stopped)");
            } else {
                r.drain();
                if (!String.valueOf(r.process().exitValue()).equals(s.status())) {
                    problems.add("exit status " + r.process().exitValue() + ", expected " + s.status());
                }
            }
            check("stdout", s.stdout(), r.out(), problems);
            check("stderr", s.stderr(), r.err(), problems);
            for (String line : (r.out() + r.err()).split("\n")) {
                if (JAVA_TRACE.matcher(line).find()) {
                    problems.add("printed a Java stack trace or exception name: " + line);
                    break;
                }
                for (String a : s.absent()) {
                    if (Scenario.matches(a, line)) {
                        problems.add("printed what it must not (" + a + "): " + line);
                    }
                }
            }
            if (!problems.isEmpty()) {
                problems.add("stdout was:\n" + tail(r.out()) + "\nstderr was:\n" + tail(r.err()));
            }
            return problems;
        } finally {
            if (background != null) {
                background.stop();
            }
            deleteTree(scratch);
        }
    }

    private static void check(String stream, List<String> expected, String text, List<String> problems) {
        String[] lines = text.split("\n");
        int at = 0;
        for (String e : expected) {
            int found = -1;
            for (int i = at; i < lines.length && found < 0; i++) {
                if (Scenario.matches(e, lines[i])) {
                    found = i;
                }
            }
            if (found < 0) {
                problems.add(stream + " lacks (in order): " + e);
                return;
            }
            at = found + 1;
        }
    }

    private static String tail(String text) {
        String[] lines = text.split("\n");
        int from = Math.max(0, lines.length - 25);
        return (from > 0 ? "(" + from + " lines before)\n" : "")
                + String.join("\n", List.of(lines).subList(from, lines.length));
    }

    static String withPorts(String command, Map<String, String> ports) {
        String out = command;
        for (Map.Entry<String, String> p : ports.entrySet()) {
            out = out.replaceAll("\\b" + p.getKey() + "\\b", p.getValue());
        }
        return out;
    }

    /** Each line a JSON-RPC message, framed as the Language Server Protocol's base protocol does. */
    static String frame(String messages) {
        StringBuilder out = new StringBuilder();
        for (String m : messages.split("\n")) {
            if (!m.isBlank()) {
                out.append("Content-Length: ")
                        .append(m.getBytes(StandardCharsets.UTF_8).length)
                        .append("\r\n\r\n")
                        .append(m);
            }
        }
        return out.toString();
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    private static void deleteTree(Path p) throws IOException {
        if (!Files.exists(p)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(p)) {
            for (Path f : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(f);
            }
        }
    }

    /** A started command with its output collected as it comes. */
    record Running(Process process, Collector stdout, Collector stderr) {
        static Running start(Path root, String command, Scenario s, Path scratch, String stdin) throws IOException {
            List<String> argv = new ArrayList<>();
            if (s.display() && System.getenv("DISPLAY") == null) {
                argv.addAll(List.of("xvfb-run", "-a", "-s", "-screen 0 1600x1000x24"));
            }
            argv.addAll(List.of("bash", "-c", command));
            ProcessBuilder pb = new ProcessBuilder(argv).directory(root.toFile());
            s.env().forEach((k, v) -> {
                if (v == null) {
                    pb.environment().remove(k);
                } else {
                    pb.environment().put(k, v.replace("${SCRATCH}", scratch.toString()));
                }
            });
            Process p = pb.start();
            Running r = new Running(p, new Collector(p.getInputStream()), new Collector(p.getErrorStream()));
            try (OutputStream in = p.getOutputStream()) {
                in.write(stdin.getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                // the command exited before reading its input: its exit status and output tell why
            }
            return r;
        }

        String out() {
            return stdout.text();
        }

        String err() {
            return stderr.text();
        }

        /** Waits until a line matching {@code ready} appears on either stream. */
        boolean await(String ready, int seconds) throws InterruptedException {
            return awaitAll(List.of(ready), seconds);
        }

        boolean awaitAll(List<String> expected, int seconds) throws InterruptedException {
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
            while (System.nanoTime() < until) {
                String text = out() + "\n" + err();
                if (expected.stream().allMatch(e -> text.lines().anyMatch(l -> Scenario.matches(e, l)))) {
                    return true;
                }
                if (!process.isAlive()) {
                    drain();
                    String last = out() + "\n" + err();
                    return expected.stream().allMatch(e -> last.lines().anyMatch(l -> Scenario.matches(e, l)));
                }
                Thread.sleep(100);
            }
            return false;
        }

        /** Stops the command and everything it started, then waits for their output to end. */
        void stop() throws InterruptedException {
            List<ProcessHandle> all = new ArrayList<>(process.descendants().toList());
            all.forEach(ProcessHandle::destroy);
            process.destroy();
            if (!process.waitFor(20, TimeUnit.SECONDS)) {
                all.forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
            drain();
        }

        void drain() throws InterruptedException {
            stdout.thread.join(5000);
            stderr.thread.join(5000);
        }
    }

    /** Reads a stream on its own thread into a buffer. */
    static final class Collector {
        private final ByteArrayOutputStream buf = new ByteArrayOutputStream();
        private final Thread thread;

        Collector(InputStream in) {
            thread = new Thread(
                    () -> {
                        byte[] b = new byte[8192];
                        try (in) {
                            for (int n; (n = in.read(b)) > 0; ) {
                                synchronized (buf) {
                                    buf.write(b, 0, n);
                                }
                            }
                        } catch (IOException e) {
                            // the process ended
                        }
                    },
                    "scenario-output");
            thread.setDaemon(true);
            thread.start();
        }

        String text() {
            synchronized (buf) {
                return buf.toString(StandardCharsets.UTF_8);
            }
        }
    }
}

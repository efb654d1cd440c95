package dev.agtpstudio.buildtools;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * One README scenario (a file under {@code scripts/scenarios/}, in the style of Spectral's test-harness): a command as
 * the README writes it, what it must print and the exit status it must end with. Sections, each opened by a line
 * {@code ====name====}:
 * <ul>
 * <li>{@code test}: what the scenario shows (one line).</li>
 * <li>{@code command}: the command line exactly as in README.md, run with {@code bash -c} from the checkout root.</li>
 * <li>{@code status}: the exit status, or {@code running} for a server that must still run once its output has
 *     appeared (the harness then stops it).</li>
 * <li>{@code stdout}, {@code stderr}: expected lines, in order (others may come between): a line is found as a
 *     substring, or as a regular expression when written {@code /like this/}.</li>
 * <li>{@code absent}: lines that must appear in neither stream (besides a Java stack trace or exception name,
 *     which never may).</li>
 * <li>{@code background}: a command started first (a server the command talks to), stopped after;
 *     {@code ready}: the line it prints once it serves.</li>
 * <li>{@code stdin}: text given to the command, then end of input (default: end of input at once);
 *     {@code stdin-jsonrpc}: one JSON-RPC message a line, each sent with a {@code Content-Length} header (LSP).</li>
 * <li>{@code env}: {@code NAME=value} lines added to the environment ({@code ${SCRATCH}} is a fresh folder), or
 *     {@code NAME} alone to remove it from the environment.</li>
 * <li>{@code before}: paths under /tmp to delete first (outputs an earlier run left).</li>
 * <li>{@code timeout}: seconds the command may take (default 120).</li>
 * <li>{@code display}: {@code true} when the command opens a window (run in Xvfb when there is no display).</li>
 * </ul>
 * The ports 4480, 4481, 4482 and 2087 in {@code command} and {@code background} are replaced with free ones.
 */
public record Scenario(
        Path file,
        String test,
        String command,
        String status,
        List<String> stdout,
        List<String> stderr,
        List<String> absent,
        String background,
        String ready,
        String stdin,
        boolean jsonRpc,
        Map<String, String> env,
        List<String> before,
        int timeoutSeconds,
        boolean display) {

    static final List<String> SECTIONS = List.of(
            "test",
            "command",
            "status",
            "stdout",
            "stderr",
            "absent",
            "background",
            "ready",
            "stdin",
            "stdin-jsonrpc",
            "env",
            "before",
            "timeout",
            "display");
    private static final Pattern HEADER = Pattern.compile("^====([a-z-]+)====$");

    public static Scenario read(Path file) throws IOException {
        Map<String, List<String>> sections = new LinkedHashMap<>();
        List<String> current = null;
        int n = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            n++;
            var m = HEADER.matcher(line);
            if (m.matches()) {
                if (!SECTIONS.contains(m.group(1))) {
                    throw new IllegalArgumentException(
                            file + ":" + n + ": unknown section " + m.group(1) + " (one of " + SECTIONS + ")");
                }
                current = new ArrayList<>();
                if (sections.put(m.group(1), current) != null) {
                    throw new IllegalArgumentException(file + ":" + n + ": section " + m.group(1) + " given twice");
                }
            } else if (current == null) {
                if (!line.isBlank()) {
                    throw new IllegalArgumentException(file + ":" + n + ": text before the first ====section====");
                }
            } else {
                current.add(line);
            }
        }
        String command = one(sections, "command", file);
        String status = one(sections, "status", file);
        if (command == null || status == null) {
            throw new IllegalArgumentException(file + ": needs a ====command==== and a ====status==== section");
        }
        if (!status.equals("running") && !status.matches("\\d{1,3}")) {
            throw new IllegalArgumentException(file + ": status is an exit code or running, not " + status);
        }
        Map<String, String> env = new LinkedHashMap<>();
        for (String line : lines(sections, "env")) {
            int eq = line.indexOf('=');
            if (line.matches("[A-Za-z_][A-Za-z0-9_]*")) {
                env.put(line, null); // unset
            } else if (eq < 1) {
                throw new IllegalArgumentException(file + ": env line is not NAME=value or NAME (unset): " + line);
            } else {
                env.put(line.substring(0, eq), line.substring(eq + 1));
            }
        }
        for (String p : lines(sections, "before")) {
            if (!p.startsWith("/tmp/") || p.contains("..")) {
                throw new IllegalArgumentException(file + ": before deletes only paths under /tmp/, not " + p);
            }
        }
        boolean rpc = sections.containsKey("stdin-jsonrpc");
        String stdin = rpc
                ? String.join("\n", lines(sections, "stdin-jsonrpc"))
                : sections.containsKey("stdin") ? String.join("\n", sections.get("stdin")) + "\n" : "";
        String timeout = one(sections, "timeout", file);
        return new Scenario(
                file,
                one(sections, "test", file),
                command,
                status,
                lines(sections, "stdout"),
                lines(sections, "stderr"),
                lines(sections, "absent"),
                one(sections, "background", file),
                one(sections, "ready", file),
                stdin,
                rpc,
                env,
                lines(sections, "before"),
                timeout == null ? 120 : Integer.parseInt(timeout),
                "true".equals(one(sections, "display", file)));
    }

    /** The section's non-blank lines. */
    private static List<String> lines(Map<String, List<String>> sections, String name) {
        return sections.getOrDefault(name, List.of()).stream()
                .filter(l -> !l.isBlank())
                .toList();
    }

    /** A one-line section's text, null when absent. */
    private static String one(Map<String, List<String>> sections, String name, Path file) {
        List<String> l = lines(sections, name);
        if (l.size() > 1) {
            throw new IllegalArgumentException(file + ": section " + name + " has more than one line");
        }
        return l.isEmpty() ? null : l.get(0);
    }

    /** Whether {@code line} is what {@code expected} describes: a substring, or a /regular expression/. */
    static boolean matches(String expected, String line) {
        if (expected.length() > 1 && expected.startsWith("/") && expected.endsWith("/")) {
            return Pattern.compile(expected.substring(1, expected.length() - 1))
                    .matcher(line)
                    .find();
        }
        return line.contains(expected);
    }
}

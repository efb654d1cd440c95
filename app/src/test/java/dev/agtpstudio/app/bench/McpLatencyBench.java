package dev.agtpstudio.app.bench;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * MCP latency benchmark (not a test): {@code agtp-studio mcp samples/hotel} spawned as a client would spawn it, over
 * stdio and streamable HTTP. Measures spawn to {@code initialize} answered, then {@code tools/list} and
 * {@code tools/call} (list_properties) round trips on the open session. Prints p50/p95/max in milliseconds and the
 * load average at the start and the end. The first stdio spawn is also shown on its own: through the launcher right
 * after a build it is the run that records the launcher's ahead-of-time cache (docs/decisions/0401), and the next
 * ones use that cache. A spawn whose standard error says the launcher was building is reported as such (the script
 * {@code scripts/bench-mcp} builds before it times anything, so none should be).
 * Arguments: SPAWNS CALLS COMMAND... (the command that starts the server, before the {@code mcp} arguments).
 */
public final class McpLatencyBench {
    private static final String INIT =
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
                    + "\"capabilities\":{},\"clientInfo\":{\"name\":\"bench\",\"version\":\"1\"}}}";
    private static final String LIST = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}";
    private static final String CALL =
            "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":\"list_properties\",\"arguments\":{}}}";

    private McpLatencyBench() {}

    public static void main(String[] args) throws Exception {
        int spawns = Integer.parseInt(args[0]);
        int calls = Integer.parseInt(args[1]);
        List<String> command = new ArrayList<>(Arrays.asList(args).subList(2, args.length));
        Path sample = Path.of(System.getProperty("agtp.project.dir", "."))
                .resolve("samples/hotel")
                .toAbsolutePath();
        command.addAll(List.of("mcp", sample.toString(), "--no-watch", "--scope", "inventory:read"));
        System.out.println("command: " + String.join(" ", command));
        System.out.printf("load average at start: %.2f%n", load());
        List<Integer> built = new ArrayList<>();

        List<Double> stdioInit = new ArrayList<>();
        List<Double> stdioList = new ArrayList<>();
        List<Double> stdioCall = new ArrayList<>();
        List<Double> exit = new ArrayList<>();
        for (int i = 0; i < spawns; i++) {
            long t0 = System.nanoTime();
            java.io.File errFile = java.io.File.createTempFile("mcp-bench", ".err");
            errFile.deleteOnExit();
            Process p = start(command, ProcessBuilder.Redirect.to(errFile));
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            OutputStream in = p.getOutputStream();
            send(in, INIT);
            expect(out.readLine(), "\"protocolVersion\"");
            stdioInit.add(ms(t0));
            send(in, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
            for (int k = 0; k < calls; k++) {
                long a = System.nanoTime();
                send(in, LIST);
                expect(out.readLine(), "\"tools\"");
                stdioList.add(ms(a));
                long b = System.nanoTime();
                send(in, CALL);
                expect(out.readLine(), "\"structuredContent\"");
                stdioCall.add(ms(b));
            }
            long c = System.nanoTime();
            in.close();
            if (!p.waitFor(20, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IllegalStateException("the stdio server did not exit at the end of input");
            }
            exit.add(ms(c));
            if (java.nio.file.Files.readString(errFile.toPath()).contains("agtp-studio: building")) {
                built.add(i + 1);
            }
        }

        List<Double> httpInit = new ArrayList<>();
        List<Double> httpList = new ArrayList<>();
        List<Double> httpCall = new ArrayList<>();
        HttpClient client = HttpClient.newHttpClient();
        List<String> httpCommand = new ArrayList<>(command);
        httpCommand.addAll(List.of("--http", "0"));
        for (int i = 0; i < spawns; i++) {
            long t0 = System.nanoTime();
            Process p = start(httpCommand, ProcessBuilder.Redirect.PIPE);
            try {
                BufferedReader err =
                        new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8));
                String url = null;
                Pattern u = Pattern.compile("streamable HTTP on (http://\\S+)");
                for (String l; url == null && (l = err.readLine()) != null; ) {
                    Matcher m = u.matcher(l);
                    if (m.find()) {
                        url = m.group(1);
                    }
                }
                if (url == null) {
                    throw new IllegalStateException("the HTTP server printed no URL");
                }
                expect(post(client, url, INIT), "\"protocolVersion\"");
                httpInit.add(ms(t0));
                for (int k = 0; k < calls; k++) {
                    long a = System.nanoTime();
                    expect(post(client, url, LIST), "\"tools\"");
                    httpList.add(ms(a));
                    long b = System.nanoTime();
                    expect(post(client, url, CALL), "\"structuredContent\"");
                    httpCall.add(ms(b));
                }
            } finally {
                p.destroy();
                p.waitFor(20, TimeUnit.SECONDS);
            }
        }
        System.out.printf("load average at the end: %.2f%n", load());
        if (!built.isEmpty()) {
            System.out.println("WARNING: the launcher built the product during stdio spawn(s) " + built
                    + "; those times include a build");
        }
        System.out.printf("%-38s %.1f ms%n", "stdio first spawn to initialize", stdioInit.get(0));
        if (stdioInit.size() > 1) {
            print("stdio later spawns to initialize", stdioInit.subList(1, stdioInit.size()));
        }
        print("stdio spawn to initialize answered", stdioInit);
        print("stdio tools/list", stdioList);
        print("stdio tools/call list_properties", stdioCall);
        print("stdio end of input to exit", exit);
        print("HTTP spawn to initialize answered", httpInit);
        print("HTTP tools/list", httpList);
        print("HTTP tools/call list_properties", httpCall);
    }

    private static Process start(List<String> command, ProcessBuilder.Redirect err) throws java.io.IOException {
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().put("HOTEL_PMS_TOKEN", "bench-token");
        return pb.redirectError(err).start();
    }

    private static double load() {
        return java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    private static void send(OutputStream in, String json) throws java.io.IOException {
        in.write((json + "\n").getBytes(StandardCharsets.UTF_8));
        in.flush();
    }

    private static String post(HttpClient c, String url, String json) throws Exception {
        return c.send(
                        HttpRequest.newBuilder(URI.create(url))
                                .header("Content-Type", "application/json")
                                .header("Accept", "application/json, text/event-stream")
                                .POST(HttpRequest.BodyPublishers.ofString(json))
                                .build(),
                        HttpResponse.BodyHandlers.ofString())
                .body();
    }

    private static void expect(String answer, String contains) {
        if (answer == null || !answer.contains(contains)) {
            throw new IllegalStateException("unexpected answer: " + answer);
        }
    }

    private static double ms(long since) {
        return (System.nanoTime() - since) / 1e6;
    }

    private static void print(String what, List<Double> xs) {
        List<Double> s = new ArrayList<>(xs);
        Collections.sort(s);
        System.out.printf(
                "%-38s n=%-4d p50 %8.1f ms  p95 %8.1f ms  max %8.1f ms%n",
                what,
                s.size(),
                s.get((int) Math.floor(0.50 * (s.size() - 1))),
                s.get((int) Math.floor(0.95 * (s.size() - 1))),
                s.get(s.size() - 1));
    }
}

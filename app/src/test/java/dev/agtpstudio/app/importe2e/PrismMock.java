package dev.agtpstudio.app.importe2e;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** Prism ({@code prism mock}) serving one spec on a free loopback port; its output goes to a log file. */
final class PrismMock implements AutoCloseable {
    private static final long START_TIMEOUT_MS = 90_000;
    private final Process process;
    private final int port;
    private final Path log;

    private PrismMock(Process process, int port, Path log) {
        this.process = process;
        this.port = port;
        this.log = log;
    }

    static PrismMock start(Path prism, Path spec, Path log) throws IOException, InterruptedException {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        Process p = new ProcessBuilder(
                        prism.toString(),
                        "mock",
                        "-h",
                        "127.0.0.1",
                        "-p",
                        String.valueOf(port),
                        spec.toAbsolutePath().toString())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        PrismMock mock = new PrismMock(p, port, log);
        long deadline = System.currentTimeMillis() + START_TIMEOUT_MS;
        while (System.currentTimeMillis() < deadline) {
            if (!p.isAlive()) {
                throw new IllegalStateException("Prism ended before listening: " + Files.readString(log));
            }
            if (Files.readString(log).contains("Prism is listening")) {
                try (Socket ignored = new Socket("127.0.0.1", port)) {
                    return mock;
                } catch (IOException notYet) {
                    // listening is logged just before the socket accepts
                }
            }
            Thread.sleep(200);
        }
        mock.close();
        throw new IllegalStateException(
                "Prism did not listen within " + START_TIMEOUT_MS / 1000 + " s: " + Files.readString(log));
    }

    int port() {
        return port;
    }

    Path log() {
        return log;
    }

    @Override
    public void close() throws InterruptedException {
        process.descendants().forEach(ProcessHandle::destroy);
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
    }
}

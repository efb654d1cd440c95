package dev.agtpstudio.app.server;

import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.net.ServerOptions;
import java.util.HashMap;
import java.util.Map;

/**
 * What the console lets the designer choose before starting the embedded server (always loopback).
 *
 * @param port                 requested port; when it is busy the console falls back to an ephemeral one
 * @param strictOutput         validate handler outputs with additionalProperties false
 * @param scopeRequired262     answer missing scope with 262 scope-required instead of 455
 * @param allowLoopbackHttp    let external_service endpoints call http://127.0.0.1 mocks
 * @param environment          values for ${VAR} placeholders (the preferences' environment over the process's)
 * @param tls                  serve TLS 1.3 with a generated self-signed certificate, as {@code agtp-studio serve --tls}
 * @param a2tPort              the A2T listener's port, as {@code agtp-studio serve --a2t-port} (0 = any free port); a
 *                             busy one stops the start with a message, as in the command line
 * @param mcpPort              the MCP streamable HTTP endpoint's port, as {@code agtp-studio mcp --http} (0 = any free
 *                             port); a busy one stops the start with a message
 */
public record ConsoleOptions(
        int port,
        boolean strictOutput,
        boolean scopeRequired262,
        boolean allowLoopbackHttp,
        Map<String, String> environment,
        boolean tls,
        int a2tPort,
        int mcpPort) {
    public ConsoleOptions {
        environment = environment == null ? Map.of() : Map.copyOf(environment);
    }

    /** A2T and MCP on any free ports. */
    public ConsoleOptions(
            int port,
            boolean strictOutput,
            boolean scopeRequired262,
            boolean allowLoopbackHttp,
            Map<String, String> environment,
            boolean tls) {
        this(port, strictOutput, scopeRequired262, allowLoopbackHttp, environment, tls, 0, 0);
    }

    /** Plaintext on loopback. */
    public ConsoleOptions(
            int port,
            boolean strictOutput,
            boolean scopeRequired262,
            boolean allowLoopbackHttp,
            Map<String, String> environment) {
        this(port, strictOutput, scopeRequired262, allowLoopbackHttp, environment, false);
    }

    public static final int DEFAULT_PORT = ServerOptions.DEFAULT_PORT;

    public ServerOptions serverOptions(int p) {
        return ServerOptions.defaults().withPort(p).withTls(tls);
    }

    public DispatchOptions dispatchOptions() {
        return DispatchOptions.defaults()
                .withScopeFailureStatus(scopeRequired262 ? 262 : 455)
                .withStrictOutput(strictOutput)
                .withLoopbackHttpUpstreams(allowLoopbackHttp)
                .withEnvironment(mergedEnvironment());
    }

    private Map<String, String> mergedEnvironment() {
        Map<String, String> m = new HashMap<>(System.getenv());
        m.putAll(environment);
        return m;
    }
}

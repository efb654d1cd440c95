package dev.agtpstudio.app.cli;

import dev.agtpstudio.validator.Clients;
import java.util.Set;
import picocli.CommandLine.Option;

/** {@code validate --clients openai-strict,anthropic,gemini,mcp-hosts}: which client lints run (docs/rules.md#client-lints). */
public final class ClientsOption {
    @Option(
            names = "--clients",
            paramLabel = "LIST",
            description = "Check the served tools against these function-calling clients' rules (client/<client>/*"
                    + " lints): a comma-separated list of openai-strict, anthropic, gemini, mcp-hosts, or all"
                    + " (default: none).")
    String clients;

    /** The clients named, or an error message's text for an unknown one. */
    Set<String> parse() {
        return Clients.parse(clients);
    }
}

package dev.agtpstudio.app.cli;

import dev.agtpstudio.lsp.LanguageServerRunner;
import dev.agtpstudio.lsp.LspOptions;
import dev.agtpstudio.validator.report.RuleDocs;
import java.io.IOException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code agtp-studio lsp}: the language server, over standard input/output or one loopback socket. */
@Command(
        name = "lsp",
        mixinStandardHelpOptions = true,
        description = "Run the AGTP Studio language server (Language Server Protocol) for VS Code, Neovim, IntelliJ"
                + " and other editors.%nExit codes: 0 after shutdown and exit (or end of input after shutdown), 1 exit"
                + " or end of input without shutdown, or the connection was lost, 2 the socket cannot be opened.")
public final class LspCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(
            names = "--socket",
            paramLabel = "PORT",
            description = "Serve one client on 127.0.0.1:PORT instead of standard input/output (0 picks a free port;"
                    + " the port is printed on standard error). A message must arrive within 30 s of its first"
                    + " byte, and a client silent for 2 hours is disconnected.")
    Integer socket;

    /** How AGIS pass 6 judges intent against method. */
    enum Semantic {
        embedding,
        lexicon
    }

    @Option(
            names = "--semantic",
            defaultValue = "embedding",
            description = "AGIS pass 6 scorer: embedding (all-MiniLM-L6-v2, loaded in the background; the lexicon"
                    + " answers until it is ready) or lexicon (no model) (default: ${DEFAULT-VALUE}).")
    Semantic semantic;

    @Option(
            names = "--rules-url",
            paramLabel = "URL",
            defaultValue = RuleDocs.DEFAULT_BASE,
            description = "Base URL of the rule documentation that diagnostics link to (default: ${DEFAULT-VALUE}).")
    String rulesUrl;

    /** The product version from the root command's version provider ("agtp-studio 0.1.0 ..." -> "0.1.0 ..."). */
    private String version() {
        String[] lines = spec.root().version();
        return lines.length == 0 ? "" : lines[0].replaceFirst("^agtp-studio\\s+", "");
    }

    @Override
    public Integer call() {
        LspOptions options = new LspOptions(semantic == Semantic.embedding, rulesUrl, version());
        if (socket == null) {
            return LanguageServerRunner.runStdio(options);
        }
        try {
            return LanguageServerRunner.runSocket(socket, options, System.err);
        } catch (IOException | IllegalArgumentException e) {
            spec.commandLine()
                    .getErr()
                    .println("agtp-studio lsp: cannot listen on port " + socket + ": "
                            + dev.agtpstudio.core.io.ErrorMessages.describe(e));
            return 2;
        }
    }
}

package dev.agtpstudio.app.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code agtp-studio serve}: placeholder until its issue lands; it fails loudly rather than pretend. */
@Command(name = "serve", mixinStandardHelpOptions = true, description = "Run the local AGTP test server on a workspace.")
public final class ServeCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("agtp-studio serve: not implemented yet");
        return 2;
    }
}

package dev.agtpstudio.app.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code agtp-studio invoke}: placeholder until its issue lands; it fails loudly rather than pretend. */
@Command(name = "invoke", mixinStandardHelpOptions = true, description = "Send one AGTP request and print the raw exchange.")
public final class InvokeCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("agtp-studio invoke: not implemented yet");
        return 2;
    }
}

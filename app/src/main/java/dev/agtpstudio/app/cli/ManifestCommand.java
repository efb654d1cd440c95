package dev.agtpstudio.app.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code agtp-studio manifest}: placeholder until its issue lands; it fails loudly rather than pretend. */
@Command(name = "manifest", mixinStandardHelpOptions = true, description = "Print the server manifest or another projection of a workspace.")
public final class ManifestCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("agtp-studio manifest: not implemented yet");
        return 2;
    }
}

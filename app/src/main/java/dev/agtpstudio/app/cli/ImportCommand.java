package dev.agtpstudio.app.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code agtp-studio import}: placeholder until its issue lands; it fails loudly rather than pretend. */
@Command(name = "import", mixinStandardHelpOptions = true, description = "Convert an OpenAPI spec to endpoint declarations with a review report.")
public final class ImportCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("agtp-studio import: not implemented yet");
        return 2;
    }
}

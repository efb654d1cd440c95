package dev.agtpstudio.app.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code agtp-studio validate}: placeholder until its issue lands; it fails loudly rather than pretend. */
@Command(name = "validate", mixinStandardHelpOptions = true, description = "Validate endpoint TOML, server config, recipes and .agis files.")
public final class ValidateCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("agtp-studio validate: not implemented yet");
        return 2;
    }
}

package dev.agtpstudio.app.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code agtp-studio catalog-diff}: placeholder until its issue lands; it fails loudly rather than pretend. */
@Command(name = "catalog-diff", mixinStandardHelpOptions = true, description = "Compare two method catalogs and report what would break.")
public final class CatalogDiffCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("agtp-studio catalog-diff: not implemented yet");
        return 2;
    }
}

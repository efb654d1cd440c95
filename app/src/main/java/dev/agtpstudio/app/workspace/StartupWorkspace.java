package dev.agtpstudio.app.workspace;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Decides which workspace the IDE opens: the folder given on the command line; else the last workspace if it still
 * exists; else the bundled sample.
 */
public final class StartupWorkspace {
    private final SampleWorkspace sample;

    public StartupWorkspace(SampleWorkspace sample) {
        this.sample = sample;
    }

    public Optional<Path> choose(Path argument, Path lastWorkspace, List<String> problems) {
        if (argument != null) {
            if (Files.isDirectory(argument)) {
                return Optional.of(argument.toAbsolutePath().normalize());
            }
            problems.add("The workspace folder " + argument + " does not exist or is not a folder.");
        }
        Path last = lastWorkspace;
        if (last != null && Files.isDirectory(last)) {
            return Optional.of(last);
        }
        return sample.locate(problems);
    }
}

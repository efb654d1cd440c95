package dev.agtpstudio.validator.workspace;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.WorkspaceCheck;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;

/**
 * {@code [synthesis] recipes_file} names the recipe book relative to the server config; when it is written and the
 * file is not there, a server that reads the key finds no recipes (no PROPOSE synthesis, no composition by recipe;
 * AGTP Studio's own server reads {@code agtp-recipes.toml}, docs/reference-server.md#other-server-tables). Only a key
 * that is written is checked: left out, it means the default {@code agtp-recipes.toml}, which is optional.
 */
public final class RecipesFileCheck implements WorkspaceCheck {
    public static final RuleInfo MISSING = new RuleInfo(
            "config/recipes-file-missing",
            Severity.WARNING,
            Passes.WORKSPACE,
            "AGTP-API §10.4; docs/reference-server.md#other-server-tables",
            "[synthesis] recipes_file names a file that does not exist");

    @Override
    public List<RuleInfo> rules() {
        return List.of(MISSING);
    }

    @Override
    public void check(Workspace ws, ValidationContext ctx, Function<LoadedFile<?>, Reporter> reporterFor) {
        LoadedFile<ServerConfig> cfg = ws.serverConfigFile().orElse(null);
        if (cfg == null || cfg.model() == null || cfg.model().synthesis() == null) {
            return;
        }
        String key = cfg.model().synthesis().keyPath() + "/recipes_file";
        String name = cfg.model().synthesis().recipesFile();
        if (name == null || !cfg.locations().contains(key)) {
            return;
        }
        Path dir = cfg.path().toAbsolutePath().getParent();
        boolean there;
        try {
            Path target = dir.resolve(name).normalize();
            there = ws.file(target).isPresent()
                    || ws.file(dir.relativize(target)).isPresent()
                    || Files.isRegularFile(target);
        } catch (InvalidPathException e) {
            there = false;
        }
        if (!there) {
            reporterFor
                    .apply(cfg)
                    .report(
                            MISSING,
                            key,
                            "recipes_file = \"" + name + "\" names no file next to "
                                    + cfg.path().getFileName()
                                    + "; a server that reads this key finds no recipes, so PROPOSE synthesis "
                                    + "and compositions by recipe find none (AGTP-API §10.4). Create the file or correct the name.");
        }
    }
}

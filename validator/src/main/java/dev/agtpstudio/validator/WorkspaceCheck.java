package dev.agtpstudio.validator;

import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import java.util.List;
import java.util.function.Function;

/** Rules across files (duplicates, ambiguity, cross references); re-run over cached per-file results on every edit. */
public interface WorkspaceCheck {
    List<RuleInfo> rules();

    /** {@code reporterFor} gives the reporter of the file a finding belongs to. */
    void check(Workspace workspace, ValidationContext ctx, Function<LoadedFile<?>, Reporter> reporterFor);
}

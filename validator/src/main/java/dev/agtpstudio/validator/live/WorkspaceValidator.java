package dev.agtpstudio.validator.live;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.workspace.Workspace;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * Computes every diagnostic of a workspace snapshot. {@code changed} names the files edited since the previous call
 * (empty means "everything may have changed"), so an incremental implementation re-runs per-file rules only there
 * and the workspace rules over its cached results. Called on the {@code validate} thread only, one call at a time.
 */
@FunctionalInterface
public interface WorkspaceValidator {
    List<Diagnostic> validate(Workspace workspace, Set<Path> changed);

    /**
     * The values for {@code ${VAR}} placeholders changed (preferences). Called on the FX thread; validators that do
     * not look at placeholders ignore it.
     */
    default void setEnvironment(java.util.Map<String, String> environment) {}

    /**
     * The function-calling clients whose {@code client/<client>/*} lints run (the IDE's preferences, the language
     * server's {@code clients} initialization option); validators without those lints ignore it.
     */
    default void setClients(Set<String> clients) {}

    /**
     * Registers {@code action} to run (on any thread) when this validator becomes able to give better results than
     * before, e.g. once the embedding model for AGIS pass 6 has loaded; the caller then re-validates everything.
     */
    default void onImproved(Runnable action) {}

    /**
     * Starts optional background preparation (loading the embedding model). The application calls it once its
     * window is interactive, so start-up does not compete with it; nothing ever waits for it.
     */
    default void warmUp() {}

    /** Releases what the validator holds (model threads); called once when the application stops. */
    default void close() {}
}

package dev.agtpstudio.app.gui;

import dev.agtpstudio.app.settings.AppDirs;
import dev.agtpstudio.app.ui.editor.EditorFactory;
import dev.agtpstudio.app.workspace.SampleWorkspace;
import dev.agtpstudio.app.workspace.SourceLoader;
import dev.agtpstudio.validator.live.WorkspaceValidator;
import java.time.Clock;
import java.time.Duration;
import java.util.List;

/**
 * The replaceable parts the application is assembled from: where its files live, how files load, how they are
 * validated, which editor control is used, and the timings. {@link #defaults} is the production choice; tests build
 * their own.
 */
public record StudioServices(
        AppDirs dirs,
        SourceLoader loader,
        WorkspaceValidator validator,
        EditorFactory editors,
        SampleWorkspace sample,
        Clock clock,
        Duration validationDelay,
        Duration journalDelay,
        Duration diskPollInterval,
        List<StudioExtension> extensions) {

    /**
     * Quiet time after a keystroke before the buffer is validated. A run on a 2,000-line document takes a few ms,
     * so it can follow nearly every keystroke: the result then reaches the screen with the keystroke's own frame
     * instead of waiting for the next one (with software rendering a frame of the editor takes 20-90 ms here).
     * Runs never pile up: while one is under way the edits wait for it, only the newest text is validated next, and
     * after a long run the next one waits as long as that run took (the {@code EditPacer} of live validation).
     */
    public static final Duration VALIDATION_DELAY = Duration.ofMillis(10);

    public static StudioServices defaults() {
        return production(AppDirs.fromSystem());
    }

    /** The production services with the files kept under {@code dirs}. */
    public static StudioServices production(AppDirs dirs) {
        return new StudioServices(
                dirs,
                ProductionParts.loader(),
                ProductionParts.validator(),
                ProductionParts.editors(),
                new SampleWorkspace(SampleWorkspace.defaultCandidates(), dirs.sampleDir()),
                Clock.systemUTC(),
                VALIDATION_DELAY,
                Duration.ofMillis(400),
                Duration.ofMillis(1500),
                StudioExtensions.discovered());
    }
}

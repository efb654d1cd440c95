package dev.agtpstudio.app.gui;

import dev.agtpstudio.app.settings.AppDirs;
import dev.agtpstudio.app.ui.editor.EditorFactory;
import dev.agtpstudio.app.validation.WorkspaceValidator;
import dev.agtpstudio.app.workspace.SampleWorkspace;
import dev.agtpstudio.app.workspace.SourceLoader;
import java.time.Clock;
import java.time.Duration;
import java.util.List;

/**
 * The replaceable parts the application is assembled from: where its files live, how files load, how they are
 * validated, which editor control is used, and the timings. {@link #defaults} is the production choice; tests build
 * their own.
 */
public record StudioServices(AppDirs dirs, SourceLoader loader, WorkspaceValidator validator, EditorFactory editors,
                             SampleWorkspace sample, Clock clock, Duration validationDelay, Duration journalDelay,
                             Duration diskPollInterval, List<StudioExtension> extensions) {

    /**
     * Quiet time after a keystroke before the buffer is validated: long enough to fold key repeat and pasted bursts
     * into one run, short enough that diagnostics follow typing (runs that typing overtakes are skipped).
     */
    public static final Duration VALIDATION_DELAY = Duration.ofMillis(25);

    public static StudioServices defaults() {
        return production(AppDirs.fromSystem());
    }

    /** The production services with the files kept under {@code dirs}. */
    public static StudioServices production(AppDirs dirs) {
        return new StudioServices(dirs,
                Engine.loader(),
                Engine.validator(),
                Engine.editors(),
                new SampleWorkspace(SampleWorkspace.defaultCandidates(), dirs.sampleDir()),
                Clock.systemUTC(),
                VALIDATION_DELAY,
                Duration.ofMillis(400),
                Duration.ofMillis(1500),
                StudioExtensions.discovered());
    }
}

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
                Duration.ofMillis(100),
                Duration.ofMillis(400),
                Duration.ofMillis(1500),
                StudioExtensions.discovered());
    }
}

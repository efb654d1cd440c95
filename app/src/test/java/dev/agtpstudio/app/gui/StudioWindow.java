package dev.agtpstudio.app.gui;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.testfx.api.FxToolkit;

/**
 * The JUnit 5 life cycle of a {@link StudioFixture} window, in one place: registers the primary stage, copies the
 * sample workspace into a fresh folder, lets the test configure the fixture, starts the window, waits for the first
 * validation result, and stops the window (and deletes the folder) after each test. Use it as
 * {@code @RegisterExtension final StudioWindow window = new StudioWindow();} and read {@link #studio()} and
 * {@link #fixture()} in the tests.
 */
final class StudioWindow implements BeforeEachCallback, AfterEachCallback {
    private Consumer<StudioFixture> configure = f -> {};
    private boolean waitForResult = true;
    private Path tmp;
    private StudioFixture fixture;

    /** Changes the fixture before the window starts (extensions, loader, editors, whether to open the workspace). */
    StudioWindow configure(Consumer<StudioFixture> c) {
        configure = configure.andThen(c);
        return this;
    }

    /** Starts the test as soon as the window is up, without waiting for the first validation result. */
    StudioWindow withoutWaitingForAResult() {
        waitForResult = false;
        return this;
    }

    StudioFixture fixture() {
        return fixture;
    }

    /** The running window (after a restart through {@code fixture().start()}, the new one). */
    Studio studio() {
        return fixture.studio;
    }

    @Override
    public void beforeEach(ExtensionContext context) throws Exception {
        FxToolkit.registerPrimaryStage();
        assumeTrue(Files.isDirectory(StudioFixture.sampleSource()), "samples/hotel is part of the project");
        tmp = Files.createTempDirectory("studio-window");
        fixture = new StudioFixture(tmp);
        configure.accept(fixture);
        fixture.start();
        if (waitForResult && fixture.openAtStart) {
            StudioFixture.waitUntil(
                    "validation result",
                    () -> fixture.studio.lastResultProperty().get() != null);
        }
    }

    @Override
    public void afterEach(ExtensionContext context) throws Exception {
        try {
            if (fixture != null) {
                fixture.stop();
            }
        } finally {
            fixture = null;
            if (tmp != null) {
                try (Stream<Path> s = Files.walk(tmp)) {
                    s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                }
                tmp = null;
            }
        }
    }
}

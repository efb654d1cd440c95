package dev.agtpstudio.app.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WindowPlacementTest {
    private static final WindowPlacement.Screen SCREEN = new WindowPlacement.Screen(0, 0, 1600, 1000);

    @TempDir
    Path dir;

    @Test
    void aTinyWindowIsNeverRestoredBelowTheUsableMinimum() {
        WindowPlacement p = new WindowPlacement(40, 30, 198, 175, false).fittedTo(SCREEN);
        assertThat(p.width()).isEqualTo(WindowPlacement.MIN_WIDTH);
        assertThat(p.height()).isEqualTo(WindowPlacement.MIN_HEIGHT);
        assertThat(p.x()).isEqualTo(40);
    }

    @Test
    void aWindowOffTheScreenComesBackOntoIt() {
        WindowPlacement p = new WindowPlacement(3000, -200, 1200, 800, false).fittedTo(SCREEN);
        assertThat(p.x()).isEqualTo(400);
        assertThat(p.y()).isZero();
        assertThat(new WindowPlacement(0, 0, 5000, 5000, false).fittedTo(SCREEN).width())
                .isEqualTo(1600);
    }

    @Test
    void theFirstWindowIsTheDefaultSizeCentred() {
        WindowPlacement p = WindowPlacement.initial(SCREEN);
        assertThat(p).isEqualTo(new WindowPlacement(100, 70, 1400, 860, false));
        // a window manager that reports a tiny screen while it starts does not make a tiny window
        assertThat(WindowPlacement.initial(new WindowPlacement.Screen(0, 0, 200, 200))
                        .width())
                .isEqualTo(1400);
    }

    @Test
    void savedAndLoadedAgainAndADamagedFileIsIgnored() throws Exception {
        Path f = dir.resolve("config/window.properties");
        WindowPlacement p = new WindowPlacement(10, 20, 1000, 700, true);
        assertThat(p.save(f)).isTrue();
        assertThat(WindowPlacement.load(f)).contains(p);
        Files.writeString(f, "x=left\n");
        assertThat(WindowPlacement.load(f)).isEmpty();
        assertThat(WindowPlacement.load(dir.resolve("none"))).isEmpty();
    }
}

package dev.agtpstudio.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FirstFrameTest {
    @Test
    void workWaitsForTheFirstFrameThenRunsInOrderOnce() {
        FirstFrame frame = new FirstFrame();
        List<String> ran = new ArrayList<>();
        frame.then(() -> ran.add("baseline"));
        frame.then(() -> ran.add("preview"));
        assertThat(ran).isEmpty();
        assertThat(frame.isReached()).isFalse();

        frame.reached();
        assertThat(ran).containsExactly("baseline", "preview");
        frame.reached(); // drawn again: nothing runs twice
        assertThat(ran).containsExactly("baseline", "preview");

        frame.then(() -> ran.add("later")); // after the first frame: at once
        assertThat(ran).containsExactly("baseline", "preview", "later");
    }
}

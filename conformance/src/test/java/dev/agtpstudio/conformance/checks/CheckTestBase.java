package dev.agtpstudio.conformance.checks;

import dev.agtpstudio.conformance.CheckHarness;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;

/** One hotel-sample server (and its proxy) per test class; every test starts from a conforming target. */
abstract class CheckTestBase {
    static CheckHarness target;

    @BeforeAll
    static void start() throws Exception {
        target = CheckHarness.sample();
    }

    @AfterAll
    static void stop() {
        target.close();
    }

    @AfterEach
    void conformingAgain() {
        target.reset();
    }
}

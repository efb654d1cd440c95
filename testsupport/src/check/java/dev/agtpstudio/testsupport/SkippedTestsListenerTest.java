package dev.agtpstudio.testsupport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.platform.launcher.core.LauncherConfig;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * A test skipped by an assumption, or disabled, is one console line with the reason; the skipped cases of one
 * parameterized test are one line; a passing test prints nothing.
 */
class SkippedTestsListenerTest {

    @Test
    void everySkipIsOneLineNamingTheTestAndWhatIsMissing() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        SkippedTestsListener listener = new SkippedTestsListener(new PrintStream(out, true, StandardCharsets.UTF_8));
        System.setProperty("testsupport.fixture", "on");
        try {
            LauncherFactory.create(LauncherConfig.builder()
                            .enableTestExecutionListenerAutoRegistration(false)
                            .build())
                    .execute(
                            LauncherDiscoveryRequestBuilder.request()
                                    .selectors(selectClass(Fixture.class))
                                    .build(),
                            listener);
        } finally {
            System.clearProperty("testsupport.fixture");
        }
        assertThat(out.toString(StandardCharsets.UTF_8).lines().sorted())
                .containsExactly(
                        "SKIPPED SkippedTestsListenerTest$Fixture.disabled: not today",
                        "SKIPPED SkippedTestsListenerTest$Fixture.fruit: 2 cases (first: [1] apple: no apple here)",
                        "SKIPPED SkippedTestsListenerTest$Fixture.needsShared: ../shared absent (" + SharedDir.PROPERTY
                                + " is not set; needs reference/methods.json)");
    }

    /** Run by the test above only (the property is set there). */
    static class Fixture {
        @Test
        void needsShared() {
            org.junit.jupiter.api.Assumptions.assumeTrue("on".equals(System.getProperty("testsupport.fixture")));
            String saved = System.clearProperty(SharedDir.PROPERTY);
            try {
                SharedDir.require("reference/methods.json");
            } finally {
                if (saved != null) {
                    System.setProperty(SharedDir.PROPERTY, saved);
                }
            }
        }

        @Test
        void passes() {}

        @ParameterizedTest
        @ValueSource(strings = {"apple", "pear", "plum"})
        void fruit(String name) {
            org.junit.jupiter.api.Assumptions.assumeTrue(name.startsWith("pe"), "no " + name + " here");
        }

        @Test
        @Disabled("not today")
        void disabled() {}
    }
}

package dev.agtpstudio.app.ui.theme;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every text colour of both themes meets WCAG's 4.5:1 against every background it is drawn on, computed from the
 * colours the stylesheets declare (app themes and the editor palettes); and keys and string values differ clearly.
 */
class ThemeContrastTest {
    private static final Pattern DECL = Pattern.compile("(-[a-z][a-z-]*)\\s*:\\s*(#[0-9a-fA-F]{6})\\s*;");

    /** Text colours (looked-up names) and the backgrounds they appear on, in the app's own stylesheets. */
    private static final List<String> APP_TEXT = List.of(
            "-studio-editor-fg",
            "-studio-status-fg",
            "-studio-muted",
            "-studio-error",
            "-studio-warning-text",
            "-studio-info",
            "-studio-success",
            "-fx-prompt-text-fill",
            "-fx-text-background-color");

    private static final List<String> APP_BACKGROUNDS = List.of(
            "-studio-editor-bg",
            "-studio-panel-bg",
            "-studio-status-bg",
            "-fx-background",
            "-fx-control-inner-background",
            "-studio-row-warning-bg",
            "-studio-row-error-bg");
    private static final List<String> EDITOR_TEXT = List.of(
            "-palette-fg",
            "-palette-verb",
            "-palette-section",
            "-palette-key",
            "-palette-string",
            "-palette-number",
            "-palette-boolean",
            "-palette-date",
            "-palette-comment",
            "-palette-punct",
            "-palette-template",
            "-palette-placeholder",
            "-palette-keyword",
            "-palette-error",
            "-palette-diag-error",
            "-palette-diag-warning");

    static Map<String, String> colours(String... resources) throws IOException {
        Map<String, String> out = new HashMap<>();
        for (String r : resources) {
            try (InputStream in = ThemeContrastTest.class.getResourceAsStream(r)) {
                assertThat(in).as(r).isNotNull();
                Matcher m = DECL.matcher(new String(in.readAllBytes(), StandardCharsets.UTF_8));
                while (m.find()) {
                    out.put(m.group(1), m.group(2));
                }
            }
        }
        return out;
    }

    static double luminance(String hex) {
        double[] c = new double[3];
        for (int i = 0; i < 3; i++) {
            double v = Integer.parseInt(hex.substring(1 + 2 * i, 3 + 2 * i), 16) / 255.0;
            c[i] = v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
        }
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    }

    static double contrast(String a, String b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static List<String> failures(Map<String, String> c, List<String> texts, List<String> backgrounds) {
        List<String> bad = new ArrayList<>();
        for (String t : texts) {
            assertThat(c).as("declared").containsKey(t);
            for (String b : backgrounds) {
                assertThat(c).as("declared").containsKey(b);
                double r = contrast(c.get(t), c.get(b));
                if (r < 4.5) {
                    bad.add(String.format("%s %s on %s %s: %.2f", t, c.get(t), b, c.get(b), r));
                }
            }
        }
        return bad;
    }

    @ParameterizedTest
    @ValueSource(strings = {"light", "dark"})
    void everyTextColourOfTheAppThemeMeetsFourAndAHalfToOne(String theme) throws IOException {
        Map<String, String> c = colours("/dev/agtpstudio/app/ui/" + theme + ".css");
        List<String> bad = failures(c, APP_TEXT, APP_BACKGROUNDS);
        // primary buttons: their label on the default-button colour (the editor's gutter is checked with its palette)
        bad.addAll(failures(c, List.of("-studio-default-button-fg"), List.of("-fx-default-button")));
        assertThat(bad).isEmpty();
    }

    /**
     * Keyboard users find the focused control by its focus ring ({@code -fx-focus-color}): each theme declares one,
     * and it meets WCAG 2.1's 3:1 for non-text contrast against every background a focusable control sits on.
     * (Modena's default, #039ED3, reaches only 2.8:1 on the light theme's background.)
     */
    @ParameterizedTest
    @ValueSource(strings = {"light", "dark"})
    void theFocusRingMeetsThreeToOneOnEveryBackground(String theme) throws IOException {
        Map<String, String> c = colours("/dev/agtpstudio/app/ui/" + theme + ".css");
        assertThat(c).as("%s theme declares its focus ring colour", theme).containsKey("-fx-focus-color");
        assertThat(c).as("%s theme declares the focused pane's ring", theme).containsKey("-studio-focus-ring");
        List<String> bad = new ArrayList<>();
        for (String ring : List.of("-fx-focus-color", "-studio-focus-ring")) {
            for (String b : List.of(
                    "-fx-background",
                    "-fx-control-inner-background",
                    "-studio-panel-bg",
                    "-studio-editor-bg",
                    "-studio-status-bg")) {
                double r = contrast(c.get(ring), c.get(b));
                if (r < 3) {
                    bad.add(String.format("%s %s on %s %s: %.2f", ring, c.get(ring), b, c.get(b), r));
                }
            }
        }
        assertThat(bad).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"light", "dark"})
    void everyEditorTokenMeetsFourAndAHalfToOneAndKeysDifferFromValues(String theme) throws IOException {
        Map<String, String> c = theme.equals("light")
                ? colours("/dev/agtpstudio/editor/editor.css")
                : colours("/dev/agtpstudio/editor/editor.css", "/dev/agtpstudio/editor/editor-dark.css");
        List<String> bad = failures(c, EDITOR_TEXT, List.of("-palette-bg"));
        bad.addAll(failures(c, List.of("-palette-gutter-fg"), List.of("-palette-gutter-bg")));
        bad.addAll(failures(c, List.of("-palette-fg"), List.of("-palette-bar-bg")));
        assertThat(bad).isEmpty();
        // keys and (plain or quoted) string values: clearly different colours (CIE76 delta E), not two near-blacks
        assertThat(deltaE(c.get("-palette-key"), c.get("-palette-string"))).isGreaterThan(40);
        assertThat(deltaE(c.get("-palette-key"), c.get("-palette-fg"))).isGreaterThan(25);
        assertThat(deltaE(c.get("-palette-string"), c.get("-palette-fg"))).isGreaterThan(25);
    }

    static double deltaE(String a, String b) {
        double[] x = lab(a);
        double[] y = lab(b);
        return Math.sqrt(Math.pow(x[0] - y[0], 2) + Math.pow(x[1] - y[1], 2) + Math.pow(x[2] - y[2], 2));
    }

    private static double[] lab(String hex) {
        double[] c = new double[3];
        for (int i = 0; i < 3; i++) {
            double v = Integer.parseInt(hex.substring(1 + 2 * i, 3 + 2 * i), 16) / 255.0;
            c[i] = v > 0.04045 ? Math.pow((v + 0.055) / 1.055, 2.4) : v / 12.92;
        }
        double x = (c[0] * 0.4124 + c[1] * 0.3576 + c[2] * 0.1805) / 0.95047;
        double y = c[0] * 0.2126 + c[1] * 0.7152 + c[2] * 0.0722;
        double z = (c[0] * 0.0193 + c[1] * 0.1192 + c[2] * 0.9505) / 1.08883;
        return new double[] {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
    }

    private static double f(double t) {
        return t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16.0 / 116;
    }
}

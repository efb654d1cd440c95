package dev.agtpstudio.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The checkout's launcher script ({@code ./agtp-studio}) tells a subcommand from a folder to open by the list of
 * subcommands on its {@code subcommands="..."} line, which is {@link Launcher#SUBCOMMANDS} written out: this test
 * fails when the two differ, and with {@code -Dagtp.golden.update=true} rewrites the script's line.
 */
class LauncherScriptTest {
    private static final Path SCRIPT = Path.of(System.getProperty("agtp.project.dir", ".."), "agtp-studio");
    private static final Pattern LINE = Pattern.compile("(?m)^subcommands=\" ([^\"]*) \"$");

    @Test
    void theScriptsSubcommandsAreTheLaunchersSubcommands() throws IOException {
        String script = Files.readString(SCRIPT, StandardCharsets.UTF_8);
        Matcher m = LINE.matcher(script);
        assertThat(m.find()).as("a subcommands=\" ... \" line in " + SCRIPT).isTrue();
        String expected = String.join(" ", Launcher.SUBCOMMANDS.keySet());
        if (Boolean.getBoolean("agtp.golden.update") && !m.group(1).equals(expected)) {
            Files.writeString(SCRIPT, script.substring(0, m.start(1)) + expected + script.substring(m.end(1)),
                    StandardCharsets.UTF_8);
            return;
        }
        assertThat(m.group(1)).as("the subcommands line of " + SCRIPT + " (run with -Dagtp.golden.update=true to "
                + "rewrite it from Launcher.SUBCOMMANDS)").isEqualTo(expected);
    }
}

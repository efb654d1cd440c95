package dev.agtpstudio.buildtools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README as a test, in the reactor: every {@code agtp-studio} command line of README.md has a scenario under
 * scripts/scenarios/ (which scripts/test-readme runs through the real launcher after the build), and every scenario
 * file reads.
 */
class ReadmeScenariosTest {
    static final Path ROOT = Path.of(System.getProperty("agtp.project.dir", ".."));

    /** The README's command lines that no scenario runs, as the README writes them. */
    static List<String> uncovered(String readme, List<Scenario> scenarios) {
        Set<String> run = new TreeSet<>();
        scenarios.forEach(s -> run.add(s.command()));
        List<String> missing = new ArrayList<>();
        for (String c : ReadmeScenarios.readmeCommands(readme)) {
            if (!run.contains(c) && !missing.contains(c)) {
                missing.add(c);
            }
        }
        return missing;
    }

    @Test
    void everyCommandLineOfTheReadmeHasAScenario() throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
        List<Scenario> scenarios = ReadmeScenarios.readAll(ROOT.resolve("scripts/scenarios"));
        List<String> commands = ReadmeScenarios.readmeCommands(readme);
        assertTrue(commands.size() >= 20, "the README's commands were found: " + commands);
        assertEquals(
                List.of(),
                uncovered(readme, scenarios),
                "README.md command lines without a scenario in scripts/scenarios/ (add one: a file with the command"
                        + " exactly as the README writes it, its exit status and the lines it prints)");
    }

    @Test
    void aReadmeLineWithoutAScenarioIsReported(@TempDir Path dir) throws IOException {
        Path s = dir.resolve("01.scenario");
        Files.writeString(s, "====command====\n./agtp-studio validate samples/hotel\n====status====\n0\n");
        String readme = "text\n```\n./agtp-studio validate samples/hotel      # covered\n"
                + "HOTEL_PMS_TOKEN=demo ./agtp-studio serve samples/hotel --port 4480   # not covered\n"
                + "agtp-studio lsp --socket 2087        # the installed command, run as ./agtp-studio\n"
                + "mvn -B install   # not agtp-studio\n```\n./agtp-studio outside a fence\n";
        assertEquals(
                List.of(
                        "HOTEL_PMS_TOKEN=demo ./agtp-studio serve samples/hotel --port 4480",
                        "./agtp-studio lsp --socket 2087"),
                uncovered(readme, List.of(Scenario.read(s))));
    }

    @Test
    void aCommentStartsAtTwoSpacesAndAHashOutsideQuotes() {
        assertEquals(
                "./agtp-studio invoke --body '{\"a\":\"x  # y\"}'",
                ReadmeScenarios.withoutComment("./agtp-studio invoke --body '{\"a\":\"x  # y\"}'   # the comment"));
        assertEquals("./agtp-studio lsp", ReadmeScenarios.withoutComment("./agtp-studio lsp"));
    }

    @Test
    void scenariosReadAndMalformedOnesAreLocated(@TempDir Path dir) throws IOException {
        for (Scenario s : ReadmeScenarios.readAll(ROOT.resolve("scripts/scenarios"))) {
            assertTrue(s.test() != null, s.file() + " says what it shows in ====test====");
        }
        Path bad = dir.resolve("bad.scenario");
        Files.writeString(bad, "====command====\n./agtp-studio\n====stauts====\n0\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Scenario.read(bad));
        assertEquals(bad + ":3: unknown section stauts (one of " + Scenario.SECTIONS + ")", e.getMessage());
        Files.writeString(bad, "====command====\n./agtp-studio\n====status====\n0\n====before====\n/home/x\n");
        assertThrows(IllegalArgumentException.class, () -> Scenario.read(bad));
    }

    @Test
    void portsAreReplacedAndLspMessagesFramed() {
        assertEquals(
                "serve --port 5001 --a2t-port 5002 check --target 127.0.0.1:5001",
                ReadmeScenarios.withPorts(
                        "serve --port 4480 --a2t-port 4481 check --target 127.0.0.1:4480",
                        Map.of("4480", "5001", "4481", "5002")));
        assertEquals("Content-Length: 2\r\n\r\n{}Content-Length: 5\r\n\r\n{\"é\"", ReadmeScenarios.frame("{}\n{\"é\""));
        assertTrue(Scenario.matches("/^a\\d$/", "a1"));
        assertTrue(Scenario.matches("x (y)", "ax (y)z"));
    }
}

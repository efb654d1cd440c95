package dev.agtpstudio.core.load;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.model.AgisDocument;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Re-reading one endpoint ({@link AgisItemReload}) must give exactly what a whole load of the new text gives: the
 * whole load is the oracle, over random edits chained one after another (each re-read builds on the previous one, so a
 * range moved wrongly shows up later too).
 */
class AgisItemReloadTest {
    private static final String DIR = "/dev/agtpstudio/core/load/agis/";
    private static final Path FILE = Path.of("svc.agis");
    /** What an edit inserts: YAML's structural characters, line breaks, indentation and ordinary text. */
    private static final List<String> INSERTS = List.of(
            "x",
            "LIST",
            " ",
            "  ",
            "\n",
            "\n    ",
            "\n  - ",
            "-",
            ":",
            ": ",
            "#",
            "# note",
            "'",
            "\"",
            "&a ",
            "*stay",
            "|",
            ">",
            "[",
            "]",
            "{",
            "}",
            ",",
            "\t",
            "colour: red\n",
            "\n    extra: 1",
            "é",
            "😀",
            "<<: {a: 1}\n    ",
            "confidence: 0.4\n      ",
            "---\n",
            "\r\n");

    @ParameterizedTest
    @ValueSource(strings = {"reload-mix.agis", "hotel.agis"})
    void randomEditsReloadLikeWholeLoads(String fixture) {
        String start = Fixtures.text(DIR + fixture);
        Random random = new Random(fixture.hashCode());
        LoadedFile<AgisDocument> previous = AgisLoader.load(SourceText.of(FILE, start));
        int reread = 0;
        int edits = 4000;
        for (int i = 0; i < edits; i++) {
            String text = previous.text();
            String changed = RandomEdits.edit(text, random, INSERTS);
            SourceText next = SourceText.of(FILE, changed);
            LoadedFile<AgisDocument> whole = AgisLoader.load(next);
            LoadedFile<AgisDocument> item = AgisItemReload.reload(previous, next, LoaderLimits.DEFAULT);
            if (item != null) {
                reread++;
                assertSame(item, whole, "edit " + i + " of\n" + text + "\nto\n" + changed);
            }
            // Keep the document mostly readable (a broken one is only ever loaded whole), and return to the start
            // now and then so the edits do not wander off.
            boolean broken = whole.model() == null
                    || whole.model().endpoints() == null
                    || whole.model().endpoints().size() < 3;
            if (i % 100 == 99) {
                previous = AgisLoader.load(SourceText.of(FILE, start));
            } else if (!broken) {
                previous = item != null ? item : whole;
            }
        }
        // Many random edits break the document or leave their endpoint (those are loaded whole, and checked only
        // through the re-reads that follow); the rest must be re-read alone, or this compares little.
        assertThat(reread).as("edits re-read alone").isGreaterThan(edits / 8);
    }

    @Test
    void typingInAnyEndpointButTheLastReReadsIt() {
        String text = Fixtures.text(DIR + "reload-mix.agis");
        LoadedFile<AgisDocument> previous = AgisLoader.load(SourceText.of(FILE, text));
        for (String at : List.of(
                "path: /room\n",
                "path: /rooms",
                "path: /reservation",
                "path: /hold",
                "actor: agent",
                "Two lines",
                "in single quotes",
                "a week")) {
            int offset = previous.text().indexOf(at) + at.strip().length();
            int line = previous.text().lastIndexOf('\n', offset) + 1;
            String indent = " "
                    .repeat(previous.text()
                            .substring(line)
                            .indexOf(previous.text().substring(line).strip()));
            String newKey = at.contains("reservation") ? "," : "\n" + indent + "key: v";
            for (String typed : List.of("a", "b", newKey, " ")) {
                String changed = previous.text().substring(0, offset)
                        + typed
                        + previous.text().substring(offset);
                LoadedFile<AgisDocument> next =
                        AgisItemReload.reload(previous, SourceText.of(FILE, changed), LoaderLimits.DEFAULT);
                assertThat(next).as("typing %s after %s", typed, at).isNotNull();
                assertSame(next, AgisLoader.load(SourceText.of(FILE, changed)), changed);
                previous = next;
            }
        }
    }

    @Test
    void anEditInsideOneEndpointReReadsOnlyIt() {
        String text = Fixtures.text(DIR + "reload-mix.agis");
        LoadedFile<AgisDocument> before = AgisLoader.load(SourceText.of(FILE, text));
        String changed = text.replace("method: FIND", "method: FINDX\n      impact_tier: nope");
        LoadedFile<AgisDocument> after =
                AgisItemReload.reload(before, SourceText.of(FILE, changed), LoaderLimits.DEFAULT);
        assertThat(after).isNotNull();
        assertThat(after.model().endpoints().get(1).method()).isEqualTo("FINDX");
        assertThat(after.model().endpoints().get(0))
                .isSameAs(before.model().endpoints().get(0));
        assertSame(after, AgisLoader.load(SourceText.of(FILE, changed)), "the FIND edit");
        // The line added moved what follows: the next endpoint's location is one line further down.
        assertThat(after.locations().value("/endpoints/2").startLine())
                .isEqualTo(before.locations().value("/endpoints/2").startLine() + 1);
    }

    @Test
    void whatCannotBeKnownFromTheEndpointAloneIsLoadedWhole() {
        String text = Fixtures.text(DIR + "reload-mix.agis");
        LoadedFile<AgisDocument> before = AgisLoader.load(SourceText.of(FILE, text));
        for (String changed : List.of(
                text.replace("path: /properties", "path: /propertiesx"), // the last endpoint
                text.replace("    path: /room\n", "    path: &p /room\n"), // an anchor
                text.replace("    path: /hold\n", "    path: /hold\n    extra: *stay\n"), // an alias to outside
                text.replace("  - method: RESERVE", "  - method: RESERVE\nvocabulary: {}"), // leaves the item
                text.replace("  - method: RESERVE", "  -method: RESERVE"), // the dash itself
                text.replace("    path: /rates\n", "    path: /rates\n  - method: SPLIT\n"), // a second item
                text.replace("      actor: agent\n      outcome: >", "      actor: \"agent\n      outcome: >"))) {
            assertThat(AgisItemReload.reload(before, SourceText.of(FILE, changed), LoaderLimits.DEFAULT))
                    .as(changed)
                    .isNull();
            assertThat(AgisLoader.reload(before, changed, LoaderLimits.DEFAULT))
                    .satisfies(r -> assertSame(r, AgisLoader.load(SourceText.of(FILE, changed)), changed));
        }
        LoadedFile<AgisDocument> json = AgisLoader.load(Fixtures.source(DIR + "hotel-json.agis"));
        String edited = json.text().replaceFirst("\"BOOK\"", "\"BOOKS\"");
        assertThat(AgisItemReload.reload(json, SourceText.of(json.path(), edited), LoaderLimits.DEFAULT))
                .isNull();
    }

    @Test
    void theSameTextKeepsTheLoad() {
        LoadedFile<AgisDocument> before = AgisLoader.load(SourceText.of(FILE, Fixtures.text(DIR + "hotel.agis")));
        LoadedFile<AgisDocument> again =
                AgisItemReload.reload(before, SourceText.of(FILE, before.text()), LoaderLimits.DEFAULT);
        assertThat(again.model()).isSameAs(before.model());
    }

    @Test
    void fileLoaderReloadsOnlyAgisOfTheSamePath() {
        String text = Fixtures.text(DIR + "reload-mix.agis");
        LoadedFile<?> before = FileLoader.load(FILE, text);
        String changed = text.replace("method: FIND", "method: FETCH");
        LoadedFile<?> after = FileLoader.reload(before, FILE, changed, LoaderLimits.DEFAULT);
        assertThat(((AgisDocument) after.model()).endpoints().get(1).method()).isEqualTo("FETCH");
        LoadedFile<?> other = FileLoader.reload(before, Path.of("other.agis"), changed, LoaderLimits.DEFAULT);
        assertThat(other.path()).isEqualTo(Path.of("other.agis"));
        assertThat(FileLoader.reload(null, FILE, changed, LoaderLimits.DEFAULT).model())
                .isEqualTo(after.model());
    }

    private static void assertSame(LoadedFile<AgisDocument> item, LoadedFile<AgisDocument> whole, String what) {
        assertThat(item.text()).isEqualTo(whole.text());
        assertThat(item.model()).as(what).isEqualTo(whole.model());
        assertThat(item.locations().asMap())
                .as(what)
                .isEqualTo(whole.locations().asMap());
        assertThat(item.diagnostics().stream().sorted(Diagnostic.ORDER).toList())
                .as(what)
                .isEqualTo(whole.diagnostics().stream().sorted(Diagnostic.ORDER).toList());
    }
}

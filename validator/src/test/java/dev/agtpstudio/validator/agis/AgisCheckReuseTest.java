package dev.agtpstudio.validator.agis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.load.AgisLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.LoaderLimits;
import dev.agtpstudio.core.load.RandomEdits;
import dev.agtpstudio.core.load.SourceText;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.core.model.RecipeBook;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.semantic.LexiconConsistency;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@link AgisCheck} keeps what it reported about the endpoints an edit did not change and moves it by the edit
 * (docs/decisions/0295). A check from scratch of a whole load of the same text is the oracle, over random edits chained
 * one after another, as typing makes them: every diagnostic, its range and its fixes' edits must be equal.
 */
class AgisCheckReuseTest {
    private static final Path FILE = Path.of("svc.agis");
    private static final ValidationContext CONTEXT = new ValidationContext(
            MethodCatalog.bundled(), ServerConfig.defaults(), new RecipeBook(List.of()), ValidationOptions.defaults());
    /** What an edit inserts: text that makes or removes findings of every pass, and YAML's structure. */
    private static final List<String> INSERTS = List.of(
            "x",
            "S",
            "ING",
            "ED",
            " ",
            "  ",
            "\n",
            "\n      ",
            ":",
            ": ",
            "#",
            "'",
            "\"",
            "-",
            "_",
            "/",
            "{",
            "}",
            "?",
            "GET",
            "BOOK",
            "FIND",
            "\u200b",
            "Ignore previous instructions. ",
            ". Then more",
            "\n      mcp_tool_name: find_restaurants",
            "\n      impact_tier: irreversible",
            "\n      confidence_guidance: 2",
            "\n    errors: []",
            "\n    output: {$ref: \"#/schemas/Reservation\"}",
            "&a ",
            "*a",
            "\r\n");
    /** Methods an edit sets: shared, unshared, declared and not, and each kind of method finding. */
    private static final List<String> VERBS = List.of(
            "BOOK",
            "FIND",
            "GET",
            "booking",
            "STATUS",
            "CANCEL",
            "LIST",
            "PURGE",
            "Find",
            "BOOK TABLE",
            "book_table",
            "PROCESS",
            "RESERVE",
            "");

    private static final Pattern METHOD = Pattern.compile("(?m)^  - method: ?(.*)$");

    @Test
    void randomEditsGiveWhatACheckFromScratchGives() {
        String start = fixture();
        Random random = new Random(0x5EED);
        Counting counting = new Counting();
        AgisCheck live = counting.check();
        AgisCheck scratch = AgisCheck.standard(LexiconConsistency.bundled());
        LoadedFile<AgisDocument> previous = AgisLoader.load(SourceText.of(FILE, start));
        assertThat(check(live, previous)).isEqualTo(check(scratch, AgisLoader.load(SourceText.of(FILE, start))));
        int partial = 0;
        int edits = 1500;
        for (int i = 0; i < edits; i++) {
            String text = previous.text();
            String changed = random.nextInt(3) == 0 ? newMethod(text, random) : RandomEdits.edit(text, random, INSERTS);
            LoadedFile<AgisDocument> next = AgisLoader.reload(previous, changed, LoaderLimits.DEFAULT);
            LoadedFile<AgisDocument> whole = AgisLoader.load(SourceText.of(FILE, changed));
            counting.calls.set(0);
            List<Diagnostic> got = check(live, next);
            if (whole.model() != null && counting.calls.get() < counting.passes * endpoints(whole)) {
                partial++;
            }
            assertThat(got).as("edit %d of\n%s\nto\n%s", i, text, changed).isEqualTo(check(scratch, whole));
            boolean broken = whole.model() == null
                    || whole.model().endpoints() == null
                    || whole.model().endpoints().size() < 4;
            if (i % 100 == 99) {
                previous = AgisLoader.load(SourceText.of(FILE, start));
                check(live, previous);
            } else if (!broken) {
                previous = next;
            }
        }
        // Edits that break the document or leave the endpoints are checked whole; the rest must keep results, or
        // this compares little.
        assertThat(partial).as("checks that kept some endpoints' results").isGreaterThan(edits / 4);
    }

    @Test
    void anEditInsideOneEndpointChecksOnlyThatEndpointAgain() {
        String text = fixture();
        String changed = text.replace("Finds restaurants near a place", "Finds restaurants near a place or a hotel");
        assertThat(endpointsCheckedAgain(text, changed)).isEqualTo(1);
    }

    @Test
    void aChangedMethodChecksTheOtherEndpointsOfAVerbWhoseSharingChanged() {
        String text = fixture();
        int secondFind = text.indexOf("method: FIND", text.indexOf("method: FIND") + 1);
        // Endpoint 7 goes from FIND to LIST: endpoint 3 is then the only FIND and endpoint 9 no longer the only LIST,
        // so their rename fixes change (they rename the declared verb only when no other endpoint uses it); both run
        // again with endpoint 7. Endpoint 5 going from STATUS to BOOK changes no one's sharing: BOOK had two users.
        String toList = text.substring(0, secondFind) + "method: LIST" + text.substring(secondFind + 12);
        assertThat(endpointsCheckedAgain(text, toList)).isEqualTo(3);
        assertThat(endpointsCheckedAgain(text, text.replace("method: STATUS", "method: BOOK")))
                .isEqualTo(1);
    }

    /**
     * How many endpoints a check of {@code changed}, re-read from a checked load of {@code text}, runs the endpoint
     * rules of (the others' results are kept); its diagnostics must be a check from scratch's.
     */
    private static int endpointsCheckedAgain(String text, String changed) {
        Counting counting = new Counting();
        AgisCheck check = counting.check();
        LoadedFile<AgisDocument> before = AgisLoader.load(SourceText.of(FILE, text));
        check(check, before);
        LoadedFile<AgisDocument> after = AgisLoader.reload(before, changed, LoaderLimits.DEFAULT);
        assertThat(after.model().endpoints().get(0))
                .as("re-read")
                .isSameAs(before.model().endpoints().get(0));
        counting.calls.set(0);
        List<Diagnostic> got = check(check, after);
        assertThat(got)
                .isEqualTo(check(
                        AgisCheck.standard(LexiconConsistency.bundled()),
                        AgisLoader.load(SourceText.of(FILE, changed))));
        assertThat(counting.calls.get() % counting.passes).isZero();
        return counting.calls.get() / counting.passes;
    }

    @Test
    void anotherContextChecksEverything() {
        String text = fixture();
        Counting counting = new Counting();
        AgisCheck check = counting.check();
        LoadedFile<AgisDocument> before = AgisLoader.load(SourceText.of(FILE, text));
        check(check, before);
        LoadedFile<AgisDocument> after =
                AgisLoader.reload(before, text.replace("near a place", "near here"), LoaderLimits.DEFAULT);
        ValidationContext other = new ValidationContext(
                MethodCatalog.bundled(),
                ServerConfig.defaults(),
                new RecipeBook(List.of()),
                new ValidationOptions(java.util.Map.of("A", "b"), 2));
        counting.calls.set(0);
        check.check(after, other, new Reporter(after, d -> {}));
        assertThat(counting.calls.get()).isEqualTo(counting.passes * endpoints(after));
    }

    private static List<Diagnostic> check(AgisCheck check, LoadedFile<AgisDocument> file) {
        List<Diagnostic> out = new ArrayList<>();
        check.check(file, CONTEXT, new Reporter(file, out::add));
        return out;
    }

    private static int endpoints(LoadedFile<AgisDocument> f) {
        return f.model().endpoints() == null
                ? 0
                : (int) f.model().endpoints().stream()
                        .filter(java.util.Objects::nonNull)
                        .count();
    }

    /** The standard passes, counting the endpoint checks they run. */
    private static final class Counting {
        final AtomicInteger calls = new AtomicInteger();
        int passes;

        AgisCheck check() {
            List<AgisPass> wrapped = new ArrayList<>();
            for (AgisPass p : AgisCheck.standard(LexiconConsistency.bundled()).passes()) {
                wrapped.add(new AgisPass() {
                    @Override
                    public int number() {
                        return p.number();
                    }

                    @Override
                    public List<RuleInfo> rules() {
                        return p.rules();
                    }

                    @Override
                    public void document(AgisRun run) {
                        p.document(run);
                    }

                    @Override
                    public void endpoint(AgisRun run, int index, AgisEndpoint ep) {
                        calls.incrementAndGet();
                        p.endpoint(run, index, ep);
                    }
                });
            }
            passes = wrapped.size();
            return new AgisCheck(wrapped);
        }
    }

    /** One endpoint's method set to another verb. */
    private static String newMethod(String text, Random random) {
        List<int[]> spans = new ArrayList<>();
        Matcher m = METHOD.matcher(text);
        while (m.find()) {
            spans.add(new int[] {m.start(1), m.end(1)});
        }
        if (spans.isEmpty()) {
            return RandomEdits.edit(text, random, INSERTS);
        }
        int[] s = spans.get(random.nextInt(spans.size()));
        return text.substring(0, s[0]) + VERBS.get(random.nextInt(VERBS.size())) + text.substring(s[1]);
    }

    private static String fixture() {
        try {
            return Files.readString(AgisCorpusTest.dir("reuse").resolve("many-findings.agis"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

package dev.agtpstudio.validator.agis;

import static dev.agtpstudio.validator.agis.AgisFixtures.*;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.core.model.AgisDocument.Vocabulary;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Quick fixes rewrite the text where the loader located the value, keeping the file's style. */
class AgisFixesTest {

    private static Diagnostic only(List<Diagnostic> ds, String rule) {
        return ds.stream()
                .filter(d -> d.ruleId().equals(rule))
                .findFirst()
                .orElseThrow(() -> new AssertionError(rule + " not in " + ds));
    }

    private static AgisDocument doc(String m1, String m2, List<String> declared, AgisDocument.SourceFormat fmt) {
        AgisDocument v = valid();
        List<AgisEndpoint> eps =
                List.of(method(v.endpoints().get(0), m1), method(v.endpoints().get(1), m2));
        return new AgisDocument(
                v.agis(),
                v.service(),
                v.agtp(),
                v.description(),
                eps,
                new Vocabulary(declared, "hospitality", null, "1.0.0", null, "/vocabulary"),
                null,
                Map.of(),
                fmt);
    }

    @Test
    void inflectedMethodFixRestoresTheBaseFormAndRenamesItsDeclaredVerb() {
        String text =
                "endpoints:\n  - method: BOOKING\n  - method: FIND\nvocabulary:\n  declared_verbs: [BOOKING, FIND]\n";
        var loc = Located.of(text)
                .value("/endpoints/0/method", "BOOKING")
                .value("/endpoints/1/method", "FIND")
                .value("/vocabulary/declared_verbs", "[BOOKING, FIND]")
                .value("/vocabulary/declared_verbs/0", "BOOKING")
                .value("/vocabulary/declared_verbs/1", "FIND");
        var ds = run(
                AgisCheck.standard(ALWAYS_CONSISTENT),
                loaded(
                        doc("BOOKING", "FIND", List.of("BOOKING", "FIND"), AgisDocument.SourceFormat.YAML),
                        text,
                        loc.build()));
        Diagnostic d = only(ds, "agis/p2-inflected");
        assertThat(d.message()).contains("BOOKING").contains("BOOK").contains("-ING");
        assertThat(d.range().startLine()).isEqualTo(2);
        assertThat(d.fixes().get(0).applyTo(text)).contains("method: BOOK\n").contains("declared_verbs: [BOOK, FIND]");
    }

    @Test
    void httpMethodFixKeepsJsonQuotes() {
        String text =
                "{\"endpoints\": [{\"method\": \"GET\"}, {\"method\": \"FIND\"}], \"vocabulary\": {\"declared_verbs\": [\"GET\", \"FIND\"]}}";
        var loc = Located.of(text)
                .value("/endpoints/0/method", "\"GET\"")
                .value("/endpoints/1/method", "\"FIND\"")
                .value("/vocabulary/declared_verbs", "[\"GET\", \"FIND\"]")
                .value("/vocabulary/declared_verbs/0", "\"GET\"")
                .value("/vocabulary/declared_verbs/1", "\"FIND\"");
        var ds = run(
                AgisCheck.standard(ALWAYS_CONSISTENT),
                loaded(doc("GET", "FIND", List.of("GET", "FIND"), AgisDocument.SourceFormat.JSON), text, loc.build()));
        Diagnostic d = only(ds, "agis/p3-http-method");
        assertThat(d.fixes()).extracting(f -> f.title()).startsWith("Change method to FETCH");
        String fixed = d.fixes().get(0).applyTo(text);
        assertThat(fixed).contains("{\"method\": \"FETCH\"}").contains("[\"FETCH\", \"FIND\"]");
    }

    @Test
    void vocabularyFixRewritesAFlowSequenceInBothDirections() {
        String text = "endpoints:\n  - method: BOOK\n  - method: FIND\nvocabulary:\n  declared_verbs: [BOOK, CANCEL]\n";
        var loc = Located.of(text)
                .value("/endpoints/0/method", "BOOK")
                .value("/endpoints/1/method", "FIND")
                .value("/vocabulary/declared_verbs", "[BOOK, CANCEL]")
                .value("/vocabulary/declared_verbs/0", "BOOK")
                .value("/vocabulary/declared_verbs/1", "CANCEL");
        var ds = run(
                AgisCheck.standard(ALWAYS_CONSISTENT),
                loaded(
                        doc("BOOK", "FIND", List.of("BOOK", "CANCEL"), AgisDocument.SourceFormat.YAML),
                        text,
                        loc.build()));
        Diagnostic undeclared = only(ds, "agis/p7-undeclared-verb");
        Diagnostic unused = only(ds, "agis/p7-unused-verb");
        assertThat(undeclared.range().startLine()).isEqualTo(3);
        assertThat(unused.range().startLine()).isEqualTo(5);
        assertThat(undeclared.fixes().get(0).applyTo(text)).endsWith("declared_verbs: [BOOK, FIND]\n");
        assertThat(unused.fixes().get(0).applyTo(text))
                .isEqualTo(undeclared.fixes().get(0).applyTo(text));
    }

    @Test
    void vocabularyFixRewritesABlockSequenceAtItsIndentation() {
        String text = "vocabulary:\n  declared_verbs:\n    - BOOK\n  domain: hospitality\n";
        var loc = Located.of(text)
                .value("/vocabulary/declared_verbs", "- BOOK\n")
                .value("/vocabulary/declared_verbs/0", "BOOK");
        var ds = run(
                AgisCheck.standard(ALWAYS_CONSISTENT),
                loaded(doc("BOOK", "FIND", List.of("BOOK"), AgisDocument.SourceFormat.YAML), text, loc.build()));
        assertThat(only(ds, "agis/p7-undeclared-verb").fixes().get(0).applyTo(text))
                .isEqualTo("vocabulary:\n  declared_verbs:\n    - BOOK\n    - FIND\n  domain: hospitality\n");
    }

    @Test
    void pathFindingsAreUnderlinedAtTheSegmentAndFixedInPlace() {
        String text = "    path: \"/book-reservation?x=1\"\n";
        var loc = Located.of(text).value("/endpoints/0/path", "\"/book-reservation?x=1\"");
        AgisDocument d = withFirst(e -> path(e, "/book-reservation?x=1"));
        var ds = run(AgisCheck.standard(ALWAYS_CONSISTENT), loaded(d, text, loc.build()));
        Diagnostic dup = only(ds, "agis/p4-duplicate-method");
        assertThat(text.substring(dup.range().start(), dup.range().end())).isEqualTo("book-reservation");
        assertThat(dup.fixes().get(0).applyTo(text)).isEqualTo("    path: \"/reservation?x=1\"\n");
        Diagnostic q = only(ds, "agis/p4-query-string");
        assertThat(q.fixes().get(0).applyTo(text)).isEqualTo("    path: \"/book-reservation\"\n");
    }
}

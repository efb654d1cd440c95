package dev.agtpstudio.validator.agis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.load.AgisLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.SourceText;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.RecipeBook;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.ValidationOptions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A missing AGIS field is reported on one line (its parent's key or the first line), never over the whole document. */
class MissingFieldRangeTest {

    private static final String BODY = """
            agtp: agtp://hotel.example.com
            description: Rooms
            endpoints:
              - method: BOOK
                path: /reservation
                semantic:
                  intent: Books a room for a guest on given dates.
                  actor: agent
                  outcome: A reservation is created.
                  capability: transaction
                  impact_tier: reversible
                  confidence_guidance: 0.8
                input:
                  type: object
                output:
                  type: object
                errors: [room_unavailable]
            vocabulary:
              version: "1.0.0"
              domain: hospitality
            """;

    private static List<Diagnostic> missing(String text) {
        LoadedFile<AgisDocument> f = AgisLoader.load(SourceText.of(Path.of("hotel.agis"), text));
        List<Diagnostic> out = new ArrayList<>(f.diagnostics());
        AgisCorpusTest.CHECK.check(
                f,
                new ValidationContext(
                        AgisCorpusTest.CATALOG, null, new RecipeBook(List.of()), ValidationOptions.defaults()),
                new Reporter(f, out::add));
        return out.stream()
                .filter(d -> d.ruleId().equals("agis/p1-missing-field"))
                .toList();
    }

    @Test
    void missingTopLevelFieldsUnderlineTheFirstContentLineOnly() {
        String text = "# hotel service\n\n" + BODY;
        List<Diagnostic> ds = missing(text);
        assertThat(ds).extracting(Diagnostic::keyPath).contains("/agis", "/service");
        for (Diagnostic d : ds.stream()
                .filter(d -> d.keyPath().equals("/agis") || d.keyPath().equals("/service"))
                .toList()) {
            assertThat(d.range().startLine()).as(d.keyPath()).isEqualTo(3);
            assertThat(d.range().endLine()).as(d.keyPath()).isEqualTo(3);
            assertThat(text.substring(d.range().start(), d.range().end())).isEqualTo("agtp: agtp://hotel.example.com");
        }
    }

    @Test
    void aMissingNestedFieldIsReportedAtItsParentsKey() {
        String text = "agis: \"1.0\"\nservice: Hotel\n" + BODY;
        Diagnostic d = missing(text).stream()
                .filter(x -> x.keyPath().equals("/vocabulary/declared_verbs"))
                .findFirst()
                .orElseThrow();
        assertThat(text.substring(d.range().start(), d.range().end())).isEqualTo("vocabulary");
    }

    @Test
    void jsonDocumentsGetTheFirstLineToo() {
        String text =
                "{\n  \"service\": \"Hotel\",\n  \"agtp\": \"agtp://hotel.example.com\",\n  \"endpoints\": []\n}\n";
        Diagnostic d = missing(text).stream()
                .filter(x -> x.keyPath().equals("/agis"))
                .findFirst()
                .orElseThrow();
        assertThat(d.range().startLine()).isEqualTo(d.range().endLine());
        assertThat(d.range().length()).isLessThan(text.length() / 2);
    }
}

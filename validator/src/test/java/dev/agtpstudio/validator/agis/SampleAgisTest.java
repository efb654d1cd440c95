package dev.agtpstudio.validator.agis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The sample workspace's AGIS documents conform: no errors and no warnings from any pass. */
class SampleAgisTest {

    @Test
    void theHotelSamplesAgisDocumentsValidateClean() throws IOException {
        String root = System.getProperty("agtp.project.dir");
        assumeTrue(root != null, "agtp.project.dir not set");
        Path hotel = Path.of(root, "samples", "hotel");
        assumeTrue(Files.isDirectory(hotel), "no samples/hotel");
        List<Path> docs;
        try (Stream<Path> s = Files.walk(hotel)) {
            docs = s.filter(p -> p.toString().endsWith(".agis")).sorted().toList();
        }
        assertThat(docs).isNotEmpty();
        for (Path doc : docs) {
            List<Diagnostic> ds = AgisCorpusTest.validate(doc);
            assertThat(ds)
                    .as(doc + "\n" + AgisCorpusTest.show(ds))
                    .noneMatch(d -> d.severity().atLeast(Severity.WARNING));
        }
    }
}

package dev.agtpstudio.validator.agis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.diag.Diagnostic;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A misspelt capability class (`transction`) is answered with "did you mean" and a fix to the nearest class. */
class CapabilityTypoFixTest {
    @TempDir
    Path tmp;

    @Test
    void aTypoOfACapabilityClassGetsTheNearestClassAsItsFix() throws Exception {
        Path sample = Path.of(System.getProperty("agtp.project.dir", "..")).resolve("samples/hotel/harbor-light.agis");
        String text = Files.readString(sample).replaceFirst("capability: transaction", "capability: transction");
        Path file = tmp.resolve("typo.agis");
        Files.writeString(file, text);
        Diagnostic d = AgisCorpusTest.validate(file).stream()
                .filter(x -> x.ruleId().equals("agis/p5-capability"))
                .findFirst()
                .orElseThrow();
        assertThat(d.message()).contains("Did you mean `transaction`?");
        assertThat(d.fixes()).hasSize(1);
        assertThat(d.fixes().get(0).applyTo(text))
                .contains("capability: transaction")
                .doesNotContain("transction");
    }
}

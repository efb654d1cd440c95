package dev.agtpstudio.validator.agis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.agtpstudio.validator.RuleInfo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** docs/rules.md's AGIS section states each rule's real severity, spec section and pass. */
class AgisRulesDocTest {

    @Test
    void eachAgisEntryStatesTheRulesSeveritySpecAndPass() throws Exception {
        String dir = System.getProperty("agtp.project.dir");
        assumeTrue(dir != null, "agtp.project.dir not set");
        Path p = Path.of(dir, "docs", "rules.md");
        assumeTrue(Files.exists(p), "no docs/rules.md");
        String doc = Files.readString(p);
        int section = doc.indexOf("\n## AGIS rules\n");
        assertThat(section).as("an `## AGIS rules` section").isPositive();
        List<String> wrong = new ArrayList<>();
        for (RuleInfo r : AgisCheck.standard(AgisFixtures.ALWAYS_CONSISTENT).rules()) {
            int at = doc.indexOf("### `" + r.id() + "`", section);
            String line = "**" + r.severity().label() + "** · " + r.spec() + " · pass `" + r.pass() + "`";
            if (at < 0 || !doc.substring(at, Math.min(doc.length(), at + 300)).contains(line)) {
                wrong.add(r.id() + " should say " + line);
            }
        }
        assertThat(wrong).isEmpty();
    }
}

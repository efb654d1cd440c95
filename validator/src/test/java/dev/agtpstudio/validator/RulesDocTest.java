package dev.agtpstudio.validator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.validator.engine.Validators;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** docs/rules.md documents every rule id with an anchor, a bad and a good example, and the fix. */
class RulesDocTest {
    /**
     * Documented rules that other modules report: the manifest/* rules are conformance's (validate manifest.json), the
     * a2t/* ones the A2T signature lock (validator.a2t, an extra check that validate, the IDE and the language server
     * add, decision 0530; app's A2tVersionLockTest checks their documentation).
     */
    private static final Set<String> OUTSIDE_THE_VALIDATOR = Set.of(
            "manifest/schema",
            "manifest/signature",
            "manifest/unsigned",
            "a2t/signature-changed",
            "a2t/incompatible-change",
            "a2t/history-unreadable");

    private static final Pattern HEADING = Pattern.compile("(?m)^### `([a-z0-9-]+(?:/[a-z0-9-]+)+)`");

    private static String doc() throws Exception {
        String dir = System.getProperty("agtp.project.dir");
        assumeTrue(dir != null, "agtp.project.dir is not set");
        Path p = Path.of(dir, "docs", "rules.md");
        assumeTrue(Files.exists(p), "docs/rules.md not found under " + dir);
        return Files.readString(p);
    }

    @Test
    void everyRuleIsDocumentedWithAnchorExamplesAndFix() throws Exception {
        String doc = doc();
        List<String> missing = new ArrayList<>();
        for (RuleInfo r : Validators.standard(ValidationOptions.defaults()).rules()) {
            int at = doc.indexOf("### `" + r.id() + "`");
            String anchor = "<a id=\"" + r.docAnchor() + "\"></a>";
            if (at < 0 || !doc.contains(anchor)) {
                missing.add(r.id());
                continue;
            }
            int next = doc.indexOf("\n### ", at + 5);
            String section = doc.substring(at, next < 0 ? doc.length() : next);
            if (!section.contains("Bad:") || !section.contains("Good:") || !section.contains("Fix:")) {
                missing.add(r.id() + " (incomplete)");
            }
        }
        assertThat(missing).isEmpty();
    }

    @Test
    void documentedIdsAreRealRules() throws Exception {
        Set<String> ids = Validators.standard(ValidationOptions.defaults()).rules().stream()
                .map(RuleInfo::id)
                .collect(Collectors.toSet());
        Matcher m = HEADING.matcher(doc());
        List<String> stale = new ArrayList<>();
        while (m.find()) {
            if (!ids.contains(m.group(1))
                    && !m.group(1).startsWith("agis/")
                    && !OUTSIDE_THE_VALIDATOR.contains(m.group(1))) {
                stale.add(m.group(1));
            }
        }
        assertThat(stale).isEmpty();
        assertThat(Diagnostic.anchorOf("path/verb-segment")).isEqualTo("path-verb-segment");
    }
}

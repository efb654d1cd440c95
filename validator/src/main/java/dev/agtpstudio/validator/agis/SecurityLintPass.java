package dev.agtpstudio.validator.agis;

import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.core.model.AgisDocument.AgisSemantic;
import dev.agtpstudio.validator.RuleInfo;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Security lints of AGIS §13 on the text agents feed to their models: intent and outcome at most 500 characters,
 * no instruction-like text (prompt injection) and no invisible or bidirectional control characters in intent,
 * outcome and descriptions. Tagged with pass 5, whose fields they inspect.
 */
public final class SecurityLintPass implements AgisPass {
    static final RuleInfo LENGTH = AgisRule.of("security-length", Severity.WARNING, 5, "AGIS §13",
            "An intent or outcome is longer than 500 characters");
    static final RuleInfo INSTRUCTION_TEXT = AgisRule.of("security-instruction-text", Severity.ERROR, 5, "AGIS §13",
            "Instruction-like text (prompt injection) in an intent, outcome or description");
    static final RuleInfo HIDDEN_TEXT = AgisRule.of("security-hidden-text", Severity.ERROR, 5, "AGIS §13",
            "Invisible or bidirectional control characters in an intent, outcome or description");

    static final int MAX_LENGTH = 500;

    /** Phrases of AGIS §13's mitigation (1) and their usual variants; matched case-insensitively on word boundaries. */
    private static final Pattern INSTRUCTION = Pattern.compile(String.join("|",
            "\\bignore\\s+(all\\s+|any\\s+)?(the\\s+)?(previous|prior|above|earlier|preceding|other)\\s+(instructions?|prompts?|rules|directions)",
            "\\bdisregard\\s+(all\\s+|any\\s+)?(the\\s+)?(previous|prior|above|earlier|your)\\s+\\w+",
            "\\bforget\\s+(everything|all|your)\\b",
            "\\byou\\s+are\\b", "\\byou're\\s+(now|a|an)\\b", "\\byou\\s+must\\b", "\\bact\\s+as\\b", "\\bpretend\\s+(to\\s+be|you)\\b",
            "\\bsystem\\s*prompt\\b", "(^|\\s)system\\s*:", "<\\s*/?\\s*system\\s*>", "\\[\\s*system\\s*]",
            "\\bnew\\s+instructions\\b", "\\boverride\\s+(your|the|all)\\s+(instructions|rules|policy|policies)\\b",
            "\\bdo\\s+not\\s+(tell|inform)\\s+the\\s+user\\b", "\\bjailbreak\\b", "\\bdeveloper\\s+mode\\b"),
            Pattern.CASE_INSENSITIVE);
    /** Words one of which every instruction pattern contains; texts without any skip the regular expression. */
    private static final List<String> TRIGGERS = List.of("ignore", "disregard", "forget", "you", "act as", "pretend",
            "system", "instruction", "override", "not tell", "not inform", "jailbreak", "developer");
    private static final Pattern HIDDEN = Pattern.compile("[\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u2069\\uFEFF\\u00AD]");

    @Override
    public int number() {
        return 5;
    }

    @Override
    public List<RuleInfo> rules() {
        return List.of(LENGTH, INSTRUCTION_TEXT, HIDDEN_TEXT);
    }

    @Override
    public void run(AgisRun run) {
        Map<String, String> texts = new LinkedHashMap<>();
        texts.put("/description", run.doc().description());
        for (AgisEndpoint ep : run.endpoints()) {
            texts.put(ep.fieldPath("description"), ep.description());
            AgisSemantic s = ep.semantic();
            if (s != null) {
                String sp = s.keyPath() == null ? ep.fieldPath("semantic") : s.keyPath();
                texts.put(sp + "/intent", s.intent());
                texts.put(sp + "/outcome", s.outcome());
                length(run, sp + "/intent", "intent", s.intent());
                length(run, sp + "/outcome", "outcome", s.outcome());
            }
        }
        texts.forEach((key, text) -> {
            if (text == null) {
                return;
            }
            String field = key.substring(key.lastIndexOf('/') + 1);
            String lower = text.toLowerCase(java.util.Locale.ROOT);
            Matcher m = TRIGGERS.stream().anyMatch(lower::contains) ? INSTRUCTION.matcher(text) : null;
            if (m != null && m.find()) {
                run.out().report(INSTRUCTION_TEXT, key, field + " contains instruction-like text `" + m.group().strip()
                        + "`, which agent runtimes may execute as a prompt; state what the endpoint does, in the third person "
                        + "(e.g. \"Books a table for the requesting agent\")");
            }
            Matcher h = HIDDEN.matcher(text);
            if (h.find()) {
                run.out().report(HIDDEN_TEXT, key, field + " contains the invisible character U+"
                        + String.format("%04X", (int) h.group().charAt(0)) + ", which can hide text from reviewers; remove it");
            }
        });
    }

    private static void length(AgisRun run, String key, String field, String text) {
        if (text != null && text.length() > MAX_LENGTH) {
            run.out().report(LENGTH, key, field + " is " + text.length() + " characters, over the RECOMMENDED maximum of " + MAX_LENGTH
                    + "; long statements can carry injected instructions: keep it to one sentence");
        }
    }
}

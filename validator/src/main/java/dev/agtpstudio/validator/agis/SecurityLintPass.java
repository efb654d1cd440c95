package dev.agtpstudio.validator.agis;

import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.core.model.AgisDocument.AgisSemantic;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.support.AgentText;
import java.util.List;

/**
 * Security lints of AGIS §13 on the text agents feed to their models: intent and outcome at most 500 characters,
 * no instruction-like text (prompt injection) and no invisible or bidirectional control characters in intent,
 * outcome and descriptions. Tagged with pass 5, whose fields they inspect.
 */
public final class SecurityLintPass implements AgisPass {
    static final RuleInfo LENGTH = AgisRule.of(
            "security-length", Severity.WARNING, 5, "AGIS §13", "An intent or outcome is longer than 500 characters");
    static final RuleInfo INSTRUCTION_TEXT = AgisRule.of(
            "security-instruction-text",
            Severity.ERROR,
            5,
            "AGIS §13",
            "Instruction-like text (prompt injection) in an intent, outcome or description");
    static final RuleInfo HIDDEN_TEXT = AgisRule.of(
            "security-hidden-text",
            Severity.ERROR,
            5,
            "AGIS §13",
            "Invisible or bidirectional control characters in an intent, outcome or description");

    static final int MAX_LENGTH = 500;

    @Override
    public int number() {
        return 5;
    }

    @Override
    public List<RuleInfo> rules() {
        return List.of(LENGTH, INSTRUCTION_TEXT, HIDDEN_TEXT);
    }

    @Override
    public void document(AgisRun run) {
        text(run, "/description", run.doc().description());
    }

    @Override
    public void endpoint(AgisRun run, int index, AgisEndpoint ep) {
        text(run, ep.fieldPath("description"), ep.description());
        AgisSemantic s = ep.semantic();
        if (s != null) {
            String sp = ep.semanticPath();
            length(run, sp + "/intent", "intent", s.intent());
            length(run, sp + "/outcome", "outcome", s.outcome());
            text(run, sp + "/intent", s.intent());
            text(run, sp + "/outcome", s.outcome());
        }
    }

    /** Instructions to an agent and hidden characters in one agent-facing text. */
    private static void text(AgisRun run, String key, String text) {
        String field = key.substring(key.lastIndexOf('/') + 1);
        AgentText.instruction(text)
                .ifPresent(
                        phrase -> run.out().report(INSTRUCTION_TEXT, key, AgentText.instructionMessage(field, phrase)));
        AgentText.hiddenCharacter(text)
                .ifPresent(cp -> run.out().report(HIDDEN_TEXT, key, AgentText.hiddenMessage(field, cp)));
    }

    private static void length(AgisRun run, String key, String field, String text) {
        if (text != null && text.length() > MAX_LENGTH) {
            run.out()
                    .report(
                            LENGTH,
                            key,
                            field + " is " + text.length() + " characters, over the RECOMMENDED maximum of "
                                    + MAX_LENGTH
                                    + "; long statements can carry injected instructions: keep it to one sentence");
        }
    }
}

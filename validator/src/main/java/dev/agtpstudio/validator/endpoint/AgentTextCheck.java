package dev.agtpstudio.validator.endpoint;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.Semantic;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.support.AgentText;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * AGIS §13's security lints on an endpoint file's agent-facing text (description, intent, outcome): no
 * instruction-like phrases and no invisible or bidirectional control characters, as on {@code .agis} documents.
 * (The §13 length lint is {@code semantic/text-too-long}.)
 */
public final class AgentTextCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo INSTRUCTION_TEXT = new RuleInfo(
            "semantic/instruction-text",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGIS §13",
            "Instruction-like text (prompt injection) in an intent, outcome or description");
    public static final RuleInfo HIDDEN_TEXT = new RuleInfo(
            "semantic/hidden-text",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGIS §13",
            "Invisible or bidirectional control characters in an intent, outcome or description");

    @Override
    public List<RuleInfo> rules() {
        return List.of(INSTRUCTION_TEXT, HIDDEN_TEXT);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        EndpointDecl e = file.model();
        Map<String, String> texts = new LinkedHashMap<>();
        texts.put(e.keyPath() + "/description", e.description());
        Semantic s = e.semantic();
        if (s != null) {
            texts.put(s.fieldPath("intent"), s.intent());
            texts.put(s.fieldPath("outcome"), s.outcome());
        }
        texts.forEach((key, text) -> {
            String field = key.substring(key.lastIndexOf('/') + 1);
            AgentText.instruction(text)
                    .ifPresent(phrase -> out.report(
                            INSTRUCTION_TEXT,
                            key,
                            "The " + AgentText.instructionMessage(field, phrase) + " (AGIS §13)."));
            AgentText.hiddenCharacter(text)
                    .ifPresent(cp ->
                            out.report(HIDDEN_TEXT, key, "The " + AgentText.hiddenMessage(field, cp) + " (AGIS §13)."));
        });
    }
}

package dev.agtpstudio.validator.agis;

import dev.agtpstudio.validator.RuleInfo;
import java.util.List;

/**
 * One group of AGIS rules, belonging to one validation pass of AGIS §9.1. Passes never throw on odd input: null
 * model members mean "not declared" and are reported by the pass that owns them (pass 1, 5 or 8).
 */
public interface AgisPass {
    /** The AGIS §9.1 pass number (1-8); {@link AgisCheck} runs passes in this order. */
    int number();

    /** Every rule this pass can report. */
    List<RuleInfo> rules();

    void run(AgisRun run);
}

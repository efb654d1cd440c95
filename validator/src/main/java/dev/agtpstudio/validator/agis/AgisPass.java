package dev.agtpstudio.validator.agis;

import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.validator.RuleInfo;
import java.util.List;

/**
 * One group of AGIS rules, belonging to one validation pass of AGIS §9.1. Passes never throw on odd input: null
 * model members mean "not declared" and are reported by the pass that owns them (pass 1, 5 or 8).
 *
 * <p>A pass splits its rules in two. {@link #document} checks the document as a whole and compares endpoints with
 * each other; it runs on every check. {@link #endpoint} checks one endpoint on its own, so {@link AgisCheck} can keep
 * what it reported about an endpoint that an edit did not change (docs/decisions/0295).
 */
public interface AgisPass {
    /** The AGIS §9.1 pass number (1-8); {@link AgisCheck} runs passes in this order. */
    int number();

    /** Every rule this pass can report. */
    List<RuleInfo> rules();

    /** The rules about the document's top-level members and those that compare endpoints with each other. */
    default void document(AgisRun run) {}

    /**
     * The rules about endpoint {@code index} (never null) on its own. What they report may depend on that endpoint,
     * the document's top-level members, the catalog and the other endpoints' methods (a rename fix also renames the
     * declared verb when no other endpoint uses it), and on nothing else of another endpoint.
     */
    default void endpoint(AgisRun run, int index, AgisEndpoint ep) {}
}

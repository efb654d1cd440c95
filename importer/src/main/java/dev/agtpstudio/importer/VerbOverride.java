package dev.agtpstudio.importer;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.validator.semantic.VerbSuggestion;
import java.util.ArrayList;
import java.util.List;

/**
 * A reviewer's decision for one operation (from the wizard): another catalog verb, impact, idempotency, or leaving
 * the operation out. Null members keep the importer's choice.
 */
public record VerbOverride(String verb, String impact, Boolean idempotent, boolean excluded) {

    VerbChoice apply(VerbChoice c, MethodCatalog catalog) {
        String v = verb != null && catalog.isVerb(verb) ? verb : c.verb();
        List<VerbSuggestion> ranked = new ArrayList<>();
        c.ranked().stream().filter(r -> r.verb().equals(v)).forEach(ranked::add);
        if (ranked.isEmpty()) {
            ranked.add(new VerbSuggestion(v, 1.0, List.of("chosen by the reviewer")));
        }
        c.ranked().stream().filter(r -> !r.verb().equals(v)).forEach(ranked::add);
        String action = v.equals(c.verb()) ? c.actionSegment() : null;
        List<Flag> flags = c.flags().stream()
                .filter(f -> action != null || f.code() != FlagCode.VERB_IN_PATH)
                .toList();
        return new VerbChoice(
                v,
                ranked,
                impact != null ? impact : c.impact(),
                idempotent != null ? idempotent : c.idempotent(),
                action,
                flags);
    }
}

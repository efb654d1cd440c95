package dev.agtpstudio.validator.agis;

import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.TextEdit;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Quick fixes that rename an endpoint's method. When no other endpoint uses the old verb and the new verb is not
 * declared yet, the matching {@code declared_verbs} entry is renamed in the same fix, so pass 7 stays clean.
 */
final class VerbFixes {
    private VerbFixes() {}

    static Optional<Fix> rename(AgisRun run, AgisEndpoint ep, String newVerb, String title) {
        Optional<TextEdit> main = run.replaceScalar(ep.fieldPath("method"), newVerb);
        if (main.isEmpty()) {
            return Optional.empty();
        }
        List<TextEdit> edits = new ArrayList<>();
        edits.add(main.get());
        String old = ep.method() == null ? "" : ep.method().trim().toUpperCase(Locale.ROOT);
        boolean sharedOld = run.endpoints().stream()
                .anyMatch(
                        o -> o != ep && o.method() != null && o.method().trim().equalsIgnoreCase(old));
        var voc = run.doc().vocabulary();
        if (!sharedOld && voc != null && voc.declaredVerbs() != null) {
            List<String> declared = voc.declaredVerbs();
            boolean newDeclared =
                    declared.stream().anyMatch(v -> v != null && v.trim().equalsIgnoreCase(newVerb));
            for (int i = 0; i < declared.size() && !newDeclared; i++) {
                String v = declared.get(i);
                if (v != null && v.trim().equalsIgnoreCase(old)) {
                    run.replaceScalar(voc.keyPath() + "/declared_verbs/" + i, newVerb)
                            .ifPresent(edits::add);
                    break;
                }
            }
        }
        return Optional.of(new Fix(title, edits));
    }

    /** Renames to each of {@code verbs}, in order, as separate fixes. */
    static Fix[] renameAll(AgisRun run, AgisEndpoint ep, List<String> verbs) {
        return verbs.stream()
                .distinct()
                .map(v -> rename(run, ep, v, "Change method to " + v))
                .flatMap(Optional::stream)
                .toArray(Fix[]::new);
    }
}

package dev.agtpstudio.validator.workspace;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.core.model.AgisDocument.AgisSemantic;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.Semantic;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.WorkspaceCheck;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Readiness for AGIS Level 2 (AGIS §3.3, Table 4), only with {@code --level 2}: Level 2 runtimes route, govern,
 * escalate and retry on {@code impact_tier}, {@code is_idempotent} and {@code confidence_guidance}, and verify
 * state-changing endpoints through {@code state_transition}. Endpoint TOML already requires the first three
 * (AGTP-API §7.1) but has no key for a state transition, so a state-changing endpoint file is ready when the
 * workspace's {@code .agis} document declares the transition for the same method and path.
 */
public final class Level2ReadinessCheck implements WorkspaceCheck {
    public static final RuleInfo FIELDS = new RuleInfo(
            "level2/semantic-fields",
            Severity.WARNING,
            Passes.WORKSPACE,
            "AGIS §3.3, §6",
            "An AGIS endpoint lacks impact_tier, is_idempotent or confidence_guidance (Level 2)");
    public static final RuleInfo STATE_TRANSITION = new RuleInfo(
            "level2/state-transition",
            Severity.WARNING,
            Passes.WORKSPACE,
            "AGIS §3.3, §6",
            "A state-changing endpoint declares no state_transition (Level 2)");

    @Override
    public List<RuleInfo> rules() {
        return List.of(FIELDS, STATE_TRANSITION);
    }

    @Override
    public void check(Workspace ws, ValidationContext ctx, Function<LoadedFile<?>, Reporter> reporterFor) {
        if (ctx.options() == null || ctx.options().agisLevel() < 2) {
            return;
        }
        Set<String> transitions = new HashSet<>();
        for (LoadedFile<AgisDocument> f : ws.agisFiles()) {
            for (AgisEndpoint ep : endpoints(f)) {
                AgisSemantic s = ep.semantic();
                if (s == null) {
                    continue;
                }
                if (!s.stateTransition().isEmpty()) {
                    transitions.add(ep.id());
                }
                agisFields(reporterFor.apply(f), ep, s);
            }
        }
        for (LoadedFile<EndpointDecl> f : ws.endpointFiles()) {
            EndpointDecl e = f.model();
            Semantic s = e == null ? null : e.semantic();
            if (s != null && changesState(s.impact()) && !transitions.contains(e.id())) {
                reporterFor
                        .apply(f)
                        .report(
                                STATE_TRANSITION,
                                s.fieldPath("impact"),
                                e.id() + " changes state (impact "
                                        + s.impact()
                                        + "), and AGIS Level 2 runtimes verify such endpoints through a state_transition"
                                        + " (AGIS §3.3, §6). Endpoint TOML has no key for it: declare the endpoint with its"
                                        + " state_transition (e.g. `reservation.status: NONE -> CONFIRMED`) in the service's .agis"
                                        + " document.");
            }
        }
    }

    private static void agisFields(Reporter out, AgisEndpoint ep, AgisSemantic s) {
        String sp = ep.semanticPath();
        List<String> missing = new ArrayList<>();
        if (s.impactTier() == null) {
            missing.add("impact_tier (governance)");
        }
        if (s.isIdempotent() == null) {
            missing.add("is_idempotent (retry logic)");
        }
        if (s.confidenceGuidance() == null) {
            missing.add("confidence_guidance (escalation)");
        }
        if (!missing.isEmpty()) {
            out.reportKey(
                    FIELDS,
                    sp,
                    ep.id() + " lacks " + String.join(", ", missing) + ", which AGIS Level 2"
                            + " runtimes require (AGIS §3.3, Table 4).");
        }
        if (changesState(s.impactTier()) && s.stateTransition().isEmpty()) {
            out.reportKey(
                    STATE_TRANSITION,
                    sp,
                    ep.id() + " changes state (impact_tier " + s.impactTier() + ") but"
                            + " declares no state_transition, which AGIS Level 2 requires on every state-changing endpoint"
                            + " (AGIS §3.3, §6). Add e.g. `state_transition: {reservation.status: NONE -> CONFIRMED}`.");
        }
    }

    private static List<AgisEndpoint> endpoints(LoadedFile<AgisDocument> f) {
        return f.model() == null || f.model().endpoints() == null
                ? List.of()
                : f.model().endpoints();
    }

    private static boolean changesState(String impact) {
        return "reversible".equals(impact) || "irreversible".equals(impact);
    }
}

package dev.agtpstudio.validator.agis;

import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.core.model.AgisDocument.AgisSemantic;
import dev.agtpstudio.core.model.FieldSpec;
import dev.agtpstudio.core.model.PathTemplate;
import dev.agtpstudio.validator.RuleInfo;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Pass 5, the recommended and optional semantic fields (AGIS §6.2): capability, confidence_guidance, impact_tier,
 * state_transition, parameter_hints and mcp_tool_name (lowercase and unique in the generated MCP catalog).
 */
public final class SemanticFieldsPass implements AgisPass {
    static final RuleInfo CAPABILITY = AgisRule.of(
            "p5-capability", Severity.ERROR, 5, "AGIS §6.2", "capability is not one of the AGIS capability classes");
    static final RuleInfo CONFIDENCE_RANGE = AgisRule.of(
            "p5-confidence-range", Severity.ERROR, 5, "AGIS §6.2", "confidence_guidance is outside 0.0-1.0");
    static final RuleInfo IMPACT_TIER = AgisRule.of(
            "p5-impact-tier",
            Severity.ERROR,
            5,
            "AGIS §6.2",
            "impact_tier is not informational, reversible or irreversible");
    static final RuleInfo IRREVERSIBLE_CONFIDENCE = AgisRule.of(
            "p5-irreversible-confidence",
            Severity.WARNING,
            5,
            "AGIS §6.2",
            "An irreversible endpoint declares no confidence_guidance of 0.85 or higher");
    static final RuleInfo STATE_TRANSITION = AgisRule.of(
            "p5-state-transition",
            Severity.ERROR,
            5,
            "AGIS §6.2",
            "A state_transition entry is not `field: FROM -> TO`");
    static final RuleInfo PARAMETER_HINT = AgisRule.of(
            "p5-parameter-hint-unknown",
            Severity.WARNING,
            5,
            "AGIS §6.2",
            "parameter_hints names a parameter the input does not declare");
    static final RuleInfo MCP_NAME = AgisRule.of(
            "p5-mcp-tool-name",
            Severity.ERROR,
            5,
            "AGIS §6.2",
            "mcp_tool_name is not lowercase letters, digits and underscores");
    static final RuleInfo MCP_DUPLICATE = AgisRule.of(
            "p5-mcp-tool-name-duplicate",
            Severity.ERROR,
            5,
            "AGIS §6.2, Appendix C.2",
            "Two endpoints generate the same MCP tool name");

    /** AGIS §6.2. */
    static final List<String> CAPABILITIES =
            List.of("discovery", "transaction", "modification", "retrieval", "analysis", "notification");
    /** AGTP catalog categories that are not AGIS capabilities, with the AGIS class to use (docs/decisions/0092). */
    static final Map<String, String> CATALOG_ONLY =
            Map.of("creation", "transaction", "mechanics", "", "domain_spanning", "");

    static final List<String> IMPACT_TIERS = List.of("informational", "reversible", "irreversible");
    static final double IRREVERSIBLE_MIN = 0.85;

    private static final Pattern STATE_FIELD = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*");
    private static final Pattern TRANSITION = Pattern.compile("\\s*[^\\s-][^>]*?\\s*->\\s*\\S.*");
    private static final Pattern MCP = Pattern.compile("[a-z][a-z0-9_]*");

    @Override
    public int number() {
        return 5;
    }

    @Override
    public List<RuleInfo> rules() {
        return List.of(
                CAPABILITY,
                CONFIDENCE_RANGE,
                IMPACT_TIER,
                IRREVERSIBLE_CONFIDENCE,
                STATE_TRANSITION,
                PARAMETER_HINT,
                MCP_NAME,
                MCP_DUPLICATE);
    }

    @Override
    public void endpoint(AgisRun run, int index, AgisEndpoint ep) {
        AgisSemantic s = ep.semantic();
        if (s == null) {
            return;
        }
        String sp = ep.semanticPath();
        capability(run, sp, s.capability());
        confidence(run, sp, s);
        enumValue(run, sp + "/impact_tier", "impact_tier", s.impactTier(), IMPACT_TIERS, IMPACT_TIER);
        transitions(run, sp, s);
        hints(run, ep, sp, s);
        mcpName(run, sp, s);
    }

    /** MCP tool names, declared or generated, are unique across the document (Appendix C.2). */
    @Override
    public void document(AgisRun run) {
        Map<String, AgisEndpoint> seen = new HashMap<>();
        for (AgisEndpoint ep : run.endpoints()) {
            AgisSemantic s = ep.semantic();
            if (s == null) {
                continue;
            }
            String declared = s.mcpToolName();
            String name = declared != null ? declared : defaultToolName(ep);
            AgisEndpoint first = name == null ? null : seen.putIfAbsent(name, ep);
            if (first != null) {
                String where = declared != null ? ep.semanticPath() + "/mcp_tool_name" : ep.fieldPath("method");
                run.out()
                        .report(
                                MCP_DUPLICATE,
                                where,
                                "MCP tool name `" + name + "` of " + SemanticCompletenessPass.label(ep)
                                        + " is also generated by " + SemanticCompletenessPass.label(first)
                                        + "; tool names must be unique: declare "
                                        + "semantic.mcp_tool_name, e.g. `" + name + "_" + lastSegment(ep) + "`");
            }
        }
    }

    private static void capability(AgisRun run, String sp, String cap) {
        if (cap == null || CAPABILITIES.contains(cap)) {
            return;
        }
        String key = sp + "/capability";
        String lower = cap.strip().toLowerCase(Locale.ROOT);
        if (CAPABILITIES.contains(lower)) {
            run.out()
                    .report(
                            CAPABILITY,
                            key,
                            "capability `" + cap + "` must be written `" + lower + "`",
                            fix(run, key, lower));
        } else if (CATALOG_ONLY.containsKey(lower)) {
            String to = CATALOG_ONLY.get(lower);
            run.out()
                    .report(
                            CAPABILITY,
                            Severity.INFO,
                            key,
                            "capability `" + cap + "` is an AGTP catalog category, accepted here; "
                                    + "readers that know only the AGIS classes (" + String.join(", ", CAPABILITIES)
                                    + ") will not recognise it"
                                    + (to.isEmpty() ? "" : "; AGIS files it under `" + to + "`"),
                            to.isEmpty() ? List.of() : List.of(fix(run, key, to)));
        } else {
            // a typo of a class (`transction`): the nearest class, as completion offers it, as the fix
            List<String> near = CAPABILITIES.stream()
                    .filter(c -> dev.agtpstudio.core.catalog.Levenshtein.distance(lower, c, 3) <= 2)
                    .toList();
            run.out()
                    .report(
                            CAPABILITY,
                            key,
                            "capability `" + cap + "` is not one of " + String.join(", ", CAPABILITIES)
                                    + (near.isEmpty() ? "" : ". Did you mean `" + String.join("`, `", near) + "`?"),
                            near.stream()
                                    .flatMap(n -> java.util.Arrays.stream(fix(run, key, n)))
                                    .toList());
        }
    }

    private static void confidence(AgisRun run, String sp, AgisSemantic s) {
        Double c = s.confidenceGuidance();
        String key = sp + "/confidence_guidance";
        if (c != null && (c.isNaN() || c < 0.0 || c > 1.0)) {
            run.out()
                    .report(
                            CONFIDENCE_RANGE,
                            key,
                            "confidence_guidance " + c + " is outside 0.0-1.0: it is the minimum agent confidence, "
                                    + "a probability (e.g. 0.85 for irreversible actions)");
            return;
        }
        if ("irreversible".equals(s.impactTier()) && (c == null || c < IRREVERSIBLE_MIN)) {
            String msg = c == null
                    ? "impact_tier is irreversible but no confidence_guidance is declared; declare 0.85 or higher"
                    : "impact_tier is irreversible but confidence_guidance is " + c
                            + "; irreversible endpoints SHOULD declare 0.85 or higher";
            Fix[] fixes = c == null ? new Fix[0] : fix(run, key, "0.85");
            run.out().report(IRREVERSIBLE_CONFIDENCE, c == null ? sp + "/impact_tier" : key, msg, fixes);
        }
    }

    private static void enumValue(
            AgisRun run, String key, String name, String value, List<String> allowed, RuleInfo rule) {
        if (value == null || allowed.contains(value)) {
            return;
        }
        String lower = value.strip().toLowerCase(Locale.ROOT);
        run.out()
                .report(
                        rule,
                        key,
                        name + " `" + value + "` is not one of " + String.join(", ", allowed)
                                + (allowed.contains(lower) ? "; write `" + lower + "`" : ""),
                        allowed.contains(lower) ? fix(run, key, lower) : new Fix[0]);
    }

    private static void transitions(AgisRun run, String sp, AgisSemantic s) {
        s.stateTransition().forEach((field, change) -> {
            String key = AgisRun.child(sp + "/state_transition", field);
            if (!STATE_FIELD.matcher(field).matches()) {
                run.out()
                        .reportKey(
                                STATE_TRANSITION,
                                key,
                                "state_transition field `" + field
                                        + "` is not a dotted field name such as reservation.status");
            } else if (change == null
                    || !TRANSITION.matcher(change).matches()
                    || change.indexOf("->") != change.lastIndexOf("->")) {
                run.out()
                        .report(
                                STATE_TRANSITION,
                                key,
                                "state_transition `" + field + ": " + change
                                        + "` is not of the form `FROM -> TO`, e.g. " + "`NONE -> CONFIRMED`");
            }
        });
    }

    private static void hints(AgisRun run, AgisEndpoint ep, String sp, AgisSemantic s) {
        if (ep.input() == null || ep.input().isAbsent() || ep.input().fields().isEmpty()) {
            return;
        }
        List<String> names = ep.input().fields().stream().map(FieldSpec::name).toList();
        for (String p : s.parameterHints().keySet()) {
            if (!names.contains(p)) {
                run.out()
                        .reportKey(
                                PARAMETER_HINT,
                                AgisRun.child(sp + "/parameter_hints", p),
                                "parameter_hints names `" + p + "`, which the input does not declare (inputs: "
                                        + String.join(", ", names) + ")");
            }
        }
    }

    private static void mcpName(AgisRun run, String sp, AgisSemantic s) {
        String key = sp + "/mcp_tool_name";
        String declared = s.mcpToolName();
        if (declared != null && !MCP.matcher(declared).matches()) {
            String fixed = declared.strip()
                    .toLowerCase(Locale.ROOT)
                    .replaceAll("[^a-z0-9_]+", "_")
                    .replaceAll("^_+|_+$", "");
            boolean ok = MCP.matcher(fixed).matches();
            run.out()
                    .report(
                            MCP_NAME,
                            key,
                            "mcp_tool_name `" + declared + "` must be lowercase letters, digits and underscores"
                                    + (ok ? "; write `" + fixed + "`" : ""),
                            ok ? fix(run, key, fixed) : new Fix[0]);
        }
    }

    /** Appendix C.2 (a): method and first path segment, joined by an underscore, lowercased. */
    static String defaultToolName(AgisEndpoint ep) {
        if (ep.method() == null || ep.path() == null) {
            return null;
        }
        return dev.agtpstudio.core.model.ToolNames.mcp(ep.method(), ep.path(), null);
    }

    private static String lastSegment(AgisEndpoint ep) {
        String[] segs = ep.path().split("/");
        String last = segs.length == 0
                ? "by_id"
                : PathTemplate.unbraced(segs[segs.length - 1]).replace('-', '_');
        return last.isEmpty() ? "by_id" : last.toLowerCase(Locale.ROOT);
    }

    private static Fix[] fix(AgisRun run, String key, String value) {
        Optional<Fix> f = run.replaceScalar(key, value).map(e -> Fix.of("Set to `" + value + "`", e));
        return f.stream().toArray(Fix[]::new);
    }
}

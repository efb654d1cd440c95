package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.model.Semantic;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * What only an MCP tool says, laid over the OpenAPI importer's plan of {@link McpSpec}'s tree (docs/decisions/0556):
 * impact and idempotency from the tool's annotations (MCP 2025-06-18 ToolAnnotations, with its defaults: a tool
 * that does not say it only reads may be destructive), and the handler: an external_service {@code POST} to the MCP
 * server's Streamable HTTP endpoint with {@code mcp_tool}, which the local server sends as {@code tools/call}
 * (docs/decisions/0555).
 */
final class McpPlan {
    private McpPlan() {}

    /** @param actionWord whether a word is an action (a catalog verb or a word the lexicon maps to one) */
    static ImportPlan adjust(ImportPlan plan, Predicate<String> actionWord, PathRepair repair) {
        Set<String> taken = new HashSet<>();
        plan.operations().forEach(op -> taken.add(op.decl().id()));
        List<ConvertedOperation> ops = new ArrayList<>();
        for (ConvertedOperation op : plan.operations()) {
            ConvertedOperation a = adjust(op, plan.baseUrl());
            String path =
                    path(a.source().node().path(McpSpec.EXTENSION).path("name").asText(), actionWord);
            path = path == null ? null : repair.repair(path, null).path();
            if (path != null
                    && !path.equals(a.decl().path())
                    && !path.equals("/")
                    && taken.add(a.decl().method() + " " + path)) {
                // The resource without the action word that became the verb, when no other tool's endpoint has it.
                EndpointDecl d = a.decl();
                Map<String, String> review = new LinkedHashMap<>(a.review());
                review.put(
                        "path",
                        "the tool's name without its action word (" + a.source().operationId() + ")");
                a = new ConvertedOperation(
                        a.source(),
                        new EndpointDecl(
                                d.method(),
                                path,
                                d.description(),
                                d.namespace(),
                                d.semantic(),
                                d.input(),
                                d.output(),
                                d.errors(),
                                d.handler(),
                                d.requiredScopes(),
                                d.deprecated(),
                                d.form(),
                                d.keyPath()),
                        a.verb(),
                        a.fileName(),
                        a.flags(),
                        review);
            }
            ops.add(a);
        }
        return new ImportPlan(
                plan.spec(), ops, plan.skipped(), plan.baseUrl(), plan.upstream(), plan.inSpec(), plan.unselected());
    }

    /**
     * The resource the tool acts on: its name without a leading action word, which becomes the verb
     * ({@code get-sum} is FETCH /sum, {@code list_directory} LIST /directory); null when it has no leading action word.
     */
    static String path(String name, Predicate<String> actionWord) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("^([A-Za-z]+?)(?:[-_. ]+|(?=[A-Z]))(.+)$")
                .matcher(name);
        if (m.matches() && actionWord.test(m.group(1).toLowerCase(java.util.Locale.ROOT))) {
            String rest = m.group(2);
            return "/"
                    + (Character.isUpperCase(rest.charAt(0))
                            ? Character.toLowerCase(rest.charAt(0)) + rest.substring(1)
                            : rest);
        }
        return null;
    }

    static ConvertedOperation adjust(ConvertedOperation op, String base) {
        JsonNode tool = op.source().node().path(McpSpec.EXTENSION);
        JsonNode a = tool.path("annotations");
        EndpointDecl d = op.decl();
        Map<String, String> review = new LinkedHashMap<>(op.review());
        Semantic s = d.semantic();
        String impact;
        String why;
        boolean readOnly = a.path("readOnlyHint").asBoolean(false);
        boolean destructive = a.path("destructiveHint").asBoolean(true);
        if (readOnly) {
            impact = "informational";
            why = "readOnlyHint is true";
        } else if (destructive) {
            impact = "irreversible";
            why = a.has("destructiveHint")
                    ? "destructiveHint is true"
                    : "the tool does not say it only reads and " + "destructiveHint is absent (MCP's default is true)";
        } else {
            impact = "reversible";
            why = "readOnlyHint and destructiveHint are false";
        }
        boolean idempotent = readOnly || a.path("idempotentHint").asBoolean(false);
        List<Flag> flags = new ArrayList<>(op.flags());
        if (!a.isObject()) {
            flags.add(new Flag(
                    FlagCode.SEMANTIC_REVIEW,
                    "semantic.impact",
                    "the tool has no annotations; impact "
                            + "and idempotency follow MCP's defaults (may be destructive, not idempotent)"));
        }
        review.put(
                "semantic.impact",
                impact + " from the tool's annotations: " + why + "; annotations are hints, confirm (AGTP-API §14.1)");
        review.put(
                "semantic.is_idempotent",
                (idempotent ? "true" : "false") + " from the tool's annotations ("
                        + (readOnly ? "readOnlyHint" : "idempotentHint") + ")");
        Semantic sem = new Semantic(
                s.intent(), s.actor(), s.outcome(), s.capability(), s.confidence(), impact, idempotent, s.keyPath());
        HandlerBinding.ExternalService h = (HandlerBinding.ExternalService) d.handler();
        HandlerBinding.ExternalService mcp = new HandlerBinding.ExternalService(
                base,
                "POST",
                h.timeoutSeconds(),
                Map.of(),
                h.inputTransform(),
                h.outputTransform(),
                h.errorMap(),
                null,
                null,
                tool.path("name").asText(),
                h.keyPath());
        EndpointDecl decl = new EndpointDecl(
                d.method(),
                d.path(),
                d.description(),
                d.namespace(),
                sem,
                d.input(),
                d.output(),
                d.errors(),
                mcp,
                d.requiredScopes(),
                d.deprecated(),
                d.form(),
                d.keyPath());
        return new ConvertedOperation(op.source(), decl, op.verb(), op.fileName(), flags, review);
    }
}

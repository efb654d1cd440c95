package dev.agtpstudio.validator.agentview;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.preview.McpProjector.McpTool;
import dev.agtpstudio.validator.Clients;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.agentview.ToolSite.Side;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Google Gemini function declarations: {@code name}, {@code parameters} (the tool's inputSchema) and {@code response}
 * (its outputSchema), both in the OpenAPI 3.0 subset of Gemini's {@code Schema} object.
 */
final class GeminiRules implements ClientRules {
    private static final String DOC = "docs/rules.md#client-lints (Gemini API, FunctionDeclaration and Schema)";
    static final RuleInfo NAME = new RuleInfo(
            "client/gemini/name",
            Severity.WARNING,
            Passes.WORKSPACE,
            DOC,
            "Function name outside Gemini's: a letter or _ first, letters, digits, _ . : -, at most 64");
    static final RuleInfo PARAMETER_NAME = new RuleInfo(
            "client/gemini/parameter-name",
            Severity.WARNING,
            Passes.WORKSPACE,
            DOC,
            "Parameter name outside ^[a-zA-Z_][a-zA-Z0-9_]{0,63}$");
    static final RuleInfo UNSUPPORTED_KEYWORD = new RuleInfo(
            "client/gemini/unsupported-keyword",
            Severity.WARNING,
            Passes.WORKSPACE,
            DOC,
            "A keyword outside Gemini's OpenAPI Schema subset");

    static final Pattern NAME_PATTERN = Pattern.compile("[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}");
    static final Pattern PARAMETER_PATTERN = Pattern.compile("[a-zA-Z_][a-zA-Z0-9_]{0,63}");
    /** JSON Schema keywords Gemini's Schema object has no field for (a type list is reported separately). */
    static final Set<String> UNSUPPORTED = Set.of(
            "$ref",
            "$defs",
            "definitions",
            "oneOf",
            "allOf",
            "not",
            "const",
            "if",
            "then",
            "else",
            "patternProperties",
            "dependentRequired",
            "dependentSchemas",
            "unevaluatedProperties",
            "exclusiveMinimum",
            "exclusiveMaximum",
            "multipleOf",
            "uniqueItems",
            "contains",
            "prefixItems");

    @Override
    public String client() {
        return Clients.GEMINI;
    }

    @Override
    public List<RuleInfo> rules() {
        return List.of(NAME, PARAMETER_NAME, UNSUPPORTED_KEYWORD);
    }

    @Override
    public void check(McpTool tool, ToolSite site) {
        if (!NAME_PATTERN.matcher(tool.name()).matches()) {
            site.reportName(
                    NAME,
                    "Gemini refuses the function name `" + tool.name() + "`: a name starts with a letter"
                            + " or _, then letters, digits, _ . : or -, at most 64 characters. Set an mcp_tool_name that does.");
        }
        JsonNode in = tool.tool().path("inputSchema");
        in.path("properties").fieldNames().forEachRemaining(p -> {
            if (!PARAMETER_PATTERN.matcher(p).matches()) {
                site.report(
                        PARAMETER_NAME,
                        Side.INPUT,
                        "/properties/" + SchemaWalk.escape(p),
                        "Gemini refuses the"
                                + " parameter name `" + p + "` of `" + tool.name()
                                + "`: parameter names start with a letter or _"
                                + " and hold only letters, digits and _, at most 64 characters.",
                        List.of());
            }
        });
        keywords(tool, site, Side.INPUT, in);
        keywords(tool, site, Side.OUTPUT, tool.tool().path("outputSchema"));
    }

    private static void keywords(McpTool tool, ToolSite site, Side side, JsonNode schema) {
        String which = side == Side.INPUT ? "parameters" : "response";
        SchemaWalk.walk(schema, (s, ptr, depth) -> {
            s.fieldNames().forEachRemaining(k -> {
                if (UNSUPPORTED.contains(k)) {
                    site.report(
                            UNSUPPORTED_KEYWORD,
                            side,
                            ptr + "/" + k,
                            "Gemini's Schema has no `" + k + "`; the " + which + " of `" + tool.name() + "` use it"
                                    + OpenAiStrictRules.where(ptr) + ".",
                            ToolFixes.of(ToolFixes.dropKeyword(site, side, ptr + "/" + k, k)));
                }
            });
            if (s.path("type").isArray()) {
                site.report(
                        UNSUPPORTED_KEYWORD,
                        side,
                        ptr + "/type",
                        "Gemini's Schema takes one type, not a list; the "
                                + which + " of `" + tool.name() + "` give " + s.get("type")
                                + OpenAiStrictRules.where(ptr)
                                + " (Gemini marks null with nullable: true).",
                        List.of());
            }
        });
    }
}

package dev.agtpstudio.validator.agentview;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.preview.McpProjector.McpTool;
import dev.agtpstudio.validator.Clients;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.agentview.ToolSite.Side;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * OpenAI function calling with {@code strict: true} (Structured Outputs, "Supported schemas"): the function's
 * {@code parameters} are the tool's {@code inputSchema}; OpenAI reads no output schema of a function.
 */
final class OpenAiStrictRules implements ClientRules {
    private static final String DOC = "docs/rules.md#client-lints (OpenAI Structured Outputs, supported schemas)";
    static final RuleInfo NAME = rule("name", "Function name outside ^[a-zA-Z0-9_-]{1,64}$");
    static final RuleInfo ROOT_OBJECT = rule("root-object", "Parameters are not an object schema at the root");
    static final RuleInfo REQUIRED_ALL =
            rule("required-all", "A property strict mode needs in required (optional as a union with null)");
    static final RuleInfo ADDITIONAL_PROPERTIES =
            rule("additional-properties", "An object without additionalProperties: false");
    static final RuleInfo UNSUPPORTED_KEYWORD = rule("unsupported-keyword", "A keyword strict mode does not support");
    static final RuleInfo LIMITS = rule("limits", "Parameters over strict mode's size or nesting limits");

    static final Pattern NAME_PATTERN = Pattern.compile("[a-zA-Z0-9_-]{1,64}");
    /** The composition keywords OpenAI documents as not supported in strict mode. */
    static final Set<String> UNSUPPORTED =
            Set.of("allOf", "not", "dependentRequired", "dependentSchemas", "if", "then", "else");

    static final int MAX_PROPERTIES = 5_000;
    static final int MAX_NESTING = 10;
    static final int MAX_ENUM_VALUES = 1_000;
    static final int MAX_STRING_LENGTH = 120_000;

    private static RuleInfo rule(String name, String title) {
        return new RuleInfo("client/openai-strict/" + name, Severity.WARNING, Passes.WORKSPACE, DOC, title);
    }

    @Override
    public String client() {
        return Clients.OPENAI_STRICT;
    }

    @Override
    public List<RuleInfo> rules() {
        return List.of(NAME, ROOT_OBJECT, REQUIRED_ALL, ADDITIONAL_PROPERTIES, UNSUPPORTED_KEYWORD, LIMITS);
    }

    @Override
    public void check(McpTool tool, ToolSite site) {
        if (!NAME_PATTERN.matcher(tool.name()).matches()) {
            site.reportName(
                    NAME,
                    "OpenAI refuses the function name `" + tool.name() + "`: names match ^[a-zA-Z0-9_-]{1,64}$"
                            + " (letters, digits, _ and -, at most 64). Set an mcp_tool_name that does.");
        }
        JsonNode in = tool.tool().path("inputSchema");
        if (!"object".equals(in.path("type").asText()) || in.has("anyOf")) {
            site.report(
                    ROOT_OBJECT,
                    Side.INPUT,
                    "",
                    "OpenAI strict mode needs the parameters to be an object schema at the"
                            + " root (type: object, not anyOf); `" + tool.name() + "` has "
                            + (in.has("anyOf")
                                    ? "anyOf at the root."
                                    : "type `" + in.path("type").asText("none") + "`."),
                    List.of());
        }
        int[] props = {0};
        int[] enums = {0};
        long[] chars = {0};
        int[] deepest = {0};
        SchemaWalk.walk(in, (s, ptr, depth) -> {
            deepest[0] = Math.max(deepest[0], depth);
            if (s.path("enum").isArray()) {
                enums[0] += s.get("enum").size();
                s.get("enum").forEach(v -> chars[0] += v.asText().length());
            }
            if (s.has("const")) {
                chars[0] += s.get("const").asText().length();
            }
            for (java.util.Iterator<String> it = s.fieldNames(); it.hasNext(); ) {
                String k = it.next();
                if (UNSUPPORTED.contains(k)) {
                    site.report(
                            UNSUPPORTED_KEYWORD,
                            Side.INPUT,
                            ptr + "/" + k,
                            "OpenAI strict mode does not support `" + k + "`" + where(ptr)
                                    + "; express the constraint in the description or drop it.",
                            ToolFixes.of(ToolFixes.dropKeyword(site, Side.INPUT, ptr + "/" + k, k)));
                }
            }
            if (!SchemaWalk.isObject(s)) {
                return;
            }
            JsonNode ap = s.get("additionalProperties");
            if (ap == null || !ap.isBoolean() || ap.asBoolean()) {
                site.report(
                        ADDITIONAL_PROPERTIES,
                        Side.INPUT,
                        ptr.isEmpty() ? "" : ptr,
                        "OpenAI strict mode needs"
                                + " additionalProperties: false on every object; the object" + where(ptr) + " of `"
                                + tool.name()
                                + "` " + (ap == null ? "does not set it." : "sets it to " + ap + "."),
                        ap == null ? ToolFixes.of(ToolFixes.closeObject(site, Side.INPUT, ptr)) : List.of());
            }
            Set<String> required = new HashSet<>();
            s.path("required").forEach(r -> required.add(r.asText()));
            s.path("properties").fields().forEachRemaining(p -> {
                props[0]++;
                chars[0] += p.getKey().length();
                if (!required.contains(p.getKey())) {
                    site.report(
                            REQUIRED_ALL,
                            Side.INPUT,
                            ptr + "/properties/" + SchemaWalk.escape(p.getKey()),
                            "`" + p.getKey() + "` is optional; OpenAI strict mode needs every property in `required`,"
                                    + " an optional one typed as a union with null (e.g. type: [\"string\", \"null\"]).",
                            ptr.isEmpty() ? ToolFixes.of(ToolFixes.requiredNullable(site, p.getKey())) : List.of());
                }
            });
        });
        List<String> over = new ArrayList<>();
        if (props[0] > MAX_PROPERTIES) {
            over.add(props[0] + " object properties (at most " + MAX_PROPERTIES + ")");
        }
        if (deepest[0] > MAX_NESTING) {
            over.add(deepest[0] + " levels of nested objects (at most " + MAX_NESTING + ")");
        }
        if (enums[0] > MAX_ENUM_VALUES) {
            over.add(enums[0] + " enum values (at most " + MAX_ENUM_VALUES + ")");
        }
        if (chars[0] > MAX_STRING_LENGTH) {
            over.add(chars[0] + " characters of property names, enum and const values (at most " + MAX_STRING_LENGTH
                    + ")");
        }
        if (!over.isEmpty()) {
            site.report(
                    LIMITS,
                    Side.INPUT,
                    "",
                    "OpenAI strict mode refuses the parameters of `" + tool.name() + "`: " + String.join("; ", over)
                            + ".",
                    List.of());
        }
    }

    static String where(String ptr) {
        return ptr.isEmpty() ? " at the root" : " at " + ptr;
    }
}

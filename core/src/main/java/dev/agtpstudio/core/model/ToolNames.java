package dev.agtpstudio.core.model;

import java.util.Locale;

/**
 * The two names the product derives from {@code METHOD /path}: the MCP tool name of AGIS App. C.2 ({@code mcp_tool_name}
 * when declared, else {@code verb_firstsegment}) and the snake_case name of every segment ({@code verb_segment_by_param},
 * used for A2T tool names, OpenAPI operation ids and converted file names). One definition for the preview, the
 * validator and the server.
 */
public final class ToolNames {
    private ToolNames() {}

    /** {@code declared} when set, else the verb and the first non-template path segment, lowercased. */
    public static String mcp(String method, String path, String declared) {
        if (declared != null && !declared.isBlank()) {
            return declared;
        }
        String verb = method == null ? "" : method.strip().toLowerCase(Locale.ROOT);
        String first = PathTemplate.firstLiteral(path);
        String name = first.isEmpty() ? verb : verb + "_" + first.toLowerCase(Locale.ROOT);
        return lowerSnake(name);
    }

    /**
     * {@code name.replaceAll("[^a-z0-9_]", "_")} without compiling the expression on every call (the grade names
     * every tool of a workspace on a cold run): each code point outside {@code [a-z0-9_]} becomes one '_'.
     */
    static String lowerSnake(String name) {
        StringBuilder sb = null;
        for (int i = 0; i < name.length(); ) {
            int cp = name.codePointAt(i);
            int n = Character.charCount(cp);
            boolean keep = cp >= 'a' && cp <= 'z' || cp >= '0' && cp <= '9' || cp == '_';
            if (!keep && sb == null) {
                sb = new StringBuilder(name.length()).append(name, 0, i);
            }
            if (sb != null) {
                if (keep) {
                    sb.append((char) cp);
                } else {
                    sb.append('_');
                }
            }
            i += n;
        }
        return sb == null ? name : sb.toString();
    }

    /** snake_case: the verb, then each path segment ({@code {id}} as {@code by_id}), e.g. {@code cancel_reservations_by_id}. */
    public static String snake(String method, String path) {
        StringBuilder sb =
                new StringBuilder(method == null ? "endpoint" : method.strip().toLowerCase(Locale.ROOT));
        for (String seg : PathTemplate.segmentsOf(path)) {
            String s = seg.charAt(0) == '{' ? "by_" + PathTemplate.unbraced(seg) : seg;
            sb.append('_').append(s.replaceAll("[^A-Za-z0-9]+", "_").toLowerCase(Locale.ROOT));
        }
        return sb.toString().replaceAll("_+", "_");
    }
}

package dev.agtpstudio.app.preview;

import dev.agtpstudio.preview.ProjectionKind;
import dev.agtpstudio.preview.tokens.ToolTokens.ListCost;
import dev.agtpstudio.preview.tokens.ToolTokens.ToolCost;
import java.util.Comparator;
import java.util.Locale;

/**
 * The preview's words for what a served tool list costs a model: a line under the MCP and A2T tabs (the whole list)
 * and, as its tooltip, every tool's count, most expensive first (the same counts as {@code manifest --tokens}).
 */
final class TokenSummary {
    private TokenSummary() {}

    static String line(ListCost cost) {
        String what = cost.kind() == ProjectionKind.MCP ? "tools/list" : "tool list";
        String s = what + ": " + n(cost.total().o200kBase()) + " tokens (o200k_base), "
                + n(cost.total().cl100kBase()) + " (cl100k_base) for "
                + cost.tools().size() + (cost.tools().size() == 1 ? " tool" : " tools");
        return cost.tools().stream()
                .max(Comparator.comparingInt(t -> t.tokens().largest()))
                .map(t -> s + "; largest `" + t.name() + "` " + n(t.tokens().o200kBase()))
                .orElse(s);
    }

    static String table(ListCost cost) {
        StringBuilder sb = new StringBuilder("Tokens per tool (o200k_base / cl100k_base), as a client receives it:");
        cost.tools().stream()
                .sorted(Comparator.comparingInt((ToolCost t) -> t.tokens().largest())
                        .reversed())
                .forEach(t -> sb.append('\n')
                        .append(t.name())
                        .append("  ")
                        .append(n(t.tokens().o200kBase()))
                        .append(" / ")
                        .append(n(t.tokens().cl100kBase())));
        sb.append("\nWhole list  ")
                .append(n(cost.total().o200kBase()))
                .append(" / ")
                .append(n(cost.total().cl100kBase()));
        return sb.toString();
    }

    private static String n(int v) {
        return String.format(Locale.ROOT, "%,d", v);
    }
}

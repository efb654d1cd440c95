package dev.agtpstudio.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.preview.tokens.TokenCounts;
import dev.agtpstudio.preview.tokens.ToolTokens.ListCost;
import dev.agtpstudio.preview.tokens.ToolTokens.ToolCost;
import java.io.IOException;
import java.io.UncheckedIOException;
import picocli.CommandLine.Option;

/**
 * {@code manifest --projection mcp|a2t --tokens [--format json]}: what each served tool and the whole list cost,
 * under o200k_base and cl100k_base, counted on the JSON a client receives.
 */
public final class TokenCostOption {
    @Option(
            names = "--tokens",
            description =
                    "Instead of the projection, print the tokens each tool and the whole list"
                            + " cost a model (o200k_base, cl100k_base; counted on the JSON a client receives); for --projection mcp or a2t.")
    boolean tokens;

    /** The table as text, or as JSON when {@code manifest --format json} asks for it (the one --format option). */
    String render(ListCost cost, boolean asJson) {
        return asJson ? json(cost) : text(cost);
    }

    static String text(ListCost cost) {
        int width = "total".length();
        for (ToolCost t : cost.tools()) {
            width = Math.max(width, t.name().length());
        }
        StringBuilder sb = new StringBuilder();
        String row = "%-" + width + "s  %10s  %11s%n";
        sb.append(String.format(row, "tool", TokenCounts.O200K_BASE, TokenCounts.CL100K_BASE));
        for (ToolCost t : cost.tools()) {
            sb.append(String.format(
                    row, t.name(), t.tokens().o200kBase(), t.tokens().cl100kBase()));
        }
        sb.append(String.format(
                row, "total", cost.total().o200kBase(), cost.total().cl100kBase()));
        sb.append(cost.tools().size())
                .append(cost.tools().size() == 1 ? " tool" : " tools")
                .append("; total counts the whole list as sent, with its framing")
                .append(System.lineSeparator());
        return sb.toString();
    }

    static String json(ListCost cost) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        var tools = root.putArray("tools");
        for (ToolCost t : cost.tools()) {
            ObjectNode o = tools.addObject();
            o.put("name", t.name());
            o.set("tokens", counts(t.tokens()));
        }
        root.set("total", counts(cost.total()));
        try {
            return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(root)
                    + System.lineSeparator();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static ObjectNode counts(TokenCounts c) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        for (String e : TokenCounts.ENCODINGS) {
            o.put(e, c.get(e));
        }
        return o;
    }
}

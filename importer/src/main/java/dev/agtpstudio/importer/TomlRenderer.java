package dev.agtpstudio.importer;

import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.write.EndpointTomlWriter;
import java.util.Map;

/**
 * The endpoint TOML in the reference form ({@link EndpointTomlWriter}) with a {@code # REVIEW:} comment above every
 * key whose value the importer guessed.
 */
public final class TomlRenderer {

    public String render(EndpointDecl decl, Map<String, String> review, String header) {
        String toml = EndpointTomlWriter.write(decl);
        StringBuilder sb = new StringBuilder();
        if (header != null) {
            for (String l : header.split("\n")) {
                sb.append("# ").append(l).append('\n');
            }
        }
        String table = "";
        for (String line : toml.split("\n", -1)) {
            String t = line.strip();
            if (t.startsWith("[")) {
                table = t.replace("[", "").replace("]", "");
            } else {
                int eq = t.indexOf(" = ");
                if (eq > 0) {
                    String key = t.substring(0, eq);
                    String field = switch (table) {
                        case "endpoint" -> key;
                        case "endpoint.semantic" -> "semantic." + key;
                        case "endpoint.handler" -> "handler." + key;
                        default -> null;
                    };
                    String why = field == null ? null : review.get(field);
                    if (why != null) {
                        sb.append("# REVIEW: ")
                                .append(why.replaceAll("[\\r\\n]+", " "))
                                .append('\n');
                    }
                }
            }
            sb.append(line).append('\n');
        }
        sb.setLength(sb.length() - 1);
        return sb.toString();
    }
}

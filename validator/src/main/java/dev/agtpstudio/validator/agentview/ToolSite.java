package dev.agtpstudio.validator.agentview;

import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.Location;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.FieldSpec;
import dev.agtpstudio.core.model.SchemaForm;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.preview.source.SourceRef;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import java.util.List;

/**
 * Where one served tool is declared, and how a finding about a part of its schema is located there: the endpoint
 * TOML (a field table, or the declared JSON Schema) or the {@code .agis} endpoint the tool was projected from.
 */
final class ToolSite {
    /** Which schema of the tool a pointer is in: {@code inputSchema} or {@code outputSchema}. */
    enum Side {
        INPUT,
        OUTPUT
    }

    private final LoadedFile<?> file;
    private final Reporter out;
    private final SourceRef ref;

    ToolSite(LoadedFile<?> file, Reporter out, SourceRef ref) {
        this.file = file;
        this.out = out;
        this.ref = ref;
    }

    LoadedFile<?> file() {
        return file;
    }

    /** Reports at the endpoint the tool was projected from. */
    void reportTool(RuleInfo rule, String message) {
        out.reportAt(rule, rule.severity(), ref.range(), ref.keyPath(), message, List.of());
    }

    /** Reports at the tool's declared name ({@code mcp_tool_name} in AGIS), else at the endpoint. */
    void reportName(RuleInfo rule, String message) {
        String named = ref.keyPath() + "/semantic/mcp_tool_name";
        if (file.locations().get(named) != null) {
            out.report(rule, named, message);
        } else {
            reportTool(rule, message);
        }
    }

    /** Reports at the part of the declaration that produced {@code pointer} of the tool's {@code side} schema. */
    void report(RuleInfo rule, Side side, String pointer, String message, List<Fix> fixes) {
        out.report(rule, keyPath(side, pointer), message, fixes);
    }

    /** The key path in the source file that {@code pointer} of the projected {@code side} schema comes from. */
    String keyPath(Side side, String pointer) {
        if (file.model() instanceof EndpointDecl decl) {
            SchemaSpec spec = side == Side.INPUT ? decl.input() : decl.output();
            if (spec == null) {
                return decl.keyPath() == null ? "" : decl.keyPath();
            }
            if (spec.form() != SchemaForm.FIELD_TABLES) {
                return spec.keyPath() + pointer;
            }
            if (pointer.startsWith("/properties/")) {
                String rest = pointer.substring("/properties/".length());
                int slash = rest.indexOf('/');
                String name = slash < 0 ? rest : rest.substring(0, slash);
                for (FieldSpec f : spec.fields()) {
                    if (name.equals(f.name())) {
                        if (slash < 0) {
                            return f.keyPath();
                        }
                        // A keyword of the field table itself (format, enum), else of its inline `schema`.
                        String direct = f.keyPath() + rest.substring(slash);
                        return file.locations().get(direct) != null
                                ? direct
                                : f.keyPath() + "/schema" + rest.substring(slash);
                    }
                }
            }
            return spec.keyPath();
        }
        return ref.keyPath() + (side == Side.INPUT ? "/input" : "/output") + pointer;
    }

    /** The location of {@code pointer} of the projected {@code side} schema in the source, or null. */
    Location location(Side side, String pointer) {
        return file.locations().get(keyPath(side, pointer));
    }

    /** The field table that produced top-level property {@code name} of the input, or null (not a field table). */
    FieldSpec inputField(String name) {
        if (file.model() instanceof EndpointDecl decl
                && decl.input() != null
                && decl.input().form() == SchemaForm.FIELD_TABLES) {
            for (FieldSpec f : decl.input().fields()) {
                if (name.equals(f.name())) {
                    return f;
                }
            }
        }
        return null;
    }
}

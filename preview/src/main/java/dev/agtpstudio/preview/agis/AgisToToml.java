package dev.agtpstudio.preview.agis;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.core.model.AgisDocument.AgisSemantic;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.EndpointForm;
import dev.agtpstudio.core.model.FieldSpec;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.model.SchemaForm;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.core.model.Semantic;
import dev.agtpstudio.core.write.EndpointTomlWriter;
import dev.agtpstudio.core.write.SchemaTables;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Converts an AGIS document into endpoint declarations in the reference TOML form, one file per endpoint. AGIS has
 * no handler, namespace, scopes or deprecation; AGTP-API TOML has no parameter hints, state transitions or MCP
 * tool names. What one side cannot carry is listed per file in {@link Converted#dropped()}, never lost silently.
 */
public final class AgisToToml {
    private final MethodCatalog catalog;

    public AgisToToml(MethodCatalog catalog) {
        this.catalog = catalog;
    }

    /**
     * One converted endpoint: its file name, the declaration, its TOML text, what AGIS had that TOML lacks, and the
     * input fields that have no description (AGIS does not require one; the reference loader does, so the validator
     * reports each and the conversion says so rather than inventing text).
     */
    public record Converted(
            String fileName, EndpointDecl decl, String toml, List<String> dropped, List<String> undescribed) {
        public Converted {
            dropped = List.copyOf(dropped);
            undescribed = List.copyOf(undescribed);
        }
    }

    public List<Converted> convert(AgisDocument doc) {
        List<Converted> out = new ArrayList<>();
        Set<String> names = new HashSet<>();
        String domain = doc.vocabulary() == null
                ? null
                : doc.vocabulary().namespace() != null
                        ? doc.vocabulary().namespace()
                        : doc.vocabulary().domain();
        for (AgisEndpoint e : doc.endpoints() == null ? List.<AgisEndpoint>of() : doc.endpoints()) {
            List<String> dropped = new ArrayList<>();
            AgisSemantic s = e.semantic();
            if (s != null) {
                if (!s.parameterHints().isEmpty()) {
                    dropped.add("parameter_hints");
                }
                if (!s.stateTransition().isEmpty()) {
                    dropped.add("state_transition");
                }
                if (s.mcpToolName() != null) {
                    dropped.add("mcp_tool_name");
                }
            }
            if (!e.errorDescriptions().isEmpty()) {
                dropped.add("error descriptions");
            }
            String base = fileBase(e.method(), e.path());
            String name = base + ".toml";
            for (int i = 2; !names.add(name); i++) {
                name = base + "_" + i + ".toml";
            }
            SchemaSpec input = fields(e.input(), true, "/endpoint/input");
            EndpointDecl d = new EndpointDecl(
                    e.method(),
                    e.path(),
                    e.description() != null ? e.description() : s == null ? null : s.intent(),
                    domain,
                    semantic(e.method(), s),
                    input,
                    fields(e.output(), false, "/endpoint/output"),
                    e.errors() == null ? List.of() : e.errors(),
                    new HandlerBinding.RegisteredFunction("handlers." + base, "/endpoint/handler"),
                    List.of(),
                    null,
                    EndpointForm.REFERENCE,
                    "/endpoint");
            List<String> undescribed = input.fields().stream()
                    .filter(f -> f.description() == null || f.description().isBlank())
                    .map(FieldSpec::name)
                    .toList();
            out.add(new Converted(name, d, EndpointTomlWriter.write(d), dropped, undescribed));
        }
        return out;
    }

    private Semantic semantic(String method, AgisSemantic s) {
        if (s == null) {
            return null;
        }
        String capability = s.capability() != null
                ? s.capability()
                : method == null ? null : catalog.category(method).orElse(null);
        return new Semantic(
                s.intent(),
                s.actor(),
                s.outcome(),
                capability,
                s.confidenceGuidance(),
                s.impactTier(),
                s.isIdempotent() == null ? Boolean.FALSE : s.isIdempotent(),
                "/endpoint/semantic");
    }

    private static SchemaSpec fields(SchemaSpec spec, boolean input, String keyPath) {
        if (spec == null || spec.isAbsent()) {
            return new SchemaSpec(SchemaForm.FIELD_TABLES, List.of(), null, keyPath);
        }
        if (spec.form() == SchemaForm.SHORTHAND) {
            List<FieldSpec> fs = new ArrayList<>();
            for (FieldSpec f : spec.fields()) {
                fs.add(new FieldSpec(
                        f.name(),
                        f.type() == null ? "string" : f.type(),
                        f.description() == null ? "The " + f.name().replace('_', ' ') + "." : f.description(),
                        f.format(),
                        f.enumValues(),
                        f.schema(),
                        f.required(),
                        keyPath));
            }
            return new SchemaSpec(SchemaForm.FIELD_TABLES, fs, null, keyPath);
        }
        return SchemaTables.asFieldTables(spec, input, keyPath).orElse(spec);
    }

    /** {@code verb_segment_segment}, lowercase, templates as {@code by_name}: e.g. {@code cancel_reservations_by_id}. */
    static String fileBase(String method, String path) {
        return dev.agtpstudio.core.model.ToolNames.snake(method, path);
    }

    /** The files as name -> text, in document order. */
    public static Map<String, String> files(List<Converted> converted) {
        Map<String, String> m = new LinkedHashMap<>();
        converted.forEach(c -> m.put(c.fileName(), c.toml()));
        return m;
    }
}

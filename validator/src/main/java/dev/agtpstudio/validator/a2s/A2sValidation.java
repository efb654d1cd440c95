package dev.agtpstudio.validator.a2s;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.diag.TextEdit;
import dev.agtpstudio.core.text.LineIndex;
import dev.agtpstudio.core.text.TextRange;
import dev.agtpstudio.preview.A2sProjector;
import dev.agtpstudio.validator.RuleInfo;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The checks of one A2S capability document (docs/a2s.md): the header is complete, the checksum is the SHA-256 of
 * the RFC 8785 canonical JSON of the document without {@code checksum} (else an error at {@code checksum} whose fix
 * writes the right one), every {@code ${NAME}} is a capability input or an earlier step's output, and each step's
 * {@code definition} is valid for its {@code format} (OpenAPI through swagger-parser, with one path and operation).
 */
public final class A2sValidation {
    public static final String SPEC = "A2S \"Creating Capabilities\"";
    public static final String HEADER = "a2s/header";
    public static final String CHECKSUM = "a2s/checksum";
    public static final String PLACEHOLDER = "a2s/placeholder";
    public static final String DEFINITION = "a2s/definition";
    static final List<String> HEADER_FIELDS = List.of("a2s", "name", "description", "domains", "version", "checksum");
    private static final Pattern VAR = Pattern.compile("\\$\\{([^}]*)}");
    /** JSON as written by {@code manifest --projection a2s --out}. */
    public static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    /** Strings stay quoted, so a YAML document reads back as the JSON data model it was written from ("1" is no number). */
    public static final YAMLMapper YAML = YAMLMapper.builder()
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
            .build();
    /** The rules of this check, for reports and rule links. */
    public static final List<RuleInfo> RULES = List.of(
            new RuleInfo(
                    HEADER,
                    Severity.ERROR,
                    Passes.GENERAL,
                    SPEC,
                    "The capability header and execution steps are present"),
            new RuleInfo(
                    CHECKSUM,
                    Severity.ERROR,
                    Passes.GENERAL,
                    SPEC,
                    "checksum is the SHA-256 of the document without it"),
            new RuleInfo(
                    PLACEHOLDER,
                    Severity.ERROR,
                    Passes.GENERAL,
                    SPEC,
                    "Every ${NAME} is an input or an earlier step's output"),
            new RuleInfo(
                    DEFINITION, Severity.ERROR, Passes.GENERAL, SPEC, "Each step's definition is valid for its format"),
            new RuleInfo(ParseRules.SYNTAX, Severity.ERROR, Passes.GENERAL, "", "The file parses"));

    private final Path file;
    private final String text;
    private final boolean yaml;
    private final List<Diagnostic> out = new ArrayList<>();

    private A2sValidation(Path file, String text) {
        this.file = file;
        this.text = text;
        this.yaml = isYaml(file);
    }

    /** Whether {@code file} is named as an A2S capability document ({@code NAME.a2s.json}, {@code NAME.a2s.yaml}). */
    public static boolean isA2s(Path file) {
        String n = file == null || file.getFileName() == null
                ? ""
                : file.getFileName().toString();
        return n.endsWith(A2sProjector.JSON_SUFFIX) || n.endsWith(A2sProjector.YAML_SUFFIX);
    }

    public static boolean isYaml(Path file) {
        return file.getFileName().toString().endsWith(A2sProjector.YAML_SUFFIX);
    }

    /** The document's data model (YAML or JSON by its name); the text must have validated. */
    public static JsonNode read(Path file, String text) throws JsonProcessingException {
        return (isYaml(file) ? YAML : JSON).readTree(text);
    }

    /** The findings of the A2S document {@code text} read from {@code file}; empty when it verifies. */
    public static List<Diagnostic> validate(Path file, String text) {
        return new A2sValidation(file, text).run();
    }

    private List<Diagnostic> run() {
        JsonNode doc;
        try {
            doc = (yaml ? YAML : JSON).readTree(text);
        } catch (JsonProcessingException e) {
            String m = e.getOriginalMessage();
            add(ParseRules.SYNTAX, "", TextRange.FILE_START, "The A2S document does not parse: " + m, null);
            return out;
        }
        if (doc == null || !doc.isObject()) {
            add(
                    HEADER,
                    "",
                    TextRange.FILE_START,
                    "An A2S document is one object: the capability (A2S \"Capability Header\")",
                    null);
            return out;
        }
        for (String f : HEADER_FIELDS) {
            if (!doc.hasNonNull(f)) {
                add(
                        HEADER,
                        "/" + f,
                        TextRange.FILE_START,
                        "The capability header has no `" + f
                                + "` (A2S \"Capability Header\": a2s, name, description, domains, version, checksum)",
                        null);
            }
        }
        checksum(doc);
        JsonNode steps = doc.at("/execution/steps");
        if (!steps.isArray() || steps.isEmpty()) {
            add(
                    HEADER,
                    "/execution/steps",
                    TextRange.FILE_START,
                    "The capability has no `execution.steps`" + " (A2S \"Execution Section\")",
                    null);
            return out;
        }
        Set<String> known = new LinkedHashSet<>();
        doc.path("inputs").forEach(n -> known.add(n.asText()));
        for (int i = 0; i < steps.size(); i++) {
            JsonNode st = steps.get(i);
            String at = "/execution/steps/" + i;
            placeholders(st.path("input_template"), at + "/input_template", known);
            definition(st, at);
            st.path("output_mapping").fieldNames().forEachRemaining(known::add);
        }
        return out;
    }

    private void checksum(JsonNode doc) {
        if (!doc.hasNonNull("checksum")) {
            return;
        }
        String want = A2sProjector.checksum(doc);
        String have = doc.path("checksum").asText();
        if (want.equals(have)) {
            return;
        }
        Matcher m = Pattern.compile(
                        yaml
                                ? "(?m)^checksum:[ \\t]*(\\S.*?)[ \\t]*$"
                                : "\"checksum\"\\s*:\\s*(\"(?:[^\"\\\\]|\\\\.)*\")")
                .matcher(text);
        TextRange r = TextRange.FILE_START;
        Fix fix = null;
        if (m.find()) {
            r = LineIndex.of(text).range(m.start(1), m.end(1));
            fix = Fix.of("Recompute the checksum", new TextEdit(m.start(1), m.end(1), "\"" + want + "\""));
        }
        add(
                CHECKSUM,
                "/checksum",
                r,
                "checksum " + have + " is not the SHA-256 of this document without its checksum"
                        + " (RFC 8785 canonical JSON; A2S \"Capability Header\"): it was edited after the checksum was computed."
                        + " If the edit is intended, the checksum is " + want,
                fix);
    }

    private void placeholders(JsonNode template, String at, Set<String> known) {
        Matcher m = VAR.matcher(template.toString());
        while (m.find()) {
            String name = m.group(1);
            if (!known.contains(name)) {
                int pos = text.indexOf("${" + name + "}");
                TextRange r =
                        pos < 0 ? TextRange.FILE_START : LineIndex.of(text).range(pos, pos + name.length() + 3);
                add(
                        PLACEHOLDER,
                        at,
                        r,
                        "${" + name + "} is neither an input of the capability (`inputs`) nor the"
                                + " output_mapping of an earlier step (A2S \"Best Practices\": consistent ${VARIABLE_NAME})",
                        null);
            }
        }
    }

    private void definition(JsonNode st, String at) {
        stepStart = stepStart(st.path("id").asText(""));
        String format = st.path("format").asText("");
        JsonNode def = st.path("definition");
        String where = "step " + st.path("id").asText(at) + ": ";
        if (!def.isObject()) {
            add(DEFINITION, at + "/definition", locate("definition"), where + "no `definition` object", null);
            return;
        }
        switch (format) {
            case "OpenAPI" -> openApi(def, at, where);
            case "GraphQL" -> {
                if (!def.path("query").isTextual() || !def.path("endpoint").isTextual()) {
                    add(
                            DEFINITION,
                            at + "/definition",
                            locate("definition"),
                            where
                                    + "a GraphQL definition has an `endpoint` and a `query` (A2S \"Dynamic Protocol Support\")",
                            null);
                }
            }
            case "AsyncAPI" -> {
                if (!def.path("asyncapi").isTextual()) {
                    add(
                            DEFINITION,
                            at + "/definition",
                            locate("definition"),
                            where + "an AsyncAPI definition declares `asyncapi` (its version)",
                            null);
                }
            }
            case "Custom" -> {}
            default ->
                add(
                        DEFINITION,
                        at + "/format",
                        locate("format"),
                        where + "format `" + format
                                + "` is not one of OpenAPI, GraphQL, AsyncAPI, Custom (A2S \"Dynamic Protocol Support\")",
                        null);
        }
    }

    private void openApi(JsonNode def, String at, String where) {
        ParseOptions po = new ParseOptions();
        po.setResolve(false);
        SwaggerParseResult r = new OpenAPIV3Parser().readContents(def.toString(), null, po);
        List<String> problems = new ArrayList<>(r.getMessages() == null ? List.of() : r.getMessages());
        if (r.getOpenAPI() == null) {
            problems.add("not an OpenAPI 3 document");
        } else {
            int ops = 0;
            for (JsonNode item : def.path("paths")) {
                for (String k : List.of("get", "put", "post", "delete", "options", "head", "patch", "trace")) {
                    ops += item.has(k) ? 1 : 0;
                }
            }
            if (ops != 1) {
                problems.add("it has " + ops + " operations; an OpenAPI step carries only its own path and operation"
                        + " (A2S \"Execution Steps with Individual Formats\")");
            }
        }
        for (String p : problems) {
            add(
                    DEFINITION,
                    at + "/definition",
                    locate("openapi"),
                    where + "the OpenAPI definition is not valid: " + p,
                    null);
        }
    }

    /** Where the current step's {@code id} is written (its definition follows), or the file start. */
    private int stepStart;

    private int stepStart(String id) {
        Matcher m = Pattern.compile(
                        yaml
                                ? "(?m)^\\s*-?\\s*id:\\s*\"?" + Pattern.quote(id) + "\"?\\s*$"
                                : "\"id\"\\s*:\\s*\"" + Pattern.quote(id) + "\"")
                .matcher(text);
        return m.find() ? m.start() : 0;
    }

    /** The first occurrence of key {@code k} in the current step (from its id on), or the file start. */
    private TextRange locate(String k) {
        Matcher m = Pattern.compile(yaml ? "(?m)^\\s*-?\\s*" + k + ":" : "\"" + k + "\"\\s*:")
                .matcher(text);
        return m.find(stepStart) ? LineIndex.of(text).range(m.start(), m.end()) : TextRange.FILE_START;
    }

    private void add(String rule, String keyPath, TextRange r, String message, Fix fix) {
        out.add(Diagnostic.builder(rule, Severity.ERROR, message)
                .file(file)
                .range(r)
                .keyPath(keyPath)
                .spec(SPEC)
                .fix(fix)
                .build());
    }
}

package dev.agtpstudio.validator.agis;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.core.model.FieldSpec;
import dev.agtpstudio.core.model.SchemaForm;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.support.Words;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Pass 8, schema completeness (AGIS §7, §9.1): every endpoint has input, output and errors; declared JSON Schemas
 * are valid Draft 2020-12 objects and resolve their local references; the input tells required from optional
 * parameters; error conditions are named specifically.
 */
public final class SchemaCompletenessPass implements AgisPass {
    static final RuleInfo MISSING_CONTRACT = AgisRule.of(
            "p8-missing-contract", Severity.ERROR, 8, "AGIS §7", "An endpoint lacks its input, output or errors block");
    static final RuleInfo INVALID_SCHEMA = AgisRule.of(
            "p8-invalid-schema",
            Severity.ERROR,
            8,
            "AGIS §7, §9.1",
            "An input or output is not a valid JSON Schema (Draft 2020-12)");
    static final RuleInfo INPUT_NOT_OBJECT =
            AgisRule.of("p8-input-not-object", Severity.ERROR, 8, "AGIS §7", "The input schema is not of type object");
    static final RuleInfo UNRESOLVED_REF = AgisRule.of(
            "p8-unresolved-ref",
            Severity.ERROR,
            8,
            "AGIS §8.1",
            "A $ref points to a shared schema the document does not define");
    static final RuleInfo REQUIRED_ARRAY = AgisRule.of(
            "p8-required-array",
            Severity.ERROR,
            8,
            "AGIS §7",
            "The input does not distinguish required from optional parameters");
    static final RuleInfo PARAMETER_NAME = AgisRule.of(
            "p8-parameter-name", Severity.WARNING, 8, "AGIS §7", "An input parameter name is not snake_case");
    static final RuleInfo GENERIC_ERROR = AgisRule.of(
            "p8-generic-error",
            Severity.ERROR,
            8,
            "AGIS §7",
            "An error condition has a generic name such as error or failure");
    static final RuleInfo ERROR_NAME = AgisRule.of(
            "p8-error-name", Severity.WARNING, 8, "AGIS §7", "An error name is not snake_case, or is listed twice");
    static final RuleInfo EMPTY_ERRORS =
            AgisRule.of("p8-empty-errors", Severity.WARNING, 8, "AGIS §7", "The errors list is empty");

    static final Set<String> GENERIC = Set.of(
            "error",
            "errors",
            "failure",
            "failed",
            "fail",
            "unknown",
            "unknown_error",
            "generic_error",
            "exception",
            "problem",
            "bad",
            "invalid",
            "internal",
            "internal_error",
            "server_error",
            "oops",
            "other",
            "misc",
            "default");

    private final MetaSchemaCheck meta;

    public SchemaCompletenessPass() {
        this(new MetaSchemaCheck());
    }

    public SchemaCompletenessPass(MetaSchemaCheck meta) {
        this.meta = meta;
    }

    @Override
    public int number() {
        return 8;
    }

    @Override
    public List<RuleInfo> rules() {
        return List.of(
                MISSING_CONTRACT,
                INVALID_SCHEMA,
                INPUT_NOT_OBJECT,
                UNRESOLVED_REF,
                REQUIRED_ARRAY,
                PARAMETER_NAME,
                GENERIC_ERROR,
                ERROR_NAME,
                EMPTY_ERRORS);
    }

    @Override
    public void document(AgisRun run) {
        run.doc().schemas().forEach((name, schema) -> {
            String key = AgisRun.child("/schemas", name);
            Set<String> at = new HashSet<>();
            for (MetaSchemaCheck.Problem p : meta.check(schema).stream()
                    .filter(p -> at.add(p.pointer()))
                    .limit(5)
                    .toList()) {
                run.out()
                        .report(
                                INVALID_SCHEMA,
                                key + p.pointer(),
                                "shared schema `" + name + "` is not a valid Draft 2020-12 schema: " + p.message());
            }
        });
    }

    @Override
    public void endpoint(AgisRun run, int index, AgisEndpoint ep) {
        contract(run, ep, "input", ep.input(), true);
        contract(run, ep, "output", ep.output(), false);
        errors(run, ep);
    }

    private void contract(AgisRun run, AgisEndpoint ep, String name, SchemaSpec spec, boolean input) {
        String key = spec != null && spec.keyPath() != null ? spec.keyPath() : ep.fieldPath(name);
        if (spec == null || spec.isAbsent()) {
            run.out()
                    .reportAt(
                            MISSING_CONTRACT,
                            MISSING_CONTRACT.severity(),
                            run.rangeOr(key, ep.fieldPath("method")),
                            key,
                            SemanticCompletenessPass.label(ep) + " has no `" + name
                                    + "`: declare it as a JSON Schema object"
                                    + (input
                                            ? " (type: object, properties, required)"
                                            : " describing a successful response")
                                    + ", or as the shorthand {required: [...], optional: [...]}",
                            List.of());
            return;
        }
        if (spec.form() == SchemaForm.JSON_SCHEMA && spec.jsonSchema() != null) {
            JsonNode s = spec.jsonSchema();
            List<MetaSchemaCheck.Problem> problems = meta.check(s);
            Set<String> at = new HashSet<>();
            for (MetaSchemaCheck.Problem p :
                    problems.stream().filter(p -> at.add(p.pointer())).limit(5).toList()) {
                run.out()
                        .report(
                                INVALID_SCHEMA,
                                key + p.pointer(),
                                name + " of " + SemanticCompletenessPass.label(ep)
                                        + " is not a valid Draft 2020-12 schema: " + p.message());
            }
            refs(run, key, s);
            if (input && s.isObject()) {
                inputShape(run, ep, key, s);
            }
        }
        if (input) {
            for (FieldSpec f : spec.fields()) {
                if (f.name() != null && !Words.isSnakeCase(f.name())) {
                    String fk = f.keyPath() != null ? f.keyPath() : key;
                    run.out()
                            .reportKey(
                                    PARAMETER_NAME,
                                    fk,
                                    "input parameter `" + f.name() + "` is not snake_case; AGIS parameter names "
                                            + "SHOULD use snake_case, e.g. `" + snake(f.name()) + "`");
                }
            }
        }
    }

    private void inputShape(AgisRun run, AgisEndpoint ep, String key, JsonNode s) {
        JsonNode type = s.get("type");
        if (type != null && !(type.isTextual() && type.asText().equals("object"))) {
            run.out()
                    .report(
                            INPUT_NOT_OBJECT,
                            key + "/type",
                            "input of " + SemanticCompletenessPass.label(ep) + " has type " + type
                                    + "; the input is an object of named parameters: use type: object");
        }
        JsonNode props = s.get("properties");
        if (props != null && props.isObject() && !props.isEmpty() && !s.has("required")) {
            run.out()
                    .reportKey(
                            REQUIRED_ARRAY,
                            key + "/properties",
                            "input of " + SemanticCompletenessPass.label(ep)
                                    + " declares properties but no `required` array; AGIS inputs MUST tell required from optional parameters: list the "
                                    + "required ones (or write required: [] when all are optional)");
        }
    }

    private static void refs(AgisRun run, String key, JsonNode s) {
        walk(s, new StringBuilder(key), (node, at) -> {
            JsonNode ref = node.get("$ref");
            if (ref != null && ref.isTextual()) {
                String r = ref.asText();
                String prefix = "#/schemas/";
                if (r.startsWith(prefix)) {
                    String name = r.substring(prefix.length()).split("/")[0];
                    if (!run.doc().schemas().containsKey(name)) {
                        run.out()
                                .report(
                                        UNRESOLVED_REF,
                                        at + "/$ref",
                                        "$ref `" + r + "` names the shared schema `" + name
                                                + "`, which the top-level `schemas` block does not define"
                                                + (run.doc().schemas().isEmpty()
                                                        ? ""
                                                        : " (defined: "
                                                                + String.join(
                                                                        ", ",
                                                                        run.doc()
                                                                                .schemas()
                                                                                .keySet()) + ")"));
                    }
                }
            }
        });
    }

    private interface Visitor {
        void visit(JsonNode node, CharSequence at);
    }

    /**
     * Visits every object in {@code n}; {@code at} holds the key path of the node visited (made into a string only by
     * a visitor that reports: every schema of a large document is walked on every live run).
     */
    private static void walk(JsonNode n, StringBuilder at, Visitor v) {
        if (n == null || !n.isContainerNode()) {
            return;
        }
        int length = at.length();
        if (n.isObject()) {
            v.visit(n, at);
            for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> f = it.next();
                String name = f.getKey();
                at.append('/')
                        .append(
                                name.indexOf('~') < 0 && name.indexOf('/') < 0
                                        ? name
                                        : name.replace("~", "~0").replace("/", "~1"));
                walk(f.getValue(), at, v);
                at.setLength(length);
            }
        } else {
            for (int i = 0; i < n.size(); i++) {
                walk(n.get(i), at.append('/').append(i), v);
                at.setLength(length);
            }
        }
    }

    private static void errors(AgisRun run, AgisEndpoint ep) {
        String key = ep.fieldPath("errors");
        List<String> errs = ep.errors();
        if (errs == null) {
            run.out()
                    .reportAt(
                            MISSING_CONTRACT,
                            MISSING_CONTRACT.severity(),
                            run.rangeOr(key, ep.fieldPath("method")),
                            key,
                            SemanticCompletenessPass.label(ep)
                                    + " has no `errors`: list the named error conditions it may return, e.g. "
                                    + "[reservation_unavailable, invalid_datetime]",
                            List.of());
            return;
        }
        if (errs.isEmpty()) {
            run.out()
                    .report(
                            EMPTY_ERRORS,
                            key,
                            "errors of " + SemanticCompletenessPass.label(ep)
                                    + " is empty; name the conditions it may return (e.g. not_found, invalid_datetime)");
            return;
        }
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < errs.size(); i++) {
            String e = errs.get(i);
            String ek = key + "/" + i;
            if (e == null || e.isBlank()) {
                run.out()
                        .report(
                                ERROR_NAME,
                                ek,
                                "error " + i + " of " + SemanticCompletenessPass.label(ep) + " has no name");
            } else if (GENERIC.contains(e.strip().toLowerCase(java.util.Locale.ROOT))) {
                run.out()
                        .report(
                                GENERIC_ERROR,
                                ek,
                                "error `" + e + "` is generic; AGIS requires specific descriptive names such as "
                                        + "reservation_unavailable or restaurant_not_found");
            } else if (!Words.isSnakeCase(e)) {
                run.out().report(ERROR_NAME, ek, "error `" + e + "` is not snake_case; write `" + snake(e) + "`");
            } else if (!seen.add(e)) {
                run.out().report(ERROR_NAME, ek, "error `" + e + "` is listed twice; keep one");
            }
        }
    }

    static String snake(String s) {
        return s.strip()
                .replaceAll("([a-z0-9])([A-Z])", "$1_$2")
                .replaceAll("[^A-Za-z0-9]+", "_")
                .replaceAll("^_+|_+$", "")
                .toLowerCase(java.util.Locale.ROOT);
    }
}

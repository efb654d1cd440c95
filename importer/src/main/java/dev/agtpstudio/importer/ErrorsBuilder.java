package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.validator.support.Words;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** One named error per documented non-2xx status, plus the five upstream codes (AGTP-API §12.3), and the error_map. */
public final class ErrorsBuilder {
    private static final Map<String, String> REASONS = Map.ofEntries(
            Map.entry("400", "bad_request"),
            Map.entry("401", "unauthorized"),
            Map.entry("402", "payment_required"),
            Map.entry("403", "forbidden"),
            Map.entry("404", "not_found"),
            Map.entry("405", "method_not_allowed"),
            Map.entry("406", "not_acceptable"),
            Map.entry("408", "request_timeout"),
            Map.entry("409", "conflict"),
            Map.entry("410", "gone"),
            Map.entry("412", "precondition_failed"),
            Map.entry("413", "payload_too_large"),
            Map.entry("415", "unsupported_media_type"),
            Map.entry("422", "unprocessable_input"),
            Map.entry("429", "too_many_requests"),
            Map.entry("500", "internal_server_error"),
            Map.entry("501", "not_implemented"),
            Map.entry("502", "bad_gateway"),
            Map.entry("503", "service_unavailable"),
            Map.entry("504", "gateway_timeout"));
    private static final Set<String> GENERIC = Set.of(
            "error",
            "unexpected_error",
            "failure",
            "failed",
            "ok",
            "default_error",
            "error_response",
            "unexpected_error_default",
            "bad_request",
            "not_found",
            "");

    /** @param errorMap status -> name, in status order; {@code errors} the named ones then the five upstream codes */
    public record Result(List<String> errors, Map<String, String> errorMap) {}

    public Result build(SpecOperation op, RefResolver refs, List<Flag> flags) {
        TreeSet<String> codes = new TreeSet<>();
        for (Iterator<String> it = op.node().path("responses").fieldNames(); it.hasNext(); ) {
            String c = it.next();
            if (c.matches("[13-5][0-9][0-9]")) {
                codes.add(c);
            }
        }
        List<String> errors = new ArrayList<>();
        Map<String, String> map = new LinkedHashMap<>();
        for (String c : codes) {
            JsonNode r = refs.deref(op.node().path("responses").get(c), flags, "errors");
            String name = slug(r.path("description").asText(""));
            if (GENERIC.contains(name) || name.split("_").length > 6) {
                name = REASONS.getOrDefault(c, "status_" + c);
            }
            if (errors.contains(name) || HandlerBinding.UPSTREAM_ERRORS.contains(name)) {
                name = name + "_" + c;
            }
            errors.add(name);
            map.put(c, name);
        }
        errors.addAll(HandlerBinding.UPSTREAM_ERRORS);
        return new Result(errors, map);
    }

    static String slug(String description) {
        String first = description.strip();
        int dot = first.indexOf(". ");
        if (dot > 0) {
            first = first.substring(0, dot);
        }
        first = first.replaceAll("[.!]+$", "");
        String s = Words.toSnakeCase(first);
        return s.startsWith("x_") ? "" : s;
    }
}

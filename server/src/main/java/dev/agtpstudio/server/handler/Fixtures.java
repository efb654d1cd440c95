package dev.agtpstudio.server.handler;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.server.wire.Headers;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Scripted answers for a registered_function endpoint, read from {@code <endpoint-file>.fixtures.json} next to the
 * endpoint TOML (docs/decisions/0047):
 * <pre>{"cases": [{"name": "suite sold out", "when": {"input": {"room_type": "suite"}, "headers": {"Agent-ID": "x"}},
 *                 "error": {"code": "room_unavailable", "message": "...", "details": {}}},
 *                {"name": "default", "response": {...}}]}</pre>
 * A {@code when.input} value matches by JSON equality, or is {@code {"$regex": "..."}} / {@code {"$exists": bool}}.
 * Cases are tried in order; the first match answers.
 */
public final class Fixtures {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One case: exactly one of {@code response} and {@code error} is set. */
    public record Case(
            String name,
            JsonNode inputMatch,
            Map<String, String> headerMatch,
            JsonNode response,
            String errorCode,
            String errorMessage,
            JsonNode errorDetails) {}

    private final List<Case> cases;

    public Fixtures(List<Case> cases) {
        this.cases = List.copyOf(cases);
    }

    public List<Case> cases() {
        return cases;
    }

    /** The fixtures file that belongs to {@code endpointFile}. */
    public static Path fileFor(Path endpointFile) {
        String name = endpointFile.getFileName().toString();
        String stem = name.endsWith(".toml") ? name.substring(0, name.length() - 5) : name;
        return endpointFile.resolveSibling(stem + ".fixtures.json");
    }

    /** Reads fixtures; an IllegalArgumentException names what is wrong and where. */
    public static Fixtures read(Path file) throws IOException {
        JsonNode root;
        try {
            root = JSON.readTree(Files.readString(file));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalArgumentException(file.getFileName() + ": not JSON (line "
                    + e.getLocation().getLineNr() + "): " + e.getOriginalMessage());
        }
        if (root == null || !root.path("cases").isArray()) {
            throw new IllegalArgumentException(file.getFileName() + ": expected an object with a \"cases\" array");
        }
        List<Case> out = new ArrayList<>();
        int i = 0;
        for (JsonNode c : root.get("cases")) {
            String where = file.getFileName() + ": /cases/" + i++;
            boolean hasResp = c.has("response");
            boolean hasErr = c.path("error").isObject();
            if (hasResp == hasErr) {
                throw new IllegalArgumentException(where + ": needs exactly one of \"response\" and \"error\"");
            }
            if (hasErr && !c.path("error").path("code").isTextual()) {
                throw new IllegalArgumentException(where + "/error: needs a string \"code\"");
            }
            JsonNode when = c.path("when");
            Map<String, String> hm = new java.util.LinkedHashMap<>();
            when.path("headers")
                    .fields()
                    .forEachRemaining(e -> hm.put(e.getKey(), e.getValue().asText()));
            JsonNode im = when.path("input");
            if (!im.isMissingNode() && !im.isObject()) {
                throw new IllegalArgumentException(where + "/when/input: must be an object");
            }
            checkRegexes(im, where);
            out.add(new Case(
                    c.path("name").asText("case " + (i - 1)),
                    im.isObject() ? im : null,
                    hm,
                    hasResp ? c.get("response") : null,
                    hasErr ? c.get("error").get("code").asText() : null,
                    hasErr
                            ? c.get("error")
                                    .path("message")
                                    .asText(c.get("error").get("code").asText())
                            : null,
                    hasErr ? c.get("error").get("details") : null));
        }
        return new Fixtures(out);
    }

    private static void checkRegexes(JsonNode im, String where) {
        if (im == null || !im.isObject()) {
            return;
        }
        im.fields().forEachRemaining(e -> {
            if (e.getValue().path("$regex").isTextual()) {
                try {
                    Pattern.compile(e.getValue().get("$regex").asText());
                } catch (PatternSyntaxException x) {
                    throw new IllegalArgumentException(
                            where + "/when/input/" + e.getKey() + ": bad $regex: " + x.getDescription());
                }
            }
        });
    }

    public Optional<Case> match(JsonNode input, Headers headers) {
        for (Case c : cases) {
            if (matchesInput(c.inputMatch(), input) && matchesHeaders(c.headerMatch(), headers)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }

    private static boolean matchesHeaders(Map<String, String> want, Headers headers) {
        for (Map.Entry<String, String> e : want.entrySet()) {
            if (!headers.get(e.getKey()).map(v -> v.equals(e.getValue())).orElse(false)) {
                return false;
            }
        }
        return true;
    }

    private static boolean matchesInput(JsonNode want, JsonNode input) {
        if (want == null) {
            return true;
        }
        Iterator<Map.Entry<String, JsonNode>> it = want.fields();
        while (it.hasNext()) {
            Map.Entry<String, JsonNode> e = it.next();
            JsonNode actual = input.get(e.getKey());
            JsonNode w = e.getValue();
            if (w.isObject() && w.size() == 1 && w.has("$exists")) {
                if ((actual != null) != w.get("$exists").asBoolean()) {
                    return false;
                }
            } else if (w.isObject() && w.size() == 1 && w.path("$regex").isTextual()) {
                if (actual == null
                        || !actual.isValueNode()
                        || !Pattern.compile(w.get("$regex").asText())
                                .matcher(actual.asText())
                                .find()) {
                    return false;
                }
            } else if (actual == null || !actual.equals(w)) {
                return false;
            }
        }
        return true;
    }
}

package dev.agtpstudio.conformance;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.net.BoundedHttp;
import dev.agtpstudio.core.net.Deadline;
import dev.agtpstudio.core.text.TextRange;
import dev.agtpstudio.server.client.ClientAddress;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code agtp-studio validate manifest.json} and {@code validate --manifest URL-or-host:port}: a published manifest
 * against the manifest schema (AGTP-API §8), as diagnostics of rule {@value #RULE}.
 */
public final class ManifestValidation {
    public static final String RULE = "manifest/schema";
    public static final String SPEC = "AGTP-API §8";

    private ManifestValidation() {
    }

    /**
     * The mapper, made on first use: {@code validate DIR} asks {@link #looksLikeManifest} of every argument, and a
     * first {@code ObjectMapper} costs a cold run about a fifth of its main thread (docs/decisions/0251).
     */
    private static final class Json {
        static final ObjectMapper MAPPER = new ObjectMapper();
    }

    /** A manifest's text and where it came from ({@code file} null when fetched). */
    public record Source(String label, Path file, String text) {
    }

    /** Whether {@code file} looks like a manifest: a JSON object carrying {@code agtp_version} (cheap sniff). */
    public static boolean looksLikeManifest(Path file) {
        if (!file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json") || !Files.isRegularFile(file)) {
            return false;
        }
        try {
            JsonNode n = Json.MAPPER.readTree(file.toFile());
            return n != null && n.isObject() && n.has("agtp_version");
        } catch (IOException e) {
            return false;
        }
    }

    public static Source read(Path file) throws IOException {
        return new Source(file.toString(), file.toAbsolutePath(), Files.readString(file, StandardCharsets.UTF_8));
    }

    /** The schemes {@code validate --manifest} takes; anything else is refused before a connection is made. */
    public static final Set<String> SCHEMES = Set.of("http", "https", "agtp");
    /** The largest manifest read; a longer answer is refused unread (docs/decisions/0440). */
    public static final int MAX_BYTES = 16 * 1024 * 1024;

    /**
     * Fetches a published manifest within {@code timeout} (the whole fetch) and {@link #MAX_BYTES}:
     * {@code http(s)://...} with an HTTP GET; {@code agtp://host[:port]} or {@code host:port} with DISCOVER and no
     * Agent-ID (AGTP-API §8.10). Throws {@link IllegalArgumentException} for an unsupported scheme or a host that is
     * not a host name.
     */
    public static Source fetch(String where, Duration timeout) throws IOException {
        String scheme = ClientAddress.schemeOf(where.trim());
        ClientAddress.requireScheme(where.trim(), SCHEMES);
        if ("http".equals(scheme) || "https".equals(scheme)) {
            URI uri = ClientAddress.uri(where.trim(), Set.of("http", "https"));
            byte[] body = BoundedHttp.get(uri, Deadline.after(timeout), MAX_BYTES);
            return new Source(where, null, new String(body, StandardCharsets.UTF_8));
        }
        Target t = Target.parse(where, false, false);
        CheckOptions opts = CheckOptions.defaults().withTimeout(timeout);
        try {
            ServedManifest m = ManifestFetch.fetch(new Probe(t, opts), new Requests(opts, t.host()));
            return new Source("agtp://" + t, null, m.sent().exchange().bodyText());
        } catch (ManifestFetch.Unreachable e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    /** Parse errors (located) or schema violations (keyed by their JSON pointer), or nothing when the manifest is valid. */
    public static List<Diagnostic> validate(Source s) {
        JsonNode doc;
        try {
            doc = Json.MAPPER.readTree(s.text());
        } catch (JsonProcessingException e) {
            JsonLocation l = e.getLocation();
            int line = l == null ? 1 : Math.max(1, l.getLineNr());
            int col = l == null ? 1 : Math.max(1, l.getColumnNr());
            int off = l == null ? 0 : (int) Math.max(0, l.getCharOffset());
            return List.of(Diagnostic.builder(ParseRules.SYNTAX, Severity.ERROR, s.label() + " is not JSON: " + e.getOriginalMessage())
                    .file(s.file()).range(new TextRange(off, off, line, col, line, col)).spec(SPEC).build());
        }
        List<Diagnostic> out = new ArrayList<>();
        if (doc == null || !doc.isObject()) {
            out.add(Diagnostic.builder(RULE, Severity.ERROR, "a manifest is a JSON object").file(s.file()).spec(SPEC).build());
            return out;
        }
        for (String v : JsonSchemas.manifestViolations(doc)) {
            int colon = v.indexOf(": ");
            String pointer = colon < 0 ? "" : v.substring(0, colon);
            out.add(Diagnostic.builder(RULE, Severity.ERROR, "manifest " + v).file(s.file())
                    .keyPath("(root)".equals(pointer) ? "" : pointer).spec(SPEC).build());
        }
        return out;
    }
}

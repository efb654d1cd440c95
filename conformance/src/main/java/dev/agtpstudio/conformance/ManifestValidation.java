package dev.agtpstudio.conformance;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.nimbusds.jose.jwk.JWKSet;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.net.BoundedHttp;
import dev.agtpstudio.core.net.Deadline;
import dev.agtpstudio.core.text.LineIndex;
import dev.agtpstudio.core.text.TextRange;
import dev.agtpstudio.preview.sign.ManifestSignature;
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
    /** The signature does not verify against the trusted keys (an error). */
    public static final String SIGNATURE_RULE = "manifest/signature";
    /** The manifest carries no signature (a warning, as AGTP-API §8.8 asks of clients). */
    public static final String UNSIGNED_RULE = "manifest/unsigned";

    private ManifestValidation() {}

    /**
     * The mapper, made on first use: {@code validate DIR} asks {@link #looksLikeManifest} of every argument, and a
     * first {@code ObjectMapper} costs a cold run about a fifth of its main thread (docs/decisions/0251).
     */
    private static final class Json {
        static final ObjectMapper MAPPER = new ObjectMapper();
    }

    /** A manifest's text and where it came from ({@code file} null when fetched). */
    public record Source(String label, Path file, String text) {}

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
        return validate(s, null);
    }

    /**
     * {@link #validate(Source)} plus the signature (AGTP-API §8.8): an unsigned manifest is a {@value #UNSIGNED_RULE}
     * warning; with {@code trust} (the keys of {@code --trust}), a signature that does not verify is a
     * {@value #SIGNATURE_RULE} error saying why (tampered, wrong key, unknown kid, not a JWS).
     */
    public static List<Diagnostic> validate(Source s, JWKSet trust) {
        List<Diagnostic> out = new ArrayList<>(schema(s));
        if (!out.isEmpty() && out.get(0).ruleId().equals(ParseRules.SYNTAX)) {
            return out;
        }
        JsonNode doc = parse(s.text());
        if (doc == null || !doc.isObject()) {
            return out;
        }
        ManifestSignature.Verification v = ManifestSignature.verify(doc, trust == null ? new JWKSet() : trust);
        if (v.status() == ManifestSignature.Status.UNSIGNED) {
            out.add(Diagnostic.builder(UNSIGNED_RULE, Severity.WARNING, v.message())
                    .file(s.file())
                    .range(signatureAt(s.text()))
                    .keyPath("/" + ManifestSignature.FIELD)
                    .spec(ManifestSignature.SPEC)
                    .build());
        } else if (trust != null && v.status().isError()) {
            out.add(Diagnostic.builder(SIGNATURE_RULE, Severity.ERROR, v.message())
                    .file(s.file())
                    .range(signatureAt(s.text()))
                    .keyPath("/" + ManifestSignature.FIELD)
                    .spec(ManifestSignature.SPEC)
                    .build());
        }
        return out;
    }

    /** Where the {@code manifest_signature} member is written (its last occurrence: it closes the manifest), or 1:1. */
    private static TextRange signatureAt(String text) {
        int at = text.lastIndexOf("\"" + ManifestSignature.FIELD + "\"");
        return at < 0 ? TextRange.FILE_START : LineIndex.of(text).range(at, at + ManifestSignature.FIELD.length() + 2);
    }

    private static JsonNode parse(String text) {
        try {
            return Json.MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            return null;
        }
    }

    private static List<Diagnostic> schema(Source s) {
        JsonNode doc;
        try {
            doc = Json.MAPPER.readTree(s.text());
        } catch (JsonProcessingException e) {
            JsonLocation l = e.getLocation();
            int line = l == null ? 1 : Math.max(1, l.getLineNr());
            int col = l == null ? 1 : Math.max(1, l.getColumnNr());
            int off = l == null ? 0 : (int) Math.max(0, l.getCharOffset());
            return List.of(Diagnostic.builder(
                            ParseRules.SYNTAX, Severity.ERROR, s.label() + " is not JSON: " + e.getOriginalMessage())
                    .file(s.file())
                    .range(new TextRange(off, off, line, col, line, col))
                    .spec(SPEC)
                    .build());
        }
        List<Diagnostic> out = new ArrayList<>();
        if (doc == null || !doc.isObject()) {
            out.add(Diagnostic.builder(RULE, Severity.ERROR, "a manifest is a JSON object")
                    .file(s.file())
                    .spec(SPEC)
                    .build());
            return out;
        }
        for (String v : JsonSchemas.manifestViolations(doc)) {
            int colon = v.indexOf(": ");
            String pointer = colon < 0 ? "" : v.substring(0, colon);
            out.add(Diagnostic.builder(RULE, Severity.ERROR, "manifest " + v)
                    .file(s.file())
                    .keyPath("(root)".equals(pointer) ? "" : pointer)
                    .spec(SPEC)
                    .build());
        }
        return out;
    }
}

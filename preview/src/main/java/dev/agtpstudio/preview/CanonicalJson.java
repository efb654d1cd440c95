package dev.agtpstudio.preview;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.erdtman.jcs.JsonCanonicalizer;

/**
 * The JSON Canonicalization Scheme of RFC 8785 (JCS), by the java-json-canonicalization library: members sorted by
 * their UTF-16 code units, no insignificant whitespace, ECMAScript number and string serialization. The one canonical
 * form of the product: the A2S checksum and the signing input of {@code manifest_signature} (AGTP-API §8.8;
 * docs/decisions/0510).
 */
public final class CanonicalJson {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private CanonicalJson() {}

    /** The canonical text of {@code n} (a missing or null node is {@code null}). */
    public static String write(JsonNode n) {
        return new String(utf8(n), StandardCharsets.UTF_8);
    }

    /** The canonical UTF-8 bytes of {@code n}: what a signature or a checksum is computed over. */
    public static byte[] utf8(JsonNode n) {
        try {
            String json = n == null || n.isMissingNode() ? "null" : MAPPER.writeValueAsString(n);
            return new JsonCanonicalizer(json).getEncodedUTF8();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always serializes", e);
        } catch (IOException e) {
            // Jackson wrote it, so it parses; a number outside IEEE-754 double (NaN, infinite) is the one refusal.
            throw new UncheckedIOException(e);
        }
    }

    /** Lowercase hex SHA-256 of the canonical UTF-8 text. */
    public static String sha256(JsonNode n) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(utf8(n)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every JDK", e);
        }
    }
}

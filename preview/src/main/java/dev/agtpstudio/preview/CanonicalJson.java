package dev.agtpstudio.preview;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * A canonical JSON text for hashing, in the spirit of RFC 8785 (JCS): object members sorted by key (UTF-16 code
 * units), no insignificant whitespace, strings escaped minimally, integers without exponent, other numbers in
 * {@link BigDecimal#stripTrailingZeros()} plain form. Used for the A2S checksum and the manifest ETag.
 */
public final class CanonicalJson {
    private CanonicalJson() {
    }

    public static String write(JsonNode n) {
        StringBuilder sb = new StringBuilder();
        write(n, sb);
        return sb.toString();
    }

    /** Lowercase hex SHA-256 of the canonical UTF-8 text. */
    public static String sha256(JsonNode n) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(write(n).getBytes(StandardCharsets.UTF_8));
            StringBuilder hex = new StringBuilder();
            for (byte b : d) {
                hex.append(String.format("%02x", b));
            }
            return hex.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every JDK", e);
        }
    }

    private static void write(JsonNode n, StringBuilder sb) {
        if (n == null || n.isNull() || n.isMissingNode()) {
            sb.append("null");
        } else if (n.isObject()) {
            List<String> keys = new ArrayList<>();
            for (Iterator<String> it = n.fieldNames(); it.hasNext(); ) {
                keys.add(it.next());
            }
            keys.sort(null);
            sb.append('{');
            for (int i = 0; i < keys.size(); i++) {
                if (i > 0) {
                    sb.append(',');
                }
                string(keys.get(i), sb);
                sb.append(':');
                write(n.get(keys.get(i)), sb);
            }
            sb.append('}');
        } else if (n.isArray()) {
            sb.append('[');
            for (int i = 0; i < n.size(); i++) {
                if (i > 0) {
                    sb.append(',');
                }
                write(n.get(i), sb);
            }
            sb.append(']');
        } else if (n.isTextual()) {
            string(n.asText(), sb);
        } else if (n.isBoolean()) {
            sb.append(n.asBoolean());
        } else if (n.isIntegralNumber()) {
            sb.append(n.bigIntegerValue());
        } else if (n.isNumber()) {
            BigDecimal d = n.decimalValue().stripTrailingZeros();
            sb.append(d.scale() <= 0 ? d.toBigInteger().toString() : d.toPlainString());
        } else {
            string(n.asText(), sb);
        }
    }

    private static void string(String s, StringBuilder sb) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\b' -> sb.append("\\b");
                case '\f' -> sb.append("\\f");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }
}

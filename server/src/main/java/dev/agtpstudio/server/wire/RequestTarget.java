package dev.agtpstudio.server.wire;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The request-target split at the first {@code ?} (AGTP-API §5.5). {@code path} is null for the two-token request
 * line (target-less, e.g. {@code AGTP/1.0 DISCOVER}); {@link #effectivePath} then gives {@code /}.
 */
public record RequestTarget(String path, String rawQuery) {

    public static RequestTarget parse(String target) {
        if (target == null) {
            return new RequestTarget(null, null);
        }
        int q = target.indexOf('?');
        return q < 0
                ? new RequestTarget(target, null)
                : new RequestTarget(target.substring(0, q), target.substring(q + 1));
    }

    public boolean targetless() {
        return path == null;
    }

    public String effectivePath() {
        return path == null ? "/" : path;
    }

    /** Query parameters, percent-decoded ({@code +} as space, as the reference's unquote_plus); a repeated key keeps the last value. */
    public Map<String, String> queryParameters() {
        Map<String, String> out = new LinkedHashMap<>();
        if (rawQuery == null || rawQuery.isEmpty()) {
            return out;
        }
        for (String pair : rawQuery.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int eq = pair.indexOf('=');
            String k = decode(eq < 0 ? pair : pair.substring(0, eq));
            String v = eq < 0 ? "" : decode(pair.substring(eq + 1));
            out.remove(k);
            out.put(k, v);
        }
        return out;
    }

    /** Percent-decoding per RFC 3986 §2.1 (UTF-8); malformed escapes are kept literally. */
    public static String decode(String s) {
        if (s.indexOf('%') < 0 && s.indexOf('+') < 0) {
            return s;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(s.length());
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '+') {
                out.write(' ');
                i++;
            } else if (c == '%'
                    && i + 2 < s.length()
                    && Character.digit(s.charAt(i + 1), 16) >= 0
                    && Character.digit(s.charAt(i + 2), 16) >= 0) {
                out.write(Character.digit(s.charAt(i + 1), 16) * 16 + Character.digit(s.charAt(i + 2), 16));
                i += 3;
            } else {
                int cp = s.codePointAt(i);
                byte[] b = new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8);
                out.write(b, 0, b.length);
                i += Character.charCount(cp);
            }
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    @Override
    public String toString() {
        return path == null ? "" : rawQuery == null ? path : path + "?" + rawQuery;
    }
}

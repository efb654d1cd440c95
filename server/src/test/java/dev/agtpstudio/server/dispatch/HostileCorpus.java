package dev.agtpstudio.server.dispatch;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Reads a corpus of {@code server/src/test/resources/hostile/} (the format is in that folder's README.md). */
record HostileCorpus(String surface, String kind, String name, String payload) {
    static List<HostileCorpus> load(String surface) throws IOException {
        List<HostileCorpus> out = new ArrayList<>();
        try (InputStream in = HostileCorpus.class.getResourceAsStream("/hostile/" + surface + ".txt")) {
            if (in == null) {
                throw new IOException("no corpus for " + surface);
            }
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split(" ", 3);
                out.add(new HostileCorpus(surface, f[0], f[1], f.length > 2 ? f[2] : ""));
            }
        }
        return out;
    }

    /** The payload's bytes for a listener on {@code port}; {@code tool} is an A2T tool id. */
    byte[] bytes(int port, String tool) {
        String text = payload.replace("${port}", String.valueOf(port)).replace("${tool}", tool);
        int[] at = {0};
        byte[] b = expand(text, at, false);
        String s = new String(b, StandardCharsets.ISO_8859_1);
        int len = s.indexOf("${len}");
        if (len >= 0) {
            int blank = s.indexOf("\r\n\r\n", len);
            long body = b.length - (blank + 4);
            s = s.replace("${len}", String.valueOf(body));
            b = s.getBytes(StandardCharsets.ISO_8859_1);
        }
        return b;
    }

    private static byte[] expand(String t, int[] at, boolean inMacro) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        while (at[0] < t.length()) {
            char c = t.charAt(at[0]);
            if (inMacro && t.startsWith("}}", at[0])) {
                at[0] += 2;
                return out.toByteArray();
            }
            if (t.startsWith("{{", at[0])) {
                int star = t.indexOf('*', at[0]);
                int n = Integer.parseInt(t.substring(at[0] + 2, star));
                at[0] = star + 1;
                byte[] unit = expand(t, at, true);
                for (int i = 0; i < n; i++) {
                    out.writeBytes(unit);
                }
                continue;
            }
            if (c == '\\' && at[0] + 1 < t.length()) {
                char e = t.charAt(at[0] + 1);
                switch (e) {
                    case 'r' -> out.write('\r');
                    case 'n' -> out.write('\n');
                    case 't' -> out.write('\t');
                    case '\\' -> out.write('\\');
                    case 'x' -> {
                        out.write(Integer.parseInt(t.substring(at[0] + 2, at[0] + 4), 16));
                        at[0] += 2;
                    }
                    default -> {
                        out.write('\\');
                        out.write(e);
                    }
                }
                at[0] += 2;
                continue;
            }
            out.writeBytes(String.valueOf(c).getBytes(StandardCharsets.UTF_8));
            at[0]++;
        }
        return out.toByteArray();
    }

    @Override
    public String toString() {
        return surface + "/" + name;
    }
}

package dev.agtpstudio.validator.cli;

import java.util.LinkedHashMap;
import java.util.Map;

/** Parses a dotenv-style file: {@code KEY=value} lines, {@code #} comments, optional {@code export} and quotes. */
public final class EnvFile {
    private EnvFile() {}

    public static Map<String, String> parse(String text) {
        Map<String, String> env = new LinkedHashMap<>();
        for (String raw : text.split("\\R")) {
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (line.startsWith("export ")) {
                line = line.substring(7).strip();
            }
            int eq = line.indexOf('=');
            if (eq <= 0) {
                continue;
            }
            String key = line.substring(0, eq).strip();
            String value = line.substring(eq + 1).strip();
            if (value.length() >= 2
                    && (value.startsWith("\"") && value.endsWith("\"")
                            || value.startsWith("'") && value.endsWith("'"))) {
                value = value.substring(1, value.length() - 1);
            }
            env.put(key, value);
        }
        return env;
    }
}

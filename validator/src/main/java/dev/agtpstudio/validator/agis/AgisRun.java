package dev.agtpstudio.validator.agis;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.TextEdit;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.core.text.TextRange;
import dev.agtpstudio.validator.Reporter;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What every AGIS pass sees while checking one document: the loaded file, the method catalog and the reporter,
 * plus small helpers for locating values and making text edits that keep the file's quoting.
 */
public record AgisRun(LoadedFile<AgisDocument> file, MethodCatalog catalog, Reporter out) {

    public AgisDocument doc() {
        return file.model();
    }

    /** The declared endpoints, never null, without null elements. */
    public List<AgisEndpoint> endpoints() {
        List<AgisEndpoint> eps = doc().endpoints();
        return eps == null ? List.of() : eps.stream().filter(Objects::nonNull).toList();
    }

    /** True when the loader recorded where {@code keyPath}'s value stands. */
    public boolean hasValue(String keyPath) {
        return file.locations().value(keyPath) != null;
    }

    /** The range of {@code keyPath} if it was located, else the key of {@code fallback} (or its nearest ancestor). */
    public TextRange rangeOr(String keyPath, String fallback) {
        TextRange r = file.locations().value(keyPath);
        if (r == null) {
            r = file.locations().key(keyPath);
        }
        return r != null ? r : file.locations().keyRangeFor(fallback);
    }

    /**
     * Where to report a key that is absent: the nearest ancestor's key when it has one, else the document's first
     * line that holds content. Never the whole document (a root-level fallback would underline every line).
     */
    public TextRange missingKeyRange(String keyPath) {
        String p = keyPath == null ? "" : keyPath;
        while (!p.isEmpty()) {
            int slash = p.lastIndexOf('/');
            p = slash <= 0 ? "" : p.substring(0, slash);
            TextRange k = file.locations().key(p);
            if (k != null) {
                return k;
            }
        }
        return firstContentLine(file.text());
    }

    /** The first line of {@code text} that is neither blank nor a comment (or the start of the file). */
    static TextRange firstContentLine(String text) {
        if (text == null || text.isEmpty()) {
            return TextRange.FILE_START;
        }
        dev.agtpstudio.core.text.LineIndex lines = dev.agtpstudio.core.text.LineIndex.of(text);
        for (int line = 1; line <= lines.lineCount(); line++) {
            int start = lines.lineStart(line);
            int end = line < lines.lineCount() ? lines.lineStart(line + 1) : text.length();
            String content = text.substring(start, end).stripTrailing();
            String trimmed = content.strip();
            if (!trimmed.isEmpty() && !trimmed.startsWith("#") && !trimmed.equals("---")) {
                int lead = content.length() - content.stripLeading().length();
                return new TextRange(
                        start + lead, start + content.length(), line, lead + 1, line, content.length() + 1);
            }
        }
        return TextRange.FILE_START;
    }

    /**
     * An edit replacing the scalar value at {@code keyPath} with {@code newValue}, keeping the quotes the file
     * used there (JSON strings, quoted YAML). Empty when the value's location is unknown.
     */
    public Optional<TextEdit> replaceScalar(String keyPath, String newValue) {
        TextRange r = file.locations().value(keyPath);
        if (r == null || r.end() > file.text().length()) {
            return Optional.empty();
        }
        String old = file.text().substring(r.start(), r.end());
        if (old.length() >= 2
                && (old.charAt(0) == '"' || old.charAt(0) == '\'')
                && old.charAt(old.length() - 1) == old.charAt(0)) {
            char q = old.charAt(0);
            return Optional.of(new TextEdit(r.start(), r.end(), q + newValue + q));
        }
        if (doc().format() == AgisDocument.SourceFormat.JSON && !looksNumeric(newValue)) {
            return Optional.of(new TextEdit(r.start(), r.end(), "\"" + newValue + "\""));
        }
        return Optional.of(new TextEdit(r.start(), r.end(), newValue));
    }

    /** The source text of {@code keyPath}'s value with surrounding quotes removed, or null when not located. */
    public String rawValue(String keyPath) {
        TextRange r = file.locations().value(keyPath);
        if (r == null || r.end() > file.text().length()) {
            return null;
        }
        String s = file.text().substring(r.start(), r.end());
        if (s.length() >= 2 && (s.charAt(0) == '"' || s.charAt(0) == '\'') && s.charAt(s.length() - 1) == s.charAt(0)) {
            return s.substring(1, s.length() - 1);
        }
        return s;
    }

    /** Offset of the first character of {@code keyPath}'s unquoted value, or -1 when not located. */
    public int valueContentStart(String keyPath) {
        TextRange r = file.locations().value(keyPath);
        if (r == null || r.end() > file.text().length()) {
            return -1;
        }
        char c = r.length() > 0 ? file.text().charAt(r.start()) : ' ';
        return c == '"' || c == '\'' ? r.start() + 1 : r.start();
    }

    private static boolean looksNumeric(String s) {
        return s.matches("-?\\d+(\\.\\d+)?") || s.equals("true") || s.equals("false");
    }

    private static final java.util.regex.Pattern LETTERS = java.util.regex.Pattern.compile("[A-Za-z]+");

    /** True when {@code method} (trimmed) is one token of the letters A-Z or a-z. */
    public static boolean lettersOnly(String method) {
        return method != null && LETTERS.matcher(method.strip()).matches();
    }

    /** {@code parent} plus one key, escaped as in RFC 6901 (the loaders' key-path convention). */
    public static String child(String parent, String key) {
        return parent + "/" + key.replace("~", "~0").replace("/", "~1");
    }
}

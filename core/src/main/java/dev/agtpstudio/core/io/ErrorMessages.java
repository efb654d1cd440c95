package dev.agtpstudio.core.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import java.io.EOFException;
import java.io.FileNotFoundException;
import java.io.UncheckedIOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.net.http.HttpTimeoutException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.regex.Pattern;
import javax.net.ssl.SSLException;

/**
 * The one place where an exception becomes a sentence for a user: the CLI's messages and the answers of every
 * surface say what went wrong in words, never with a Java class, package or exception name (issue 35 item 5,
 * docs/decisions/0442). Known JDK and Jackson exceptions get a fixed sentence; any other message is kept but
 * scrubbed of qualified class names and {@code SomethingException:} prefixes.
 */
public final class ErrorMessages {
    private static final Pattern QUALIFIED = Pattern.compile(
            "`?\\b(?:java|javax|jdk|sun|com|org|io|dev|net)\\.(?:[a-z_$][\\w$]*\\.)+([A-Za-z_$][\\w$]*)(?:<[^>]*>)?`?");
    private static final Pattern EXCEPTION_PREFIX = Pattern.compile("\\b[A-Z]\\w*(?:Exception|Error)(?:: |:$)");
    private static final Pattern INNER = Pattern.compile("\\b([A-Z]\\w*)\\$(\\w+)");

    private ErrorMessages() {}

    /** A sentence for {@code e}, without Java names; never null or empty. */
    public static String describe(Throwable e) {
        Throwable t = knownCause(unwrap(e));
        String m = t.getMessage();
        String where = m == null || m.isBlank() ? null : m;
        if (t instanceof NoSuchFileException || t instanceof FileNotFoundException) {
            return where == null
                    ? "no such file"
                    : scrub(strip(where, " (No such file or directory)")) + ": no such file";
        }
        if (t instanceof AccessDeniedException) {
            return (where == null ? "" : scrub(where) + ": ") + "permission denied";
        }
        if (t instanceof FileAlreadyExistsException) {
            return (where == null ? "" : scrub(where) + ": ") + "the file already exists";
        }
        if (t instanceof NotDirectoryException) {
            return (where == null ? "" : scrub(where) + ": ") + "not a folder";
        }
        if (t instanceof DirectoryNotEmptyException) {
            return (where == null ? "" : scrub(where) + ": ") + "the folder is not empty";
        }
        if (t instanceof FileSystemLoopException) {
            return (where == null ? "" : scrub(where) + ": ") + "the links form a loop";
        }
        if (t instanceof FileSystemException fse) {
            String reason = fse.getReason() == null ? "cannot be accessed" : fse.getReason();
            return (fse.getFile() == null ? "" : scrub(fse.getFile()) + ": ") + scrub(reason);
        }
        if (t instanceof UnknownHostException) {
            return "unknown host" + (where == null ? "" : " " + scrub(strip(where, ": Name or service not known")));
        }
        if (t instanceof ConnectException) {
            return "the connection was refused"
                    + (where != null && !where.startsWith("Connection refused") ? " (" + scrub(where) + ")" : "");
        }
        if (t instanceof NoRouteToHostException) {
            return "no route to the host";
        }
        if (t instanceof SocketTimeoutException || t instanceof HttpTimeoutException) {
            return "no answer in time";
        }
        if (t instanceof EOFException) {
            return where == null ? "the connection or file ended early" : scrub(where);
        }
        if (t instanceof SSLException) {
            return "the TLS handshake failed" + (where == null ? "" : ": " + scrub(where));
        }
        if (t instanceof SocketException) {
            return where == null ? "the connection failed" : "the connection failed: " + scrub(where);
        }
        if (t instanceof CharacterCodingException) {
            return "the text is not valid UTF-8";
        }
        if (t instanceof MismatchedInputException mi) {
            return "unexpected JSON: expected " + expected(mi) + located(mi);
        }
        if (t instanceof JsonProcessingException jp) {
            String om = jp.getOriginalMessage();
            return "not valid JSON: " + (om == null ? "cannot be parsed" : scrub(om)) + located(jp);
        }
        if (t instanceof StackOverflowError) {
            return "the input is nested too deeply";
        }
        if (t instanceof OutOfMemoryError) {
            return "the input is too large to hold in memory";
        }
        return where == null ? "an unexpected error (" + plainName(t) + ")" : scrub(where);
    }

    /** {@code text} with qualified Java names reduced to their last part and exception-name prefixes removed. */
    public static String scrub(String text) {
        if (text == null) {
            return "";
        }
        String s = QUALIFIED
                .matcher(text)
                .replaceAll(r -> java.util.regex.Matcher.quoteReplacement(plainType(r.group(1))));
        s = INNER.matcher(s).replaceAll("$1.$2");
        s = EXCEPTION_PREFIX.matcher(s).replaceAll("");
        return s.trim();
    }

    /**
     * {@code t}, or the first exception in its cause chain this class has a sentence for, when {@code t} itself is a
     * library's wrapper (a schema library wrapping a missing {@code $ref} file, an HTTP client wrapping a refusal).
     */
    private static Throwable knownCause(Throwable t) {
        for (Throwable c = t; c != null && c.getCause() != c; c = c.getCause()) {
            if (c instanceof java.io.IOException || c instanceof JsonProcessingException) {
                return c;
            }
        }
        return t;
    }

    /**
     * {@code e} without the wrappers that only carry another failure (a future's, an executor's, an unchecked I/O
     * exception, a reflective call's): what a message should describe.
     */
    public static Throwable unwrap(Throwable e) {
        Throwable t = e;
        while ((t instanceof UncheckedIOException
                        || t instanceof java.util.concurrent.ExecutionException
                        || t instanceof java.util.concurrent.CompletionException
                        || t instanceof java.lang.reflect.InvocationTargetException)
                && t.getCause() != null) {
            t = t.getCause();
        }
        return t;
    }

    private static String expected(MismatchedInputException mi) {
        Class<?> type = mi.getTargetType();
        if (type == null) {
            return "another kind of value";
        }
        if (java.util.Map.class.isAssignableFrom(type)
                || com.fasterxml.jackson.databind.node.ObjectNode.class.isAssignableFrom(type)) {
            return "an object";
        }
        if (java.util.Collection.class.isAssignableFrom(type) || type.isArray()) {
            return "an array";
        }
        if (type == String.class) {
            return "a string";
        }
        if (Number.class.isAssignableFrom(type) || type == int.class || type == long.class || type == double.class) {
            return "a number";
        }
        if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        }
        return "another kind of value";
    }

    private static String located(JsonProcessingException e) {
        var l = e.getLocation();
        return l == null || l.getLineNr() < 1 ? "" : " (line " + l.getLineNr() + ", column " + l.getColumnNr() + ")";
    }

    /** A type's name in words: {@code LinkedHashMap} becomes "object", {@code ArrayList} "array". */
    private static String plainType(String simple) {
        if (simple.endsWith("Map") || simple.endsWith("ObjectNode")) {
            return "object";
        }
        if (simple.endsWith("List") || simple.endsWith("Set") || simple.endsWith("ArrayNode")) {
            return "array";
        }
        if (simple.equals("String")) {
            return "string";
        }
        if (simple.endsWith("Exception") || simple.endsWith("Error")) {
            return "error";
        }
        return simple;
    }

    private static String plainName(Throwable t) {
        String n = t.getClass().getSimpleName().replaceAll("(Exception|Error)$", "");
        return n.replaceAll("([a-z])([A-Z])", "$1 $2")
                .toLowerCase(java.util.Locale.ROOT)
                .trim();
    }

    private static String strip(String s, String suffix) {
        return s.endsWith(suffix) ? s.substring(0, s.length() - suffix.length()) : s;
    }
}

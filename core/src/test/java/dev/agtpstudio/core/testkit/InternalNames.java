package dev.agtpstudio.core.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Fails a test when text meant for a user or a client carries a Java internal: a package-qualified name
 * ({@code java.}, {@code javax.}, {@code jdk.}, {@code sun.}, {@code io.netty}, {@code com.fasterxml},
 * {@code io.modelcontextprotocol}, {@code org.eclipse}, {@code dev.agtpstudio}, {@code reactor.core}), an exception or error class name
 * ({@code WireException:}, {@code SocketTimeoutException}), an inner class name ({@code McpSchema$InitializeRequest}),
 * a stack frame ({@code at x.y(Z.java:12)}) or two {@code null}s printed where values were expected
 * ("[refused] null null"; a single JSON {@code null} is not flagged).
 * Shared through core's test-jar so every surface's hostile-input test can scan its answers (issue 35 item 5).
 * <pre>{@code InternalNames.assertNone("agtp-studio check output", stderr);}</pre>
 */
public final class InternalNames {
    private static final List<Pattern> PATTERNS = List.of(
            Pattern.compile("\\b(?:java|javax|jdk|sun)\\.[a-z][\\w]*(?:\\.[\\w$]+)*"),
            Pattern.compile(
                    "\\bio\\.netty\\b|\\bcom\\.fasterxml\\b|\\bio\\.modelcontextprotocol\\b|\\borg\\.eclipse\\.|\\bdev\\.agtpstudio\\.|\\breactor\\.(?:core|netty|util)\\b"),
            Pattern.compile("\\b[A-Z]\\w*(?:Exception|Error)\\b"),
            Pattern.compile("\\b[A-Z]\\w*\\$[A-Za-z]\\w*"),
            Pattern.compile("\\bat [\\w$.]+\\([\\w$]+\\.java:\\d+\\)"),
            Pattern.compile("\\bnull null\\b"));

    private InternalNames() {}

    /** Every internal found in {@code text}, in order (empty when it is clean). */
    public static List<String> find(String text) {
        List<String> out = new ArrayList<>();
        if (text == null) {
            return out;
        }
        for (Pattern p : PATTERNS) {
            Matcher m = p.matcher(text);
            while (m.find()) {
                out.add(m.group());
            }
        }
        return out;
    }

    /** Throws an {@link AssertionError} naming {@code what} and the internals found, quoting the text. */
    public static void assertNone(String what, String text) {
        List<String> found = find(text);
        if (!found.isEmpty()) {
            throw new AssertionError(what + " shows Java internals " + found + " in:\n" + text);
        }
    }
}

package dev.agtpstudio.validator.support;

import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What AGIS §13 looks for in the text agents feed to their models (intent, outcome, descriptions), shared by the
 * AGIS security lints and the endpoint TOML checks: instruction-like phrases (prompt injection) and invisible or
 * bidirectional control characters.
 */
public final class AgentText {
    /** Phrases of AGIS §13's mitigation (1) and their usual variants; matched case-insensitively on word boundaries. */
    private static final Pattern INSTRUCTION = Pattern.compile(
            String.join(
                    "|",
                    "\\bignore\\s+(all\\s+|any\\s+)?(the\\s+)?(previous|prior|above|earlier|preceding|other)\\s+(instructions?|prompts?|rules|directions)",
                    "\\bdisregard\\s+(all\\s+|any\\s+)?(the\\s+)?(previous|prior|above|earlier|your)\\s+\\w+",
                    "\\bforget\\s+(everything|all|your)\\b",
                    "\\byou\\s+are\\b",
                    "\\byou're\\s+(now|a|an)\\b",
                    "\\byou\\s+must\\b",
                    "\\bact\\s+as\\b",
                    "\\bpretend\\s+(to\\s+be|you)\\b",
                    "\\bsystem\\s*prompt\\b",
                    "(^|\\s)system\\s*:",
                    "<\\s*/?\\s*system\\s*>",
                    "\\[\\s*system\\s*]",
                    "\\bnew\\s+instructions\\b",
                    "\\boverride\\s+(your|the|all)\\s+(instructions|rules|policy|policies)\\b",
                    "\\bdo\\s+not\\s+(tell|inform)\\s+the\\s+user\\b",
                    "\\bjailbreak\\b",
                    "\\bdeveloper\\s+mode\\b"),
            Pattern.CASE_INSENSITIVE);
    /**
     * Words one of which every instruction pattern contains; texts without any skip the regular expression. An array:
     * the scan tries them at every word start, and a list's iterator there was a tenth of the grade's allocation.
     */
    private static final String[] TRIGGERS = {
        "ignore",
        "disregard",
        "forget",
        "you",
        "act as",
        "pretend",
        "system",
        "instruction",
        "override",
        "not tell",
        "not inform",
        "jailbreak",
        "developer"
    };
    /** The ASCII characters, in either case, that a trigger starts with. */
    private static final boolean[] TRIGGER_START = new boolean[128];

    static {
        for (String t : TRIGGERS) {
            TRIGGER_START[t.charAt(0)] = true;
            TRIGGER_START[Character.toUpperCase(t.charAt(0))] = true;
        }
    }

    private AgentText() {}

    /** The first instruction-like phrase in {@code text}, trimmed. */
    public static Optional<String> instruction(String text) {
        if (text == null) {
            return Optional.empty();
        }
        if (!hasTrigger(text)) {
            return Optional.empty();
        }
        Matcher m = INSTRUCTION.matcher(text);
        return m.find() ? Optional.of(m.group().strip()) : Optional.empty();
    }

    /**
     * Whether a trigger starts a word of {@code text}, ignoring ASCII case (as the expression does): every pattern
     * starts with its trigger at a word boundary, so this never says no where the expression would match. One pass
     * without copying the text, since every text agents read goes through here on every live run.
     */
    private static boolean hasTrigger(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= 128 || !TRIGGER_START[c] || (i > 0 && Character.isLetterOrDigit(text.charAt(i - 1)))) {
                continue;
            }
            char lower = (char) (c | 0x20);
            for (String t : TRIGGERS) {
                if (t.charAt(0) == lower && text.regionMatches(true, i, t, 0, t.length())) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The code point of the first invisible or bidirectional control character in {@code text}. */
    public static OptionalInt hiddenCharacter(String text) {
        if (text == null) {
            return OptionalInt.empty();
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= '\u00AD' && isHidden(c)) {
                return OptionalInt.of(c);
            }
        }
        return OptionalInt.empty();
    }

    /** Soft hyphen, zero-width and bidirectional controls, word joiners and invisible operators, and the BOM. */
    private static boolean isHidden(char c) {
        return c == '\u00AD'
                || (c >= '\u200B' && c <= '\u200F')
                || (c >= '\u202A' && c <= '\u202E')
                || (c >= '\u2060' && c <= '\u2064')
                || (c >= '\u2066' && c <= '\u2069')
                || c == '\uFEFF';
    }

    /** {@code text} without its invisible and bidirectional control characters (null stays null). */
    public static String withoutHiddenCharacters(String text) {
        if (text == null || hiddenCharacter(text).isEmpty()) {
            return text;
        }
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            if (!isHidden(text.charAt(i))) {
                sb.append(text.charAt(i));
            }
        }
        return sb.toString();
    }

    public static String instructionMessage(String field, String phrase) {
        return field + " contains instruction-like text `" + phrase + "`, which agent runtimes may execute as a prompt;"
                + " state what the endpoint does, in the third person (e.g. \"Books a table for the requesting agent\")";
    }

    public static String hiddenMessage(String field, int codePoint) {
        return field + " contains the invisible character U+" + String.format("%04X", codePoint)
                + ", which can hide text from reviewers; remove it";
    }
}

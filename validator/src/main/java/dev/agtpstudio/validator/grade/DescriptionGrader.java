package dev.agtpstudio.validator.grade;

import dev.agtpstudio.validator.support.AgentText;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The description grade (docs/grade.md): 100 minus the points each finding costs, at least 0. Deterministic: the
 * same tools give the same grades; the only input beyond the text is the near tool {@link Confusables} found.
 */
public final class DescriptionGrader {
    /** Below this prose length (characters) a description is too short to tell tools apart. */
    static final int SHORT = 40;
    /** Below this it still costs some points. */
    static final int BRIEF = 80;
    /** Above this a description crowds the tool list (and the model's context). */
    static final int LONG = 1200;

    private DescriptionGrader() {}

    /** Every tool of one workspace graded, near tools found with {@code confusables}. */
    public static WorkspaceGrade grade(List<GradeSubject> subjects, Confusables confusables) {
        List<Confusables.Near> near = confusables.nearest(subjects);
        // one thread: a thousand tools take a few milliseconds, less than a parallel stream's own cost (decision 0620)
        List<EndpointGrade> out = new ArrayList<>(subjects.size());
        for (int i = 0; i < subjects.size(); i++) {
            Confusables.Near n = near.get(i);
            out.add(grade(subjects.get(i), n == null ? null : subjects.get(n.index()), n == null ? 0 : n.similarity()));
        }
        return WorkspaceGrade.of(out);
    }

    /** One tool's grade; {@code near} is the tool it could be confused with (null: none). */
    public static EndpointGrade grade(GradeSubject s, GradeSubject near, double similarity) {
        List<GradeFinding> f = new ArrayList<>();
        String prose = s.prose();
        String key = s.proseKey();
        if (prose.isBlank()) {
            f.add(new GradeFinding(
                    "grade/no-description",
                    40,
                    "The tool has no description, intent or outcome: a model" + " sees only its name.",
                    "Write an intent: one sentence that starts with a verb and says what the"
                            + " tool does and what it returns.",
                    key));
        } else {
            prose(s, prose, key, f);
            usage(prose, key, near, similarity, f);
        }
        safety(s, prose, f);
        items(s, f);
        sort(f);
        int lost = 0;
        for (int i = 0; i < f.size(); i++) {
            lost += f.get(i).points();
        }
        return new EndpointGrade(s.endpoint(), s.name(), s.file(), Math.max(0, 100 - lost), f);
    }

    private static void prose(GradeSubject s, String prose, String key, List<GradeFinding> f) {
        boolean tagged = prose.indexOf('<') >= 0 && GradeLexicon.hasMarkup(prose);
        GradeWords.Spans words = GradeWords.Spans.of(prose, 0, prose.length());
        GradeWords.Spans content = words;
        if (tagged) {
            String plain = GradeLexicon.withoutMarkup(prose);
            content = GradeWords.Spans.of(plain, 0, plain.length());
        }
        String[] extra = extraStems(content, s.name());
        if (extra != null) {
            f.add(new GradeFinding(
                    "grade/restates-name",
                    20,
                    join(
                            "The description says little beyond the name `",
                            s.name(),
                            extra.length == 0 ? "`." : "` (it adds only: ",
                            extra.length == 0 ? "" : String.join(", ", extra),
                            extra.length == 0 ? "" : ")."),
                    "Say what the tool acts on, what it returns and"
                            + " what limits it (one object or many, which state it needs).",
                    key));
        }
        String opening = s.description() != null && !s.description().isBlank() ? s.description() : prose;
        int open = GradeWords.opening(opening.indexOf('<') >= 0 ? GradeLexicon.withoutMarkup(opening) : opening);
        if (open == 0) {
            f.add(new GradeFinding(
                    "grade/not-imperative",
                    6,
                    join("The description does not open with a verb: \"", firstWords(opening), "\"."),
                    "Start with what the tool does, in the imperative (\"Find the"
                            + " rooms ...\", \"Cancel a reservation ...\").",
                    key));
        } else if (open == 1) {
            f.add(new GradeFinding(
                    "grade/not-imperative",
                    2,
                    join("The description opens in the third person: \"", firstWords(opening), "\"."),
                    "Use the imperative: \"Find ...\" rather than \"Finds ...\".",
                    key));
        }
        if (tagged || prose.startsWith("/")) {
            f.add(new GradeFinding(
                    "grade/markup",
                    5,
                    "The description carries markup or a path where prose belongs.",
                    "Write plain sentences; a model reads tags and paths as text.",
                    key));
        }
        if (repeats(words)) {
            f.add(new GradeFinding(
                    "grade/repeated-text",
                    5,
                    "The description repeats itself (a summary copied into" + " the description?).",
                    "Keep one sentence of summary and use the rest to add facts.",
                    key));
        }
        int len = prose.length();
        // A short description costs less when described parameters carry the detail (calibration, docs/grade.md).
        boolean paramsCarry = false;
        for (int i = 0; i < s.params().size(); i++) {
            paramsCarry |= s.params().get(i).described();
        }
        if (len < SHORT) {
            f.add(new GradeFinding(
                    "grade/too-short",
                    paramsCarry ? 10 : 20,
                    join(
                            "The description is ",
                            Integer.toString(len),
                            " characters; below " + SHORT + " it rarely tells a model when to pick this tool",
                            paramsCarry ? "." : ", and no described parameter makes up for it."),
                    "Add what it returns and when to use it.",
                    key));
        } else if (len < BRIEF) {
            f.add(new GradeFinding(
                    "grade/too-short",
                    paramsCarry ? 5 : 15,
                    join(
                            "The description is ",
                            Integer.toString(len),
                            " characters (the band is " + BRIEF + "-" + LONG + ")",
                            paramsCarry ? "." : ", and no described parameter makes up for it."),
                    "Add what it returns and when to use it.",
                    key));
        } else if (len > LONG) {
            f.add(new GradeFinding(
                    "grade/too-long",
                    5,
                    join(
                            "The description is ",
                            Integer.toString(len),
                            " characters (the band is " + BRIEF + "-" + LONG + "); every tool list carries it."),
                    "Move detail into the parameter and output"
                            + " descriptions; keep what decides the choice of tool.",
                    key));
        }
    }

    private static void usage(String prose, String key, GradeSubject near, double similarity, List<GradeFinding> f) {
        boolean guided = GradeLexicon.guided(prose);
        if (near != null && !guided && !mentions(prose, near.name())) {
            f.add(new GradeFinding(
                    "grade/confusable",
                    12,
                    join(
                            "A model could confuse this tool with `",
                            near.name(),
                            "` (",
                            near.endpoint(),
                            ", similarity ",
                            twoDecimals(similarity),
                            "), and neither text says when to use which."),
                    join(
                            "Say when to use this tool and when `",
                            near.name(),
                            "` instead (\"Use this to ...; to ... use ",
                            near.name(),
                            "\")."),
                    key));
        } else if (!guided) {
            f.add(new GradeFinding(
                    "grade/no-usage-guidance",
                    4,
                    "The description does not say when to use the tool" + " (or when not to).",
                    "Add a clause such as \"Use this when ...\" or \"Only works for ...\".",
                    key));
        }
    }

    private static void safety(GradeSubject s, String prose, List<GradeFinding> f) {
        // The text semantic/instruction-text and semantic/hidden-text read on an endpoint: its prose.
        java.util.Optional<String> phrase = AgentText.instruction(prose);
        if (phrase.isPresent()) {
            f.add(new GradeFinding(
                    "grade/instruction-text",
                    50,
                    join(
                            "Instruction-like text aimed at the model: \"",
                            phrase.get(),
                            "\" (semantic/instruction-text, AGIS §13)."),
                    "Describe the tool; never address the model or override its instructions.",
                    s.proseKey()));
        }
        java.util.OptionalInt cp = AgentText.hiddenCharacter(prose);
        if (cp.isPresent()) {
            f.add(new GradeFinding(
                    "grade/hidden-text",
                    50,
                    join(
                            "Invisible or bidirectional control character U+",
                            hex4(cp.getAsInt()),
                            " (semantic/hidden-text, AGIS §13)."),
                    "Remove the character.",
                    s.proseKey()));
        }
    }

    /** {@code String.format("%04X", c)} without the formatter (a cold run pays for its first use). */
    static String hex4(int c) {
        String h = Integer.toHexString(c).toUpperCase(Locale.ROOT);
        return h.length() >= 4 ? h : "0000".substring(h.length()) + h;
    }

    private static void items(GradeSubject s, List<GradeFinding> f) {
        share(
                f,
                "grade/param-undescribed",
                20,
                s.params(),
                UNDESCRIBED,
                "parameter",
                "is not described",
                "Describe each parameter: what it is, its form, an example.");
        share(
                f,
                "grade/enum-unexplained",
                6,
                enumerated(s.params()),
                ENUM_UNEXPLAINED,
                "enumerated parameter",
                "does not explain its values",
                "Say what each value means (\"`strict`: ...; `loose`: ...\").");
        share(
                f,
                "grade/unit-missing",
                6,
                quantities(s.params()),
                UNIT_MISSING,
                "parameter",
                "gives no unit or format",
                "State the unit (seconds, cents, bytes) or the format (ISO 8601, YYYY-MM-DD).");
        share(
                f,
                "grade/output-undescribed",
                10,
                s.outputs(),
                UNDESCRIBED,
                "output",
                "is not described",
                "Describe each output field: what it holds and in which unit or format.");
        if (s.errors().isEmpty()) {
            f.add(new GradeFinding(
                    "grade/no-errors",
                    4,
                    "No error is named: a model cannot tell a refusal from a" + " failure.",
                    "Name the errors the tool returns and what each means.",
                    s.keyPath() == null ? null : join(s.keyPath(), "/errors")));
        } else {
            share(
                    f,
                    "grade/error-undescribed",
                    4,
                    s.errors(),
                    UNDESCRIBED,
                    "error",
                    "is not described",
                    "Describe each error where agents read it: in the .agis document, `errors: [{name, description}]`"
                            + " (AGIS §7): what it means and what the caller can do.");
        }
    }

    private static void share(
            List<GradeFinding> f,
            String code,
            int weight,
            List<GradeItem> all,
            int test,
            String what,
            String problem,
            String fix) {
        // two passes over a few items rather than a list of hits and a builder of names
        int hits = 0;
        GradeItem first = null;
        for (int i = 0; i < all.size(); i++) {
            if (bad(test, all.get(i))) {
                first = hits == 0 ? all.get(i) : first;
                hits++;
            }
        }
        if (hits == 0) {
            return;
        }
        int points = (int) Math.ceil(weight * (double) hits / all.size());
        StringBuilder m = new StringBuilder(problem.length() + what.length() + 96)
                .append(hits)
                .append(" of ")
                .append(all.size())
                .append(' ')
                .append(what)
                .append(all.size() == 1 ? "" : "s")
                .append(' ');
        if (hits == 1) {
            m.append(problem);
        } else if (problem.startsWith("is ")) {
            m.append("are ").append(problem, 3, problem.length());
        } else if (problem.startsWith("does ")) {
            m.append("do ").append(problem, 5, problem.length());
        } else if (problem.startsWith("gives ")) {
            m.append("give ").append(problem, 6, problem.length());
        } else {
            m.append(problem);
        }
        m.append(": ");
        int named = 0;
        for (int i = 0; i < all.size() && named < 4; i++) {
            if (bad(test, all.get(i))) {
                m.append(named == 0 ? "`" : ", `").append(all.get(i).name()).append('`');
                named++;
            }
        }
        if (hits > 4) {
            m.append(" and ").append(hits - 4).append(" more");
        }
        f.add(new GradeFinding(code, points, m.append('.').toString(), fix, first.keyPath()));
    }

    /** What {@link #share} counts against an item (a switch, not a lambda each: a cold run spins every lambda). */
    private static final int UNDESCRIBED = 0;

    private static final int ENUM_UNEXPLAINED = 1;
    private static final int UNIT_MISSING = 2;

    private static boolean bad(int test, GradeItem i) {
        return switch (test) {
            case ENUM_UNEXPLAINED -> !explainsEnum(i);
            case UNIT_MISSING -> !statesUnit(i);
            default -> !i.described();
        };
    }

    /**
     * A message from its parts: {@code String.join} sizes it once, where each {@code +} chain of a new shape costs
     * a cold run a method-handle spin of its own.
     */
    private static String join(String... parts) {
        return String.join("", parts);
    }

    private static List<GradeItem> enumerated(List<GradeItem> params) {
        List<GradeItem> out = new ArrayList<>(params.size());
        for (int k = 0; k < params.size(); k++) {
            if (!params.get(k).enumValues().isEmpty()) {
                out.add(params.get(k));
            }
        }
        return out;
    }

    private static List<GradeItem> quantities(List<GradeItem> params) {
        List<GradeItem> out = new ArrayList<>(params.size());
        for (int k = 0; k < params.size(); k++) {
            if (needsUnit(params.get(k))) {
                out.add(params.get(k));
            }
        }
        return out;
    }

    private static boolean explainsEnum(GradeItem i) {
        if (!i.described()) {
            return false;
        }
        String d = i.description().toLowerCase(Locale.ROOT);
        for (int k = 0; k < i.enumValues().size(); k++) {
            String v = i.enumValues().get(k);
            if (v != null && d.contains(v.toLowerCase(Locale.ROOT))) {
                return true;
            }
        }
        return false;
    }

    private static boolean needsUnit(GradeItem i) {
        String n = i.name() == null ? "" : i.name();
        boolean numeric = "integer".equals(i.type()) || "number".equals(i.type());
        boolean timeLike = "string".equals(i.type()) && GradeLexicon.timeName(n);
        return numeric && GradeLexicon.quantityName(n) || timeLike;
    }

    private static boolean statesUnit(GradeItem i) {
        if (i.format() != null && !i.format().isBlank()) {
            return true;
        }
        return GradeLexicon.statesUnit(i.description() == null ? "" : i.description());
    }

    private static boolean mentions(String prose, String name) {
        if (name == null) {
            return false;
        }
        if (!ascii(prose) || !ascii(name)) {
            return prose.toLowerCase(Locale.ROOT).contains(name.toLowerCase(Locale.ROOT));
        }
        // ASCII: the same comparison without two lower-case copies, tried where the first letter matches
        if (name.isEmpty()) {
            return true;
        }
        char first = Character.toLowerCase(name.charAt(0));
        for (int i = 0; i + name.length() <= prose.length(); i++) {
            if (Character.toLowerCase(prose.charAt(i)) == first
                    && prose.regionMatches(true, i, name, 0, name.length())) {
                return true;
            }
        }
        return false;
    }

    private static boolean ascii(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 128) {
                return false;
            }
        }
        return true;
    }

    /** Whether the words open with a run that is repeated right after it (a summary copied twice). */
    static boolean repeats(GradeWords.Spans w) {
        for (int len = 2; len * 2 <= w.size(); len++) {
            boolean same = true;
            for (int k = 0; k < len && same; k++) {
                same = w.same(k, len + k);
            }
            if (same) {
                return true;
            }
        }
        return false;
    }

    /**
     * The stems the content words add to the name's, sorted, when they add fewer than three (else null): counted
     * on the spans, so a description that adds three is decided without copying a word.
     */
    private static String[] extraStems(GradeWords.Spans w, String name) {
        GradeWords.Spans names = GradeWords.Spans.name(name == null ? "" : name);
        int[] found = new int[3];
        int n = 0;
        for (int k = 0; k < w.size(); k++) {
            int from = w.start(k);
            int len = w.stemEnd(k) - from;
            boolean known = false;
            for (int x = 0; x < names.size() && !known; x++) {
                int other = names.start(x);
                known = names.stemEnd(x) - other == len && w.text.regionMatches(true, from, names.text, other, len);
            }
            for (int x = 0; x < n && !known; x++) {
                int other = w.start(found[x]);
                known = w.stemEnd(found[x]) - other == len && w.text.regionMatches(true, from, w.text, other, len);
            }
            if (!known) {
                found[n++] = k;
                if (n == 3) {
                    return null;
                }
            }
        }
        String[] out = new String[n];
        for (int x = 0; x < n; x++) {
            out[x] = w.lower(w.start(found[x]), w.stemEnd(found[x]));
        }
        java.util.Arrays.sort(out);
        return out;
    }

    /** Biggest first, then by code; stable (a few findings: insertion sort, no comparator chain to load). */
    private static void sort(List<GradeFinding> f) {
        for (int i = 1; i < f.size(); i++) {
            GradeFinding x = f.get(i);
            int j = i - 1;
            while (j >= 0 && before(x, f.get(j))) {
                f.set(j + 1, f.get(j));
                j--;
            }
            f.set(j + 1, x);
        }
    }

    private static boolean before(GradeFinding a, GradeFinding b) {
        return a.points() != b.points() ? a.points() > b.points() : a.code().compareTo(b.code()) < 0;
    }

    /** {@code 0.8234} -> {@code "0.82"} (String.format costs a cold run noticeably when every tool has a near one). */
    static String twoDecimals(double v) {
        long h = Math.round(v * 100);
        return new StringBuilder(8)
                .append(h / 100)
                .append('.')
                .append(h % 100 < 10 ? "0" : "")
                .append(h % 100)
                .toString();
    }

    /** The text stripped, cut at 40 characters (found in place: a description can be long). */
    private static String firstWords(String text) {
        int from = GradeSubject.start(text);
        int to = from == text.length() ? from : GradeSubject.end(text);
        return to - from > 40 ? join(text.substring(from, from + 40), "...") : text.substring(from, to);
    }
}

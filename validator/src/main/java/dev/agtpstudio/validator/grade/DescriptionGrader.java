package dev.agtpstudio.validator.grade;

import dev.agtpstudio.validator.support.AgentText;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;

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

    private static final Pattern MARKUP = Pattern.compile("<\\s*/?\\s*[a-zA-Z][a-zA-Z0-9]*[^>]*>");
    private static final Pattern GUIDANCE = Pattern.compile(
            "\\b(use (this|it|when|for|to|only|instead|with)"
                    + "|when you|instead of|rather than|only (works|when|for|if|within|on)|do not use|don't use|unlike"
                    + "|prefer|not for|for example|e\\.g\\.|such as|useful (for|when)|if you)\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern QUANTITY_NAME = Pattern.compile(
            "(amount|price|cost|total|duration|timeout|delay|size"
                    + "|length|weight|distance|interval|age|ttl|temperature|period|elapsed|latency|speed|bytes|budget)",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern UNIT = Pattern.compile(
            "\\b(ms|milliseconds?|seconds?|minutes?|hours?|days?|weeks?"
                    + "|months?|years?|bytes?|kb|mb|gb|kib|mib|cents?|currency|iso[- ]?4217|percent|%|meters?|metres?|km"
                    + "|kilometers?|miles?|kg|grams?|pounds?|celsius|fahrenheit|kelvin|pixels?|px|characters?|units?|usd|eur)\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern TIME_NAME = Pattern.compile("(date|time|timestamp|_at$|At$|since|until|before|after)");
    private static final Pattern TIME_FORMAT =
            Pattern.compile("(iso|rfc|yyyy|hh:mm|format|unix|epoch|utc|timezone)", Pattern.CASE_INSENSITIVE);

    private DescriptionGrader() {}

    /** Every tool of one workspace graded, near tools found with {@code confusables}. */
    public static WorkspaceGrade grade(List<GradeSubject> subjects, Confusables confusables) {
        List<Confusables.Near> near = confusables.nearest(subjects);
        // each tool's grade depends only on it and its near tool: graded in parallel, collected in order
        List<EndpointGrade> out = java.util.stream.IntStream.range(0, subjects.size())
                .parallel()
                .mapToObj(i -> {
                    Confusables.Near n = near.get(i);
                    return grade(
                            subjects.get(i),
                            n == null ? null : subjects.get(n.index()),
                            n == null ? 0 : n.similarity());
                })
                .toList();
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
        f.sort(Comparator.comparingInt(GradeFinding::points).reversed().thenComparing(GradeFinding::code));
        int lost = f.stream().mapToInt(GradeFinding::points).sum();
        return new EndpointGrade(s.endpoint(), s.name(), s.file(), Math.max(0, 100 - lost), f);
    }

    private static void prose(GradeSubject s, String prose, String key, List<GradeFinding> f) {
        Set<String> nameStems = new HashSet<>();
        GradeWords.nameWords(s.name()).forEach(w -> nameStems.add(GradeWords.stem(w)));
        Set<String> extra = new HashSet<>();
        boolean tagged = prose.indexOf('<') >= 0 && MARKUP.matcher(prose).find();
        for (String w : GradeWords.contentWords(tagged ? MARKUP.matcher(prose).replaceAll(" ") : prose)) {
            String st = GradeWords.stem(w);
            if (!nameStems.contains(st)) {
                extra.add(st);
            }
        }
        if (extra.size() < 3) {
            f.add(new GradeFinding(
                    "grade/restates-name",
                    20,
                    "The description says little beyond the name `"
                            + s.name() + "`"
                            + (extra.isEmpty()
                                    ? ""
                                    : " (it adds only: "
                                            + String.join(
                                                    ", ",
                                                    extra.stream().sorted().toList()) + ")")
                            + ".",
                    "Say what the tool acts on, what it returns and"
                            + " what limits it (one object or many, which state it needs).",
                    key));
        }
        String opening = s.description() != null && !s.description().isBlank() ? s.description() : prose;
        int open = GradeWords.opening(
                opening.indexOf('<') >= 0 ? MARKUP.matcher(opening).replaceAll(" ") : opening);
        if (open == 0) {
            f.add(new GradeFinding(
                    "grade/not-imperative",
                    6,
                    "The description does not open with a verb: \"" + firstWords(opening) + "\".",
                    "Start with what the tool does, in the imperative (\"Find the"
                            + " rooms ...\", \"Cancel a reservation ...\").",
                    key));
        } else if (open == 1) {
            f.add(new GradeFinding(
                    "grade/not-imperative",
                    2,
                    "The description opens in the third person: \"" + firstWords(opening) + "\".",
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
        if (repeats(GradeWords.contentWords(prose))) {
            f.add(new GradeFinding(
                    "grade/repeated-text",
                    5,
                    "The description repeats itself (a summary copied into" + " the description?).",
                    "Keep one sentence of summary and use the rest to add facts.",
                    key));
        }
        int len = prose.length();
        // A short description costs less when described parameters carry the detail (calibration, docs/grade.md).
        boolean paramsCarry = s.params().stream().anyMatch(GradeItem::described);
        if (len < SHORT) {
            f.add(new GradeFinding(
                    "grade/too-short",
                    paramsCarry ? 10 : 20,
                    "The description is " + len
                            + " characters; below " + SHORT + " it rarely tells a model when to pick this tool"
                            + (paramsCarry ? "." : ", and no described parameter makes up for it."),
                    "Add what it returns and when to use it.",
                    key));
        } else if (len < BRIEF) {
            f.add(new GradeFinding(
                    "grade/too-short",
                    paramsCarry ? 5 : 15,
                    "The description is " + len
                            + " characters (the band is " + BRIEF + "-" + LONG + ")"
                            + (paramsCarry ? "." : ", and no described parameter makes up for it."),
                    "Add what it returns and when to use it.",
                    key));
        } else if (len > LONG) {
            f.add(new GradeFinding(
                    "grade/too-long",
                    5,
                    "The description is " + len + " characters (the band is " + BRIEF + "-" + LONG
                            + "); every tool list carries it.",
                    "Move detail into the parameter and output"
                            + " descriptions; keep what decides the choice of tool.",
                    key));
        }
    }

    private static void usage(String prose, String key, GradeSubject near, double similarity, List<GradeFinding> f) {
        boolean guided = GUIDANCE.matcher(prose).find();
        if (near != null && !guided && !mentions(prose, near.name())) {
            f.add(new GradeFinding(
                    "grade/confusable",
                    12,
                    "A model could confuse this tool with `" + near.name()
                            + "` (" + near.endpoint() + ", similarity " + twoDecimals(similarity)
                            + "), and neither text says when to use which.",
                    "Say when to use this tool and when `" + near.name() + "` instead (\"Use this to ...; to ... use "
                            + near.name() + "\").",
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
        // The texts semantic/instruction-text and semantic/hidden-text read on an endpoint: its prose.
        List<String[]> texts = new ArrayList<>();
        texts.add(new String[] {prose, s.proseKey()});
        for (String[] t : texts) {
            java.util.Optional<String> phrase = AgentText.instruction(t[0]);
            if (phrase.isPresent()) {
                f.add(new GradeFinding(
                        "grade/instruction-text",
                        50,
                        "Instruction-like text aimed at the model: \"" + phrase.get()
                                + "\" (semantic/instruction-text, AGIS §13).",
                        "Describe the tool; never address the model or override its instructions.",
                        t[1]));
                break;
            }
        }
        for (String[] t : texts) {
            java.util.OptionalInt cp = AgentText.hiddenCharacter(t[0]);
            if (cp.isPresent()) {
                f.add(new GradeFinding(
                        "grade/hidden-text",
                        50,
                        String.format(
                                Locale.ROOT,
                                "Invisible or bidirectional"
                                        + " control character U+%04X (semantic/hidden-text, AGIS §13).",
                                cp.getAsInt()),
                        "Remove the character.",
                        t[1]));
                break;
            }
        }
    }

    private static void items(GradeSubject s, List<GradeFinding> f) {
        share(
                f,
                "grade/param-undescribed",
                20,
                s.params(),
                i -> !i.described(),
                "parameter",
                "is not described",
                "Describe each parameter: what it is, its form, an example.");
        share(
                f,
                "grade/enum-unexplained",
                6,
                s.params().stream().filter(i -> !i.enumValues().isEmpty()).toList(),
                i -> !explainsEnum(i),
                "enumerated parameter",
                "does not explain its values",
                "Say what each value means (\"`strict`: ...; `loose`: ...\").");
        share(
                f,
                "grade/unit-missing",
                6,
                s.params().stream().filter(DescriptionGrader::needsUnit).toList(),
                i -> !statesUnit(i),
                "parameter",
                "gives no unit or format",
                "State the unit (seconds, cents, bytes) or the format (ISO 8601, YYYY-MM-DD).");
        share(
                f,
                "grade/output-undescribed",
                10,
                s.outputs(),
                i -> !i.described(),
                "output",
                "is not described",
                "Describe each output field: what it holds and in which unit or format.");
        if (s.errors().isEmpty()) {
            f.add(new GradeFinding(
                    "grade/no-errors",
                    4,
                    "No error is named: a model cannot tell a refusal from a" + " failure.",
                    "Name the errors the tool returns and what each means.",
                    s.keyPath() == null ? null : s.keyPath() + "/errors"));
        } else {
            share(
                    f,
                    "grade/error-undescribed",
                    4,
                    s.errors(),
                    i -> !i.described(),
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
            Predicate<GradeItem> bad,
            String what,
            String problem,
            String fix) {
        List<GradeItem> hit = all.stream().filter(bad).toList();
        if (hit.isEmpty()) {
            return;
        }
        int points = (int) Math.ceil(weight * (double) hit.size() / all.size());
        String names = String.join(
                        ", ",
                        hit.stream().limit(4).map(i -> "`" + i.name() + "`").toList())
                + (hit.size() > 4 ? " and " + (hit.size() - 4) + " more" : "");
        String verb = hit.size() == 1
                ? problem
                : problem.replaceFirst("^is ", "are ")
                        .replaceFirst("^does ", "do ")
                        .replaceFirst("^gives ", "give ");
        f.add(new GradeFinding(
                code,
                points,
                hit.size() + " of " + all.size() + " " + what + (all.size() == 1 ? "" : "s") + " " + verb + ": " + names
                        + ".",
                fix,
                hit.get(0).keyPath()));
    }

    private static boolean explainsEnum(GradeItem i) {
        if (!i.described()) {
            return false;
        }
        String d = i.description().toLowerCase(Locale.ROOT);
        return i.enumValues().stream().anyMatch(v -> v != null && d.contains(v.toLowerCase(Locale.ROOT)));
    }

    private static boolean needsUnit(GradeItem i) {
        String n = i.name() == null ? "" : i.name();
        boolean numeric = "integer".equals(i.type()) || "number".equals(i.type());
        boolean timeLike = "string".equals(i.type()) && TIME_NAME.matcher(n).find();
        return numeric && QUANTITY_NAME.matcher(n).find() || timeLike;
    }

    private static boolean statesUnit(GradeItem i) {
        if (i.format() != null && !i.format().isBlank()) {
            return true;
        }
        String d = i.description() == null ? "" : i.description();
        return UNIT.matcher(d).find() || TIME_FORMAT.matcher(d).find();
    }

    private static boolean mentions(String prose, String name) {
        return name != null && prose.toLowerCase(Locale.ROOT).contains(name.toLowerCase(Locale.ROOT));
    }

    /** Whether the word sequence opens with a run that is repeated right after it (a summary copied twice). */
    static boolean repeats(List<String> w) {
        for (int len = 2; len * 2 <= w.size(); len++) {
            if (w.subList(0, len).equals(w.subList(len, 2 * len))) {
                return true;
            }
        }
        return false;
    }

    /** {@code 0.8234} -> {@code "0.82"} (String.format costs a cold run noticeably when every tool has a near one). */
    static String twoDecimals(double v) {
        long h = Math.round(v * 100);
        return h / 100 + "." + (h % 100 < 10 ? "0" : "") + h % 100;
    }

    private static String firstWords(String text) {
        String t = text.strip();
        return t.length() > 40 ? t.substring(0, 40) + "..." : t;
    }
}

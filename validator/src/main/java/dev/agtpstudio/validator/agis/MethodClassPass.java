package dev.agtpstudio.validator.agis;

import dev.agtpstudio.core.catalog.LegacyVerb;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.validator.RuleInfo;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Pass 3, method class (AGIS §4.2, §4.3, §9.2 b): the rule-based first-pass filter the draft recommends. HTTP
 * methods are prohibited; state, existence and data words are not action-intent verbs; vague verbs such as
 * PROCESS are borderline (a warning recommending a more specific verb).
 */
public final class MethodClassPass implements AgisPass {
    static final RuleInfo HTTP_METHOD = AgisRule.of(
            "p3-http-method",
            Severity.ERROR,
            3,
            "AGIS §4.3",
            "The method is a prohibited HTTP method (GET, POST, PUT, DELETE, PATCH, HEAD, OPTIONS, CONNECT, TRACE)");
    static final RuleInfo STATE_WORD = AgisRule.of(
            "p3-state-word",
            Severity.ERROR,
            3,
            "AGIS §4.2",
            "The method names a state, existence or data noun, not an action-intent verb");
    static final RuleInfo BORDERLINE = AgisRule.of(
            "p3-borderline-verb",
            Severity.WARNING,
            3,
            "AGIS §4.2",
            "The method is a vague verb that may express intent or describe system state");

    /** AGIS §4.3, with the intent verb to use instead (the catalog's preferred replacement first). */
    static final Map<String, List<String>> HTTP = Map.of(
            "GET", List.of("FETCH", "RETRIEVE", "FIND"),
            "POST", List.of("CREATE", "SUBMIT"),
            "PUT", List.of("REPLACE", "UPDATE"),
            "DELETE", List.of("REMOVE", "CANCEL"),
            "PATCH", List.of("MODIFY", "UPDATE"),
            "HEAD", List.of("INSPECT", "CHECK"),
            "OPTIONS", List.of("DESCRIBE", "DISCOVER"),
            "CONNECT", List.of("LINK", "ATTACH"),
            "TRACE", List.of("TRACK", "INSPECT"));

    /** The stoplist of AGIS §4.2 and §9.2 (b): states, existence, data nouns; with verbs that say what is meant. */
    static final Map<String, List<String>> STOPLIST = Map.ofEntries(
            Map.entry("AVAILABLE", List.of("FIND", "CHECK")),
            Map.entry("AVAILABILITY", List.of("CHECK", "FIND")),
            Map.entry("ACTIVE", List.of("ACTIVATE", "CHECK")),
            Map.entry("INACTIVE", List.of("DEACTIVATE", "CHECK")),
            Map.entry("VALID", List.of("VALIDATE", "VERIFY")),
            Map.entry("INVALID", List.of("VALIDATE", "REJECT")),
            Map.entry("EXISTS", List.of("CHECK", "FIND")),
            Map.entry("EXIST", List.of("CHECK", "FIND")),
            Map.entry("IS", List.of("CHECK")),
            Map.entry("HAS", List.of("CHECK")),
            Map.entry("BE", List.of("CHECK")),
            Map.entry("STATUS", List.of("CHECK", "QUERY")),
            Map.entry("STATE", List.of("CHECK", "QUERY")),
            Map.entry("DATA", List.of("FETCH", "RETRIEVE")),
            Map.entry("INFO", List.of("DESCRIBE", "FETCH")),
            Map.entry("INFORMATION", List.of("DESCRIBE", "FETCH")),
            Map.entry("DETAILS", List.of("DESCRIBE", "FETCH")),
            Map.entry("RESULT", List.of("FETCH")),
            Map.entry("RESULTS", List.of("FETCH")),
            Map.entry("READY", List.of("CHECK", "PREPARE")),
            Map.entry("PENDING", List.of("CHECK")),
            Map.entry("ENABLED", List.of("ENABLE", "CHECK")),
            Map.entry("DISABLED", List.of("DISABLE", "CHECK")),
            Map.entry("TRUE", List.of("CONFIRM")),
            Map.entry("FALSE", List.of("REJECT")),
            Map.entry("NONE", List.of("CLEAR")),
            Map.entry("NULL", List.of("CLEAR")),
            Map.entry("EMPTY", List.of("CLEAR", "PURGE")),
            Map.entry("OK", List.of("CONFIRM", "ACKNOWLEDGE")));

    /** Verbs so general that AGIS §4.2 calls them borderline; a more specific verb is RECOMMENDED. */
    static final Map<String, List<String>> BORDERLINE_VERBS = Map.of(
            "PROCESS", List.of("SUBMIT", "VALIDATE", "SETTLE"),
            "HANDLE", List.of("ROUTE", "RESOLVE", "DISPATCH"),
            "MANAGE", List.of("UPDATE", "CONFIGURE", "ASSIGN"),
            "DO", List.of("EXECUTE"),
            "PERFORM", List.of("EXECUTE"),
            "RUN", List.of("EXECUTE", "START"),
            "OPERATE", List.of("EXECUTE", "CONTROL"),
            "OPEN", List.of("CREATE", "START", "FETCH"),
            "MAKE", List.of("CREATE", "BOOK"),
            "USE", List.of("INVOKE", "REDEEM"));

    @Override
    public int number() {
        return 3;
    }

    @Override
    public List<RuleInfo> rules() {
        return List.of(HTTP_METHOD, STATE_WORD, BORDERLINE);
    }

    @Override
    public void endpoint(AgisRun run, int index, AgisEndpoint ep) {
        String m = ep.method();
        if (m == null || !AgisRun.lettersOnly(m)) {
            return;
        }
        String v = m.strip().toUpperCase(Locale.ROOT);
        String key = ep.fieldPath("method");
        if (HTTP.containsKey(v)) {
            List<String> alts = alternatives(run, v);
            run.out()
                    .report(
                            HTTP_METHOD,
                            key,
                            "method `" + m + "` is an HTTP method, prohibited in AGIS: it carries no intent; use an "
                                    + "intent verb such as " + String.join(" or ", alts),
                            VerbFixes.renameAll(run, ep, alts));
        } else if (STOPLIST.containsKey(v)) {
            List<String> alts = STOPLIST.get(v);
            run.out()
                    .report(
                            STATE_WORD,
                            key,
                            "method `" + m + "` describes a state, existence or data, not an action the caller wants "
                                    + "performed; use an action-intent verb such as " + String.join(" or ", alts),
                            VerbFixes.renameAll(run, ep, alts));
        } else if (BORDERLINE_VERBS.containsKey(v)) {
            List<String> alts = BORDERLINE_VERBS.get(v);
            run.out()
                    .report(
                            BORDERLINE,
                            key,
                            "method `" + m + "` is borderline: it may express intent or describe system state; a more "
                                    + "specific verb is RECOMMENDED, e.g. " + String.join(", ", alts),
                            VerbFixes.renameAll(run, ep, alts));
        }
    }

    private static List<String> alternatives(AgisRun run, String http) {
        List<String> own = HTTP.get(http);
        String preferred =
                run.catalog().legacyVerb(http).map(LegacyVerb::preferred).orElse(null);
        if (preferred == null || own.contains(preferred)) {
            return own;
        }
        return java.util.stream.Stream.concat(java.util.stream.Stream.of(preferred), own.stream())
                .toList();
    }
}

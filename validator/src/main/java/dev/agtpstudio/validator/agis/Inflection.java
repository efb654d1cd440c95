package dev.agtpstudio.validator.agis;

import dev.agtpstudio.core.catalog.MethodCatalog;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Tells an imperative base form (BOOK) from an inflected one (BOOKING, BOOKED, BOOKS) for AGIS §4.1 (b). A word
 * the catalog knows is a base form, as are the base forms listed here that merely end like inflections (EMBED,
 * BRING, FOCUS, PROCEED); words ending in -SS (PROCESS, ACCESS, ADDRESS) are never read as third person.
 * Candidate base forms known to the catalog come first.
 */
public final class Inflection {
    /** Base forms that look inflected and that the catalog does not list. */
    private static final Set<String> BASE_FORMS = Set.of(
            "EMBED", "IMBED", "SHED", "SHRED", "WED", "BED", "SLED", "SPED", "BRING", "RING", "SING", "STING", "SWING",
            "STRING", "SPRING", "WRING", "CLING", "FLING", "SLING", "WING", "ZING", "DING", "PING", "BIAS", "GAS",
            "CANVAS", "ALIAS", "FOCUS", "DEGAS");
    /** Verbs ending in -EE, whose past tense ends in -EED. */
    private static final Set<String> EE_VERBS = Set.of(
            "AGREE", "DISAGREE", "FREE", "GUARANTEE", "REFEREE", "OVERSEE", "FORESEE", "DECREE", "FEE", "SEE", "FLEE");

    private static final java.util.regex.Pattern UPPER = java.util.regex.Pattern.compile("[A-Z]+");
    private static final java.util.regex.Pattern ES_PLURAL = java.util.regex.Pattern.compile(".*(SH|CH|X|Z|SS|O)ES");

    /** How a token is inflected and what its base form probably is. */
    public record Finding(String form, List<String> bases) {
        public String best() {
            return bases.isEmpty() ? null : bases.get(0);
        }
    }

    private final MethodCatalog catalog;

    public Inflection(MethodCatalog catalog) {
        this.catalog = catalog;
    }

    /** Empty when {@code word} (uppercase A-Z) reads as a base form. */
    public Optional<Finding> analyse(String word) {
        if (word == null || word.length() < 4 || !UPPER.matcher(word).matches() || known(word)) {
            return Optional.empty();
        }
        if (word.endsWith("ING") && word.length() >= 6) {
            String stem = word.substring(0, word.length() - 3);
            return Optional.of(finding(
                    "present participle (-ING)", stem, stem + "E", undouble(stem), stem.endsWith("Y") ? stem : null));
        }
        if (word.endsWith("EED")) {
            String base = word.substring(0, word.length() - 1);
            return known(base) ? Optional.of(finding("past tense (-ED)", base)) : Optional.empty();
        }
        if (word.endsWith("ED") && word.length() >= 5) {
            String stem = word.substring(0, word.length() - 2);
            String ied = word.endsWith("IED") ? word.substring(0, word.length() - 3) + "Y" : null;
            return Optional.of(
                    finding("past tense (-ED)", ied, stem, word.substring(0, word.length() - 1), undouble(stem)));
        }
        if (word.endsWith("S") && !word.endsWith("SS") && !word.endsWith("US") && !word.endsWith("IS")) {
            String s = word.substring(0, word.length() - 1);
            String ies = word.endsWith("IES") ? word.substring(0, word.length() - 3) + "Y" : null;
            String es = ES_PLURAL.matcher(word).matches() ? word.substring(0, word.length() - 2) : null;
            return Optional.of(finding("third-person singular (-S)", ies, es, s));
        }
        return Optional.empty();
    }

    /** True when the catalog or the list of look-alike base forms knows {@code word}. */
    public boolean known(String word) {
        return catalog.isVerb(word) || catalog.isLegacy(word) || BASE_FORMS.contains(word) || EE_VERBS.contains(word);
    }

    private Finding finding(String form, String... candidates) {
        Set<String> all = new LinkedHashSet<>();
        for (String c : candidates) {
            if (c != null && c.length() >= 2) {
                all.add(c);
            }
        }
        List<String> knownFirst =
                new ArrayList<>(all.stream().filter(this::known).toList());
        if (knownFirst.isEmpty()) {
            all.stream().findFirst().ifPresent(knownFirst::add);
        }
        return new Finding(form, List.copyOf(knownFirst));
    }

    private static String undouble(String stem) {
        int n = stem.length();
        if (n >= 3 && stem.charAt(n - 1) == stem.charAt(n - 2) && "AEIOU".indexOf(stem.charAt(n - 1)) < 0) {
            return stem.substring(0, n - 1);
        }
        return null;
    }
}

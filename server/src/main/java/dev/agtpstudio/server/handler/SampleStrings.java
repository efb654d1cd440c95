package dev.agtpstudio.server.handler;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.LocalDate;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * Sample strings for {@link SampleGenerator}: by {@code format}, else from a simple {@code pattern}, else words
 * chosen by the property's name; always within minLength/maxLength when the schema allows it.
 */
final class SampleStrings {
    private static final String[] WORDS = {
        "amber", "harbor", "maple", "summit", "cedar", "river", "orchid", "granite", "meadow", "falcon", "willow",
        "coral", "aspen", "delta", "juniper", "saffron"
    };
    private static final String[] FIRST = {"Ada", "Grace", "Alan", "Maria", "Kenji", "Amara", "Lucas", "Priya"};
    private static final String[] LAST = {"Lovelace", "Hopper", "Turing", "Garcia", "Sato", "Okafor", "Silva", "Rao"};
    private static final String[] CITIES = {"Lisbon", "Osaka", "Nairobi", "Toronto", "Krakow", "Santiago", "Dublin"};
    private static final String[] CURRENCIES = {"EUR", "USD", "JPY", "GBP", "CHF"};
    private static final LocalDate EPOCH = LocalDate.of(2026, 1, 1);

    private SampleStrings() {}

    static String string(JsonNode s, SplittableRandom r, String name) {
        String v = format(s.path("format").asText(""), r);
        if (v == null && s.path("pattern").isTextual()) {
            v = PatternSample.generate(s.get("pattern").asText(), r);
        }
        if (v == null) {
            v = words(r, name);
        }
        return fit(v, s.path("minLength").asInt(0), s.path("maxLength").asInt(Integer.MAX_VALUE), r);
    }

    private static String format(String format, SplittableRandom r) {
        LocalDate day = EPOCH.plusDays(r.nextInt(365));
        String time = String.format(Locale.ROOT, "%02d:%02d:%02d", r.nextInt(24), r.nextInt(60), r.nextInt(60));
        switch (format) {
            case "uuid":
                return new UUID(
                                (r.nextLong() & ~0xf000L) | 0x4000L,
                                (r.nextLong() & 0x3fffffffffffffffL) | 0x8000000000000000L)
                        .toString();
            case "date":
                return day.toString();
            case "date-time":
                return day + "T" + time + "Z";
            case "time":
                return time + "Z";
            case "duration":
                return "PT" + (1 + r.nextInt(48)) + "H";
            case "email":
            case "idn-email":
                return FIRST[r.nextInt(FIRST.length)].toLowerCase(Locale.ROOT) + "."
                        + LAST[r.nextInt(LAST.length)].toLowerCase(Locale.ROOT) + "@example.com";
            case "uri":
            case "url":
            case "iri":
                return "https://example.com/" + WORDS[r.nextInt(WORDS.length)] + "/" + r.nextInt(1000);
            case "uri-reference":
            case "iri-reference":
                return "/" + WORDS[r.nextInt(WORDS.length)] + "/" + r.nextInt(1000);
            case "hostname":
            case "idn-hostname":
                return WORDS[r.nextInt(WORDS.length)] + ".example.com";
            case "ipv4":
                return "192.0.2." + (1 + r.nextInt(254));
            case "ipv6":
                return "2001:db8::" + Integer.toHexString(1 + r.nextInt(0xfffe));
            case "json-pointer":
                return "/" + WORDS[r.nextInt(WORDS.length)];
            case "regex":
                return "^[a-z]+$";
            default:
                return null;
        }
    }

    /** A plausible value for a property called {@code name}: a person's name, a city, a currency, else two words. */
    static String words(SplittableRandom r, String name) {
        String n = name.toLowerCase(Locale.ROOT);
        if (n.contains("currency")) {
            return CURRENCIES[r.nextInt(CURRENCIES.length)];
        }
        if (n.contains("city") || n.contains("town")) {
            return CITIES[r.nextInt(CITIES.length)];
        }
        if (n.equals("name") || n.endsWith("_name") || n.endsWith("name") && n.length() > 4) {
            return FIRST[r.nextInt(FIRST.length)] + " " + LAST[r.nextInt(LAST.length)];
        }
        if (n.equals("id")
                || n.endsWith("_id")
                || n.endsWith("id") && n.length() > 2 && Character.isUpperCase(name.charAt(name.length() - 2))) {
            return n.replaceAll("_?id$", "").replaceAll("[^a-z0-9]", "")
                    + (n.length() > 2 ? "-" : "id-")
                    + (10000 + r.nextInt(90000));
        }
        return WORDS[r.nextInt(WORDS.length)] + " " + WORDS[r.nextInt(WORDS.length)];
    }

    /** Pads with letters or cuts to the length bounds; a value matching a pattern is only cut if it must be. */
    private static String fit(String v, int min, int max, SplittableRandom r) {
        StringBuilder b = new StringBuilder(v);
        while (b.length() < min) {
            b.append((char) ('a' + r.nextInt(26)));
        }
        return b.length() > max ? b.substring(0, Math.max(0, max)) : b.toString();
    }

    /** Whether {@code v} matches {@code pattern} the way JSON Schema reads it (unanchored search). */
    static boolean matches(String pattern, String v) {
        return Pattern.compile(pattern).matcher(v).find();
    }
}

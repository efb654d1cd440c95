package dev.agtpstudio.core.scope;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The scopes claimed in an {@code Authority-Scope} header (comma list with optional whitespace, or a space-separated
 * list as in the ANS §3.2 examples, docs/decisions/0526) and the wildcard rule
 * of docs/decisions/0044: a claimed {@code *} segment matches any one required segment, and a trailing {@code *}
 * matches the rest ({@code booking:*} covers {@code booking:room} and {@code booking:room:cancel}; {@code *:query}
 * covers {@code catalog:query}; {@code *} covers everything). Comparison ignores case.
 */
public final class ScopeSet {
    private final Set<String> claimed;

    private ScopeSet(Set<String> claimed) {
        this.claimed = claimed;
    }

    public static ScopeSet parse(String header) {
        Set<String> out = new LinkedHashSet<>();
        if (header != null) {
            for (String t : header.split("[,\\s]+")) {
                String s = t.trim().toLowerCase(Locale.ROOT);
                if (!s.isEmpty()) {
                    out.add(s);
                }
            }
        }
        return new ScopeSet(out);
    }

    public Set<String> claimed() {
        return claimed;
    }

    public boolean isEmpty() {
        return claimed.isEmpty();
    }

    public boolean covers(String required) {
        String r = required.toLowerCase(Locale.ROOT);
        for (String c : claimed) {
            if (matches(c, r)) {
                return true;
            }
        }
        return false;
    }

    /** The required scopes not covered by the claim, in order. */
    public List<String> missing(List<String> required) {
        List<String> out = new ArrayList<>();
        for (String r : required) {
            if (!covers(r)) {
                out.add(r);
            }
        }
        return out;
    }

    private static boolean matches(String claim, String required) {
        if (claim.equals(required) || claim.equals("*") || claim.equals("*:*")) {
            return true;
        }
        String[] c = claim.split(":", -1);
        String[] r = required.split(":", -1);
        for (int i = 0; i < c.length; i++) {
            if (i == c.length - 1 && c[i].equals("*") && r.length >= c.length) {
                return true;
            }
            if (i >= r.length) {
                return false;
            }
            if (!c[i].equals("*") && !c[i].equals(r[i])) {
                return false;
            }
        }
        return c.length == r.length;
    }
}

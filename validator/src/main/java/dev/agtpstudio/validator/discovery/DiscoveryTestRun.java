package dev.agtpstudio.validator.discovery;

import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.DiscoveryTests;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.scope.ScopeSet;
import dev.agtpstudio.core.workspace.Workspace;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Runs the workspace's discoverability tests ({@code discovery-tests.toml}, docs/discovery-tests.md) against the
 * workspace's endpoints with {@link DiscoveryRanker#rank}, the ranking of the server's agent-level DISCOVER, under the
 * server config's {@code [discovery]} weights. Shared by {@code agtp-studio discover-test} and the rule
 * {@code discovery/test-failed} (the IDE's Problems, the language server, {@code validate}).
 */
public final class DiscoveryTestRun {
    /** How many results above the expected one a failure lists. */
    public static final int SHOWN_ABOVE = 5;

    private static final Pattern EXPECT = Pattern.compile("([A-Za-z][A-Za-z0-9_-]*) +(/\\S*)");
    private static final String DISCOVERY_SCOPE = "discovery:query";

    public enum Status {
        PASSED,
        FAILED,
        INVALID
    }

    /**
     * One test's outcome.
     *
     * @param rank         the expected endpoint's rank (1 = first), 0 when it is not ranked at all
     * @param totalMatches how many endpoints matched the intent at all
     * @param above        what ranked above the expected endpoint (at most {@link #SHOWN_ABOVE}; the first results
     *                     when it is not ranked)
     * @param expected     the expected endpoint's ranking, null when it is not ranked
     * @param message      why it failed or is invalid; null when it passed
     * @param keyPath      where to report it: the key of the test the message is about
     */
    public record Outcome(
            DiscoveryTests.Case test,
            Status status,
            int rank,
            int totalMatches,
            List<DiscoveryRanker.Ranked> above,
            DiscoveryRanker.Ranked expected,
            String message,
            String keyPath) {
        public Outcome {
            above = List.copyOf(above);
        }
    }

    private DiscoveryTestRun() {}

    /** Every test of the workspace's {@code discovery-tests.toml}, in file order; empty when there is none. */
    public static List<Outcome> run(Workspace ws, DiscoveryRanker ranker) {
        LoadedFile<DiscoveryTests> f = ws.discoveryTestsFile().orElse(null);
        if (f == null || f.model() == null) {
            return List.of();
        }
        List<EndpointDecl> all = ws.endpoints().stream()
                .filter(e -> e.method() != null && e.path() != null)
                .toList();
        Map<String, Map<String, List<String>>> hints = DiscoveryRanker.hints(ws);
        List<Outcome> out = new ArrayList<>();
        for (DiscoveryTests.Case c : f.model().tests()) {
            out.add(run(c, ws, all, hints, ranker));
        }
        return out;
    }

    private static Outcome run(
            DiscoveryTests.Case c,
            Workspace ws,
            List<EndpointDecl> all,
            Map<String, Map<String, List<String>>> hints,
            DiscoveryRanker ranker) {
        Outcome bad = invalid(c);
        if (bad != null) {
            return bad;
        }
        var m = EXPECT.matcher(c.expect().trim());
        m.matches();
        String expect = m.group(1).toUpperCase(Locale.ROOT) + " " + m.group(2);
        EndpointDecl target = all.stream()
                .filter(e -> (e.method().toUpperCase(Locale.ROOT) + " " + e.path()).equals(expect))
                .findFirst()
                .orElse(null);
        if (target == null) {
            return new Outcome(
                    c,
                    Status.FAILED,
                    0,
                    0,
                    List.of(),
                    null,
                    "No endpoint `" + expect + "` is declared in the workspace, so no agent can discover it.",
                    c.keyPath() + "/expect");
        }
        ScopeSet held = ScopeSet.parse(String.join(" ", c.scopes()));
        if (!c.scopes().isEmpty()
                && ws.serverConfig().policies().scopeRequiredForInvocation()
                && !held.covers(DISCOVERY_SCOPE)) {
            return new Outcome(
                    c,
                    Status.FAILED,
                    0,
                    0,
                    List.of(),
                    null,
                    "An agent holding only " + c.scopes()
                            + " cannot DISCOVER here: the server asks for `" + DISCOVERY_SCOPE
                            + "` (ANS §3.1), so it would get "
                            + "262 and no ranking.",
                    c.keyPath() + "/scopes");
        }
        Set<String> domains = new LinkedHashSet<>();
        c.capabilityDomains().forEach(d -> domains.add(d.toLowerCase(Locale.ROOT)));
        List<EndpointDecl> pool = domains.isEmpty()
                ? all
                : all.stream()
                        .filter(e -> DiscoveryRanker.inDomains(e, domains))
                        .toList();
        List<DiscoveryRanker.Ranked> ranked =
                ranker.rank(c.intent(), pool, hints, ws.serverConfig().discovery());
        int rank = 0;
        for (int i = 0; i < ranked.size(); i++) {
            if (ranked.get(i).endpoint() == target) {
                rank = i + 1;
                break;
            }
        }
        DiscoveryRanker.Ranked exp = rank == 0 ? null : ranked.get(rank - 1);
        int aboveTo = rank == 0 ? Math.min(SHOWN_ABOVE, ranked.size()) : rank - 1;
        List<DiscoveryRanker.Ranked> above = ranked.subList(Math.max(0, aboveTo - SHOWN_ABOVE), aboveTo);
        if (rank == 0 || rank > c.allowedRank()) {
            return new Outcome(
                    c,
                    Status.FAILED,
                    rank,
                    ranked.size(),
                    above,
                    exp,
                    failure(c, expect, rank, ranked.size(), above, exp, !domains.isEmpty()),
                    c.keyPath() + "/intent");
        }
        List<String> missing = c.scopes().isEmpty() ? List.of() : held.missing(target.requiredScopes());
        if (!missing.isEmpty()) {
            return new Outcome(
                    c,
                    Status.FAILED,
                    rank,
                    ranked.size(),
                    above,
                    exp,
                    "`" + expect + "` ranks " + rank
                            + " but needs " + String.join(", ", missing) + ", which an agent holding " + c.scopes()
                            + " does not have (AGTP-API §7).",
                    c.keyPath() + "/scopes");
        }
        return new Outcome(c, Status.PASSED, rank, ranked.size(), above, exp, null, c.keyPath());
    }

    /** A test that cannot run: the message names what is missing or malformed; null when it can run. */
    static Outcome invalid(DiscoveryTests.Case c) {
        String why = null;
        String at = c.keyPath();
        if (c.intent() == null || c.intent().isBlank()) {
            why = "The test has no `intent`: say what the agent asks for, e.g. intent = \"cancel my stay\".";
            at = c.intent() == null ? c.keyPath() : c.keyPath() + "/intent";
        } else if (c.expect() == null) {
            why = "The test has no `expect`: name the endpoint the agent must find, e.g. "
                    + "expect = \"CANCEL /reservations/{reservation_id}\".";
        } else if (!EXPECT.matcher(c.expect().trim()).matches()) {
            why = "`expect` must be `METHOD /path`, e.g. \"CANCEL /reservations/{reservation_id}\"; found \""
                    + c.expect() + "\".";
            at = c.keyPath() + "/expect";
        } else if (c.maxRank() != null && (c.maxRank() < 1 || c.maxRank() > 100)) {
            why = "`max_rank` must be from 1 to 100 (DISCOVER returns at most 100 results), found " + c.maxRank() + ".";
            at = c.keyPath() + "/max_rank";
        }
        return why == null ? null : new Outcome(c, Status.INVALID, 0, 0, List.of(), null, why, at);
    }

    private static String failure(
            DiscoveryTests.Case c,
            String expect,
            int rank,
            int total,
            List<DiscoveryRanker.Ranked> above,
            DiscoveryRanker.Ranked exp,
            boolean filtered) {
        StringBuilder b = new StringBuilder("\"")
                .append(c.intent())
                .append("\" should find `")
                .append(expect)
                .append("` within rank ")
                .append(c.allowedRank())
                .append(", but ");
        if (rank == 0) {
            b.append("it does not match at all (")
                    .append(total)
                    .append(filtered ? " matches in the capability_domains)" : " matches)");
        } else {
            b.append("it ranks ")
                    .append(rank)
                    .append(" of ")
                    .append(total)
                    .append(" (rank_score ")
                    .append(exp.score())
                    .append(", capability_match_score ")
                    .append(exp.capabilityMatch())
                    .append(")");
        }
        if (!above.isEmpty()) {
            b.append(rank == 0 ? "; first: " : "; above it: ");
            int first = rank == 0 ? 1 : rank - above.size();
            for (int i = 0; i < above.size(); i++) {
                DiscoveryRanker.Ranked r = above.get(i);
                b.append(i == 0 ? "" : ", ")
                        .append(first + i)
                        .append(". ")
                        .append(r.id())
                        .append(" (")
                        .append(r.score())
                        .append(", ")
                        .append(r.capabilityMatch())
                        .append(")");
            }
        }
        return b.append(". Make its intent, description or parameter_hints say what agents ask for, or the others' "
                        + "less alike (docs/discovery-tests.md).")
                .toString();
    }
}

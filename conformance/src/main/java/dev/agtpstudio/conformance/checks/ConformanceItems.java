package dev.agtpstudio.conformance.checks;

import dev.agtpstudio.conformance.CheckResult;
import dev.agtpstudio.conformance.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The 13 items of AGTP-API §13.1, each rolled up from the checks that observe it from outside ({@code §13.1.N}):
 * failed when any of them failed, skipped when all were skipped (or none can observe it), else passed.
 */
public final class ConformanceItems {
    /** Item number, what it requires, and the check ids (prefixes) that observe it. */
    private record Item(int n, String text, List<String> checks) {}

    private static final List<Item> ITEMS = List.of(
            new Item(1, "the full endpoint primitive", List.of(ServedCheck.ENTRY, ManifestChecks.SCHEMA)),
            new Item(
                    2,
                    "method validation against the catalog",
                    List.of(ProtocolChecks.UNKNOWN_METHOD, WrongMethodCheck.NOT_IN_CATALOG)),
            new Item(3, "path validation against the path grammar", List.of(ProtocolChecks.PATH_GRAMMAR)),
            new Item(4, "method policy enforcement at dispatch", List.of(ProtocolChecks.METHOD_POLICY)),
            new Item(
                    5,
                    "a manifest via DISCOVER without Agent-ID with the version fields",
                    List.of(ManifestChecks.FIELDS)),
            new Item(6, "the endpoint projection exposes handler.type only", List.of(ManifestChecks.HANDLER)),
            new Item(7, "PROPOSE with the synthesis evaluation flow", List.of(ProposeCheck.ID)),
            new Item(
                    8,
                    "the structural rejection codes 404, 405, 459, 460 (and 262 where observable)",
                    List.of(
                            ProtocolChecks.UNKNOWN_PATH,
                            WrongMethodCheck.ID,
                            ProtocolChecks.UNKNOWN_METHOD,
                            ProtocolChecks.PATH_GRAMMAR)),
            new Item(9, "the semantic block on every published endpoint", List.of(ManifestChecks.SEMANTIC)),
            new Item(
                    10,
                    "input and output schema validation, inputs strict, outputs permissive",
                    List.of(ValidInputCheck.ID, InvalidInputCheck.ID)),
            new Item(
                    11,
                    "AGTP-Catalog-Warning on responses of deprecated methods",
                    List.of(ObservedResponsesCheck.DEPRECATION)),
            new Item(
                    12,
                    "AGTP-Endpoint-Warning on responses of deprecated endpoints",
                    List.of(ObservedResponsesCheck.DEPRECATION)),
            new Item(13, "the DISCOVER /methods built-in", List.of(DiscoverMethodsCheck.ID)));

    private ConformanceItems() {}

    public static List<CheckResult> rollUp(List<CheckResult> results) {
        List<CheckResult> out = new ArrayList<>();
        for (Item item : ITEMS) {
            List<CheckResult> covered = results.stream()
                    .filter(r -> item.checks().stream()
                            .anyMatch(c -> r.check().equals(c) || r.check().startsWith(c + ":")))
                    .toList();
            String id = "§13.1." + item.n();
            String spec = "AGTP-API §13.1 item " + item.n();
            List<CheckResult> failed =
                    covered.stream().filter(CheckResult::failed).toList();
            long passed =
                    covered.stream().filter(r -> r.outcome() == Outcome.PASS).count();
            if (!failed.isEmpty()) {
                String which = failed.stream()
                        .map(r ->
                                r.check() + (r.endpoint().equals(CheckResult.SERVER) ? "" : " (" + r.endpoint() + ")"))
                        .distinct()
                        .limit(5)
                        .collect(Collectors.joining(", "));
                out.add(ServerResults.fail(id, item.text() + ": " + failed.size() + " failed: " + which, spec, null));
            } else if (passed == 0) {
                out.add(ServerResults.skip(
                        id,
                        item.text() + ": not observed in this run ("
                                + (covered.isEmpty() ? "no check ran" : "every observing check was skipped") + ")",
                        spec));
            } else {
                out.add(ServerResults.pass(id, item.text() + ": " + passed + " observing checks passed", spec));
            }
        }
        return out;
    }
}

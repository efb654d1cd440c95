package dev.agtpstudio.server.a2t;

import java.util.Map;

/**
 * The HTTP status A2T answers for an AGTP status (A2T §7: "Traditional HTTP response codes apply"), one table for
 * every A2T answer (docs/decisions/0432, docs/reference-server.md#a2t-statuses). AGTP's own codes are not HTTP codes
 * (an HTTP client reads 262 as a success), so each is mapped to the HTTP code with the same meaning; codes HTTP
 * already defines pass unchanged. A refusal's body keeps the AGTP error and adds {@code agtp_status}.
 */
public final class A2tStatus {
    private static final Map<Integer, Integer> AGTP_TO_HTTP = Map.ofEntries(
            Map.entry(261, 202), // Negotiation In Progress: accepted, not finished
            Map.entry(262, 401), // Authorization Required: the request needs credentials (Authority-Scope) it lacks
            Map.entry(263, 200), // Proposal Approved
            Map.entry(455, 403), // Scope Violation: credentials known, not sufficient
            Map.entry(456, 403), // Budget Exceeded
            Map.entry(457, 403), // Zone Violation
            Map.entry(458, 403), // Counterparty Unverified
            Map.entry(
                    459,
                    404), // Method Violation: the tool's endpoint cannot be served; the client chose neither method nor
            // path
            Map.entry(460, 404), // Endpoint Violation: likewise
            Map.entry(461, 409), // RCNS Contract Available: another contract applies
            Map.entry(462, 403), // Insufficient Budget
            Map.entry(463, 422), // Proposal Rejected: well-formed, refused on its content (like a declared error)
            Map.entry(464, 404), // RCNS No Contract
            Map.entry(550, 502), // Delegation Failure: a server behind this one failed
            Map.entry(551, 502)); // Authority Chain Broken

    private A2tStatus() {}

    /** The HTTP status for an AGTP status: the mapped one, or the status itself when HTTP defines it. */
    public static int http(int agtp) {
        Integer mapped = AGTP_TO_HTTP.get(agtp);
        if (mapped != null) {
            return mapped;
        }
        if (agtp >= 200 && agtp < 300) {
            return 200;
        }
        return agtp;
    }

    /** The table itself, for the documentation test. */
    static Map<Integer, Integer> table() {
        return AGTP_TO_HTTP;
    }
}

package dev.agtpstudio.server.wire;

import java.util.Map;

/** Reason phrases of the AGTP status codes (AGTP core and AGTP-API status codes); informational only. */
public final class StatusText {
    public static final String VERSION = "AGTP/1.0";

    private static final Map<Integer, String> REASONS = Map.ofEntries(
            Map.entry(200, "OK"),
            Map.entry(202, "Accepted"),
            Map.entry(204, "No Content"),
            Map.entry(261, "Negotiation In Progress"),
            Map.entry(262, "Authorization Required"),
            Map.entry(263, "Proposal Approved"),
            Map.entry(400, "Bad Request"),
            Map.entry(401, "Unauthorized"),
            Map.entry(403, "Forbidden"),
            Map.entry(404, "Not Found"),
            Map.entry(405, "Method Not Allowed"),
            Map.entry(408, "Timeout"),
            Map.entry(409, "Conflict"),
            Map.entry(410, "Gone"),
            Map.entry(422, "Unprocessable"),
            Map.entry(425, "Too Early"),
            Map.entry(429, "Rate Limited"),
            Map.entry(455, "Scope Violation"),
            Map.entry(456, "Budget Exceeded"),
            Map.entry(457, "Zone Violation"),
            Map.entry(458, "Counterparty Unverified"),
            Map.entry(459, "Method Violation"),
            Map.entry(460, "Endpoint Violation"),
            Map.entry(461, "RCNS Contract Available"),
            Map.entry(462, "Insufficient Budget"),
            Map.entry(463, "Proposal Rejected"),
            Map.entry(464, "RCNS No Contract"),
            Map.entry(500, "Server Error"),
            Map.entry(501, "Not Implemented"),
            Map.entry(503, "Unavailable"),
            Map.entry(550, "Delegation Failure"),
            Map.entry(551, "Authority Chain Broken"));

    private StatusText() {}

    public static String reason(int status) {
        return REASONS.getOrDefault(status, "Status " + status);
    }
}

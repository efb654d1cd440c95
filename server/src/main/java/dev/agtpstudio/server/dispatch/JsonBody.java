package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;

/**
 * Parses a request body as JSON. A body that is not JSON gets one stable message with the line and column where
 * parsing stopped ({@code invalid-json}, docs/errors.md), never the parser's own text.
 */
final class JsonBody {
    private static final ObjectMapper JSON = new ObjectMapper();

    private JsonBody() {}

    /** A body that is not JSON; the message is user-facing and stable. */
    static final class Invalid extends Exception {
        private static final long serialVersionUID = 1L;

        Invalid(String message) {
            super(message, null, false, false);
        }
    }

    static JsonNode parse(byte[] body, String what) throws Invalid {
        try {
            JsonNode n = JSON.readTree(body);
            if (n == null) {
                throw new Invalid(what + " is empty");
            }
            return n;
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            throw new Invalid(what + " is not valid JSON"
                    + (at == null ? "" : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")"));
        } catch (IOException e) {
            throw new Invalid(what + " is not valid JSON");
        }
    }
}

package dev.agtpstudio.conformance.checks;

import dev.agtpstudio.conformance.Protocol;
import dev.agtpstudio.conformance.Sent;
import java.util.ArrayList;
import java.util.List;

/** Headers every response must carry (core §Response Headers: Server-ID; Content-Type exactly when there is a body). */
final class HeaderRules {
    private HeaderRules() {}

    static List<String> problems(Sent s) {
        List<String> out = new ArrayList<>();
        if (!s.answered()) {
            return out;
        }
        if (!s.headers().has(Protocol.SERVER_ID)) {
            out.add("no " + Protocol.SERVER_ID + " header");
        }
        if (s.hasBody() && !s.headers().has(Protocol.CONTENT_TYPE)) {
            out.add("a body without " + Protocol.CONTENT_TYPE);
        }
        if (!s.hasBody() && s.headers().has(Protocol.CONTENT_TYPE)) {
            out.add(Protocol.CONTENT_TYPE + " on a response without a body");
        }
        return out;
    }
}

package dev.agtpstudio.server.dispatch;

import java.util.HexFormat;
import java.util.concurrent.ThreadLocalRandom;

/** Random ids for Response-ID, RCNS attempts and task ids: a prefix and 12 hex digits. */
final class Ids {
    private Ids() {}

    static String newId(String prefix) {
        byte[] b = new byte[6];
        ThreadLocalRandom.current().nextBytes(b);
        return prefix + HexFormat.of().formatHex(b);
    }
}

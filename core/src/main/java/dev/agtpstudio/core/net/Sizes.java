package dev.agtpstudio.core.net;

import java.util.Locale;

/** Byte counts in words for messages: {@code 16 MiB}, {@code 512 KiB}, {@code 300 bytes}. */
public final class Sizes {
    private Sizes() {}

    public static String describe(long bytes) {
        if (bytes >= 1 << 20 && bytes % (1 << 20) == 0) {
            return bytes / (1 << 20) + " MiB";
        }
        if (bytes >= 1 << 20) {
            return String.format(Locale.ROOT, "%.1f MiB", bytes / (double) (1 << 20));
        }
        if (bytes >= 1 << 10 && bytes % (1 << 10) == 0) {
            return bytes / (1 << 10) + " KiB";
        }
        return bytes + " bytes";
    }
}

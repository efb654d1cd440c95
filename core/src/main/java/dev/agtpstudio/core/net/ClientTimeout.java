package dev.agtpstudio.core.net;

import java.io.IOException;

/** The {@link Deadline} passed before the exchange ended; the message says so in words, for the user. */
public final class ClientTimeout extends IOException {
    private static final long serialVersionUID = 1L;

    public ClientTimeout(Deadline d) {
        super("no complete answer within the time limit of " + d.describe() + " (--timeout)");
    }
}

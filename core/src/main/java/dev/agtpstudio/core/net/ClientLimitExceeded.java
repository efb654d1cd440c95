package dev.agtpstudio.core.net;

import java.io.IOException;

/** An answer larger than the client's body limit; it is not read further and the connection is closed. */
public final class ClientLimitExceeded extends IOException {
    private static final long serialVersionUID = 1L;

    public ClientLimitExceeded(String what, long limit) {
        super(what + " is larger than the limit of " + Sizes.describe(limit) + "; it was not read");
    }

    /** The same failure, thrown again from the caller's thread. */
    public ClientLimitExceeded(ClientLimitExceeded other) {
        super(other.getMessage(), other);
    }
}

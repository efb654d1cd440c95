package dev.agtpstudio.server.net;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** One client connection (one AGTP session): an id, the peer, and hooks run when it closes. */
public final class Connection {
    private final long id;
    private final String remote;
    private final boolean secure;
    private final List<Runnable> onClose = new CopyOnWriteArrayList<>();

    public Connection(long id, String remote, boolean secure) {
        this.id = id;
        this.remote = remote;
        this.secure = secure;
    }

    public long id() {
        return id;
    }

    public String remote() {
        return remote;
    }

    public boolean secure() {
        return secure;
    }

    /** Runs {@code r} once when the connection closes (session-scoped state cleans up here). */
    public void onClose(Runnable r) {
        onClose.add(r);
    }

    /** Called by the listener that owns the connection when it ends (AGTP, A2T or MCP). */
    public void closed() {
        for (Runnable r : onClose) {
            r.run();
        }
        onClose.clear();
    }
}

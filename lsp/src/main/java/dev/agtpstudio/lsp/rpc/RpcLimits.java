package dev.agtpstudio.lsp.rpc;

import dev.agtpstudio.core.load.LoaderLimits;

/**
 * What one JSON-RPC message may be (see docs/decisions/0420-lsp-framing-and-limits.md).
 *
 * @param maxHeaderBytes    the header block of one frame (the base protocol has two short headers)
 * @param maxContentLength  the body of one frame: room for {@code didOpen} of the largest file the loaders accept
 *                          ({@link LoaderLimits#maxFileBytes}), JSON-escaped, with its envelope
 * @param maxDepth          how deep objects and arrays may nest (LSP's deepest messages nest about ten levels)
 * @param frameMillis       how long one frame may take to arrive once it has begun (socket mode only; 0 = no limit)
 * @param idleMillis        how long the connection may stay silent between messages (socket mode only; 0 = no limit)
 */
public record RpcLimits(int maxHeaderBytes, long maxContentLength, int maxDepth, long frameMillis, long idleMillis) {
    /** Standard input/output: the editor that spawned the server owns the pipe, so no timeouts. */
    public static final RpcLimits STDIO = new RpcLimits(8 * 1024, 4 * LoaderLimits.DEFAULT.maxFileBytes(), 64, 0, 0);
    /** A loopback socket: a frame must arrive within 30 s, and a client silent for 2 h is dropped. */
    public static final RpcLimits SOCKET =
            new RpcLimits(STDIO.maxHeaderBytes, STDIO.maxContentLength, STDIO.maxDepth, 30_000, 2 * 3600_000L);

    public RpcLimits withTimeouts(long frame, long idle) {
        return new RpcLimits(maxHeaderBytes, maxContentLength, maxDepth, frame, idle);
    }
}

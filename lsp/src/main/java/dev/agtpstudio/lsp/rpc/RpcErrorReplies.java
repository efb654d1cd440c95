package dev.agtpstudio.lsp.rpc;

import java.util.concurrent.CompletionException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseMessage;

/**
 * The JSON-RPC error answers this server writes itself. Their messages are the server's own words plus, at most, a
 * location in the message ({@code line 1 column 40}, {@code $.params.position}): never the text of a Java
 * exception, whose class and package names mean nothing to a client.
 */
public final class RpcErrorReplies {
    private static final Pattern WHERE = Pattern.compile("(?i)(line \\d+ column \\d+)|path:? (\\$[\\w.\\[\\]]*)");

    private RpcErrorReplies() {}

    public static ResponseMessage error(Either<String, Number> id, int code, String message) {
        ResponseMessage m = new ResponseMessage();
        m.setJsonrpc("2.0");
        if (id != null) {
            m.setRawId(id);
        }
        m.setError(new ResponseError(code, message, null));
        return m;
    }

    /** Where in the message a parser stopped ({@code at line 1 column 9 path $.params}), or "". */
    static String where(String parserMessage) {
        if (parserMessage == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        Matcher m = WHERE.matcher(parserMessage);
        while (m.find()) {
            String part = m.group(1) != null ? m.group(1).toLowerCase(java.util.Locale.ROOT) : m.group(2);
            if (sb.indexOf(part) < 0) {
                sb.append(sb.length() == 0 ? " at " : ", ").append(part);
            }
        }
        return sb.toString();
    }

    /**
     * The answer to a request whose handler failed: a {@link ResponseErrorException}'s own error, else a generic
     * internal error (the details go to standard error, which editors show in the server's log).
     */
    public static ResponseError internalError(Throwable t) {
        Throwable cause = t instanceof CompletionException && t.getCause() != null ? t.getCause() : t;
        if (cause instanceof ResponseErrorException r) {
            return r.getResponseError();
        }
        System.err.println("agtp-studio lsp: a request failed:");
        cause.printStackTrace(System.err);
        return new ResponseError(
                ResponseErrorCode.InternalError,
                "Internal error: the server could not answer this request (details are in the server's log).",
                null);
    }
}

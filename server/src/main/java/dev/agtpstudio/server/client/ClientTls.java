package dev.agtpstudio.server.client;

import dev.agtpstudio.core.net.Deadline;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.security.GeneralSecurityException;
import java.security.cert.X509Certificate;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;

/**
 * The one TLS setup of the product's clients (AGTP, A2T over HTTP, MCP over HTTP): TLS 1.3 only; the JDK's trust
 * store and host name check, or, when {@code trustAny} (the {@code --insecure} flag, the local server's self-signed
 * certificate), any certificate and no host name check. And the one way a client socket is opened within a
 * {@link Deadline} (docs/decisions/0440, 0590).
 */
public final class ClientTls {
    public static final String PROTOCOL = "TLSv1.3";

    private ClientTls() {}

    /** A TLS 1.3 context; {@code trustAny} accepts every server certificate. */
    public static SSLContext context(boolean trustAny) throws IOException {
        try {
            SSLContext ctx = SSLContext.getInstance(PROTOCOL);
            ctx.init(null, trustAny ? new TrustManager[] {TrustAny.INSTANCE} : null, null);
            return ctx;
        } catch (GeneralSecurityException e) {
            throw new IOException("TLS 1.3 is not available: " + e.getMessage(), e);
        }
    }

    /**
     * A socket connected to the options' host and port (with TLS the handshake done), its reads bounded by
     * {@code deadline}; the connect and handshake are given up (the socket closed) when the deadline passes.
     */
    public static Socket connect(ClientOptions options, Deadline deadline) throws IOException {
        Socket s =
                options.tls() ? context(options.insecure()).getSocketFactory().createSocket() : new Socket();
        try (Deadline.Guard ignored = deadline.guard(s)) {
            s.connect(new InetSocketAddress(options.host(), options.port()), deadline.socketTimeout());
            s.setSoTimeout(deadline.socketTimeout());
            if (s instanceof SSLSocket ss) {
                SSLParameters p = ss.getSSLParameters();
                p.setProtocols(new String[] {PROTOCOL});
                if (!options.insecure()) {
                    p.setEndpointIdentificationAlgorithm("HTTPS");
                }
                ss.setSSLParameters(p);
                ss.startHandshake();
            }
        } catch (IOException | RuntimeException e) {
            s.close();
            throw e;
        }
        return s;
    }

    private static final class TrustAny implements X509TrustManager {
        static final TrustAny INSTANCE = new TrustAny();

        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType) {
            // the client side is never asked
        }

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType) {
            // trustAny: every certificate is accepted (the caller asked for it)
        }

        @Override
        public X509Certificate[] getAcceptedIssuers() {
            return new X509Certificate[0];
        }
    }
}

package dev.agtpstudio.server.net;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;

/**
 * A throw-away self-signed certificate (EC P-256, ecdsa-with-SHA256, CN=localhost, SAN localhost and 127.0.0.1)
 * built with JDK APIs only: the DER is assembled here because Netty's generator needs BouncyCastle or JDK internals.
 */
public record SelfSignedCertificate(KeyPair keyPair, X509Certificate certificate) {
    private static final byte[] ECDSA_SHA256 = {0x06, 0x08, 0x2A, (byte) 0x86, 0x48, (byte) 0xCE, 0x3D, 0x04, 0x03, 0x02
    };
    private static final byte[] CN = {0x06, 0x03, 0x55, 0x04, 0x03};
    private static final byte[] SAN = {0x06, 0x03, 0x55, 0x1D, 0x11};

    public static SelfSignedCertificate generate(String commonName) throws GeneralSecurityException {
        KeyPairGenerator g = KeyPairGenerator.getInstance("EC");
        g.initialize(new ECGenParameterSpec("secp256r1"), new SecureRandom());
        KeyPair kp = g.generateKeyPair();
        byte[] algId = tlv(0x30, ECDSA_SHA256);
        byte[] name = tlv(0x30, tlv(0x31, tlv(0x30, cat(CN, tlv(0x0C, commonName.getBytes(StandardCharsets.UTF_8))))));
        DateTimeFormatter f = DateTimeFormatter.ofPattern("yyMMddHHmmss'Z'");
        ZonedDateTime now = ZonedDateTime.now(ZoneOffset.UTC);
        byte[] validity = tlv(
                0x30,
                cat(
                        tlv(0x17, f.format(now.minusDays(1)).getBytes(StandardCharsets.US_ASCII)),
                        tlv(0x17, f.format(now.plusYears(1)).getBytes(StandardCharsets.US_ASCII))));
        byte[] sanValue = tlv(
                0x30,
                cat(tlv(0x82, commonName.getBytes(StandardCharsets.US_ASCII)), tlv(0x87, new byte[] {127, 0, 0, 1})));
        byte[] extensions = tlv(0xA3, tlv(0x30, tlv(0x30, cat(SAN, tlv(0x04, sanValue)))));
        byte[] serial = tlv(
                0x02, new BigInteger(63, new SecureRandom()).add(BigInteger.ONE).toByteArray());
        byte[] tbs = tlv(
                0x30,
                cat(
                        tlv(0xA0, tlv(0x02, new byte[] {2})),
                        serial,
                        algId,
                        name,
                        validity,
                        name,
                        kp.getPublic().getEncoded(),
                        extensions));
        Signature s = Signature.getInstance("SHA256withECDSA");
        s.initSign(kp.getPrivate());
        s.update(tbs);
        byte[] sig = s.sign();
        byte[] bitString = new byte[sig.length + 1];
        System.arraycopy(sig, 0, bitString, 1, sig.length);
        byte[] der = tlv(0x30, cat(tbs, algId, tlv(0x03, bitString)));
        X509Certificate cert = (X509Certificate)
                CertificateFactory.getInstance("X.509").generateCertificate(new ByteArrayInputStream(der));
        cert.verify(kp.getPublic());
        return new SelfSignedCertificate(kp, cert);
    }

    private static byte[] tlv(int tag, byte[] value) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(value.length + 4);
        out.write(tag);
        int len = value.length;
        if (len < 0x80) {
            out.write(len);
        } else if (len < 0x100) {
            out.write(0x81);
            out.write(len);
        } else {
            out.write(0x82);
            out.write(len >> 8);
            out.write(len & 0xff);
        }
        out.writeBytes(value);
        return out.toByteArray();
    }

    private static byte[] cat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }
}

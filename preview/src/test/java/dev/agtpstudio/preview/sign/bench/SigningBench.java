package dev.agtpstudio.preview.sign.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.OctetKeyPair;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.preview.CanonicalJson;
import dev.agtpstudio.preview.ManifestProjector;
import dev.agtpstudio.preview.ProjectionOptions;
import dev.agtpstudio.preview.sign.ManifestSignature;
import dev.agtpstudio.preview.sign.SigningKeys;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;

/**
 * Signing and verification time of a workspace's manifest (issue 40: a 1,000-endpoint manifest). Each round signs
 * the projected manifest (canonical JSON RFC 8785 + Ed25519 JWS) and verifies it after a round trip through its
 * published text (parse + canonical JSON + verify); the canonical form alone is timed too. Warm-up rounds first.
 * Run through scripts/bench-sign-manifest, which generates the workspace:
 * <pre>java -cp ... dev.agtpstudio.preview.sign.bench.SigningBench WORKSPACE [ROUNDS]</pre>
 */
public final class SigningBench {
    private SigningBench() {}

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 50;
        Workspace ws = WorkspaceLoader.load(dir, MethodCatalog.bundled());
        ObjectNode manifest = (ObjectNode) new ManifestProjector()
                .project(ws, ProjectionOptions.at(Instant.parse("2026-01-01T00:00:00Z")))
                .document()
                .deepCopy();
        ObjectMapper mapper = new ObjectMapper();
        OctetKeyPair key = SigningKeys.generate();
        JWKSet trust = SigningKeys.trustOf(key);
        int endpoints = manifest.get("endpoints").size();
        int canonicalBytes = CanonicalJson.utf8(manifest).length;
        for (int i = 0; i < Math.max(10, rounds / 2); i++) {
            ObjectNode m = manifest.deepCopy();
            ManifestSignature.sign(m, key);
            ManifestSignature.verify(mapper.readTree(mapper.writeValueAsString(m)), trust);
        }
        long[] canon = new long[rounds];
        long[] sign = new long[rounds];
        long[] verify = new long[rounds];
        for (int i = 0; i < rounds; i++) {
            ObjectNode m = manifest.deepCopy();
            long t0 = System.nanoTime();
            CanonicalJson.utf8(m);
            long t1 = System.nanoTime();
            ManifestSignature.sign(m, key);
            long t2 = System.nanoTime();
            String text = mapper.writeValueAsString(m);
            long t3 = System.nanoTime();
            JsonNode read = mapper.readTree(text);
            ManifestSignature.Verification v = ManifestSignature.verify(read, trust);
            long t4 = System.nanoTime();
            if (v.status() != ManifestSignature.Status.VALID) {
                throw new IllegalStateException(v.message());
            }
            canon[i] = t1 - t0;
            sign[i] = t2 - t1;
            verify[i] = t4 - t3;
        }
        System.out.printf(
                "manifest of %d endpoints, canonical form %,d bytes, %d rounds (after warm-up), %s%n",
                endpoints,
                canonicalBytes,
                rounds,
                System.getProperty("java.vm.name") + " " + System.getProperty("java.version"));
        report("canonical JSON (RFC 8785) only", canon);
        report("sign (canonical JSON + Ed25519 JWS)", sign);
        report("verify (parse published text + canonical JSON + verify)", verify);
    }

    private static void report(String what, long[] nanos) {
        long[] s = nanos.clone();
        Arrays.sort(s);
        System.out.printf(
                "  %-58s median %6.1f ms, p95 %6.1f ms, min %6.1f ms%n",
                what,
                s[s.length / 2] / 1e6,
                s[(int) Math.min(s.length - 1, Math.round(s.length * 0.95))] / 1e6,
                s[0] / 1e6);
    }
}

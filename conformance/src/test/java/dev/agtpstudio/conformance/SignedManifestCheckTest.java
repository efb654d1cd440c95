package dev.agtpstudio.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.nimbusds.jose.jwk.OctetKeyPair;
import dev.agtpstudio.conformance.checks.ManifestChecks;
import dev.agtpstudio.conformance.checks.RunContext;
import dev.agtpstudio.conformance.generate.InputGenerator;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.preview.sign.SigningKeys;
import dev.agtpstudio.server.LocalServer;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.net.ServerOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code check --trust} and {@code validate --trust} against the local server with and without a signing key. */
class SignedManifestCheckTest {

    private static LocalServer serve(Path dir, Path key) throws Exception {
        return LocalServer.start(
                dir,
                ServerOptions.defaults().withPort(0).withWorkerThreads(2),
                DispatchOptions.defaults().withSigningKey(key).withEnvironment(Map.of("HOTEL_PMS_TOKEN", "test-token")),
                null,
                null,
                false);
    }

    /** The {@code manifest-signature} result of a run of the manifest checks against {@code s}. */
    private static CheckResult signatureCheck(LocalServer s, Path trust) throws Exception {
        Target t = LocalTargets.target(s);
        CheckOptions opts = LocalTargets.options();
        if (trust != null) {
            opts = opts.withTrust(SigningKeys.readTrust(trust));
        }
        Probe probe = new Probe(t, opts);
        Requests requests = new Requests(opts, t.host());
        ServedManifest m = ManifestFetch.fetch(probe, requests);
        RunContext ctx = new RunContext(
                probe, requests, opts, LocalTargets.contract(LocalTargets.sample()), m, new InputGenerator(1));
        return new ManifestChecks()
                .run(ctx).stream()
                        .filter(r -> r.check().equals(ManifestChecks.SIGNATURE))
                        .findFirst()
                        .orElseThrow();
    }

    @Test
    void aServerWithSignVerifiesAgainstItsKeyAndFailsAgainstAnother(@TempDir Path keys, @TempDir Path other)
            throws Exception {
        SigningKeys.writeNew(keys, false);
        SigningKeys.writeNew(other, false);
        try (LocalServer s = serve(LocalTargets.sample(), keys.resolve(SigningKeys.PRIVATE_FILE))) {
            CheckResult ok = signatureCheck(s, keys.resolve(SigningKeys.PUBLIC_FILE));
            assertThat(ok.outcome()).as(ok.detail()).isEqualTo(Outcome.PASS);
            CheckResult wrong = signatureCheck(s, other.resolve(SigningKeys.PUBLIC_FILE));
            assertThat(wrong.outcome()).isEqualTo(Outcome.FAIL);
            assertThat(wrong.detail()).contains("manifest_signature").contains("not by the trusted key");
            CheckResult untrusted = signatureCheck(s, null);
            assertThat(untrusted.outcome()).isEqualTo(Outcome.SKIP);
            assertThat(untrusted.detail()).contains("--trust");
        }
    }

    @Test
    void aServerWithoutAKeyWarns(@TempDir Path keys) throws Exception {
        SigningKeys.writeNew(keys, false);
        try (LocalServer s = serve(LocalTargets.sample(), null)) {
            CheckResult r = signatureCheck(s, keys.resolve(SigningKeys.PUBLIC_FILE));
            assertThat(r.outcome()).isEqualTo(Outcome.SKIP);
            assertThat(r.failed()).isFalse();
            assertThat(r.detail()).startsWith("warning: manifest_signature is null");
        }
    }

    @Test
    void theServerConfigKeySignsAndValidateVerifiesTheFetchedManifest(@TempDir Path ws) throws Exception {
        copy(LocalTargets.sample(), ws);
        OctetKeyPair k = SigningKeys.writeNew(ws.resolve("keys"), false);
        Path config = ws.resolve("agtp-server.toml");
        Files.writeString(
                config,
                Files.readString(config)
                        .replaceFirst(
                                "(?m)^\\[server\\]\\s*$", "[server]\nmanifest_signing_key = \"keys/signing-key.jwk\""));
        try (LocalServer s = serve(ws, null)) {
            CheckResult r = signatureCheck(s, ws.resolve("keys/" + SigningKeys.PUBLIC_FILE));
            assertThat(r.outcome()).as(r.detail()).isEqualTo(Outcome.PASS);
            assertThat(r.detail()).contains(k.getKeyID());

            // validate --manifest host:port --trust: the same verdict as diagnostics; a tampered copy names the
            // signature
            ManifestValidation.Source fetched =
                    ManifestValidation.fetch("127.0.0.1:" + s.server().port(), java.time.Duration.ofSeconds(10));
            var trust = SigningKeys.readTrust(ws.resolve("keys/" + SigningKeys.PUBLIC_FILE));
            assertThat(ManifestValidation.validate(fetched, trust)).isEmpty();
            ObjectNode doc = (ObjectNode) new com.fasterxml.jackson.databind.ObjectMapper().readTree(fetched.text());
            ((ObjectNode) doc.get("policies")).put("wildcards_accepted", true);
            List<Diagnostic> ds =
                    ManifestValidation.validate(new ManifestValidation.Source("tampered", null, doc.toString()), trust);
            assertThat(ds).singleElement().satisfies(d -> {
                assertThat(d.ruleId()).isEqualTo(ManifestValidation.SIGNATURE_RULE);
                assertThat(d.severity()).isEqualTo(Severity.ERROR);
                assertThat(d.message()).contains("manifest_signature").contains("changed after it was signed");
            });
        }
    }

    @Test
    void validateWarnsOnAnUnsignedManifestWithOrWithoutTrust() throws Exception {
        try (LocalServer s = serve(LocalTargets.sample(), null)) {
            ManifestValidation.Source fetched =
                    ManifestValidation.fetch("127.0.0.1:" + s.server().port(), java.time.Duration.ofSeconds(10));
            for (var trust : java.util.Arrays.asList(null, SigningKeys.trustOf(SigningKeys.generate()))) {
                assertThat(ManifestValidation.validate(fetched, trust))
                        .singleElement()
                        .satisfies(d -> {
                            assertThat(d.ruleId()).isEqualTo(ManifestValidation.UNSIGNED_RULE);
                            assertThat(d.severity()).isEqualTo(Severity.WARNING);
                        });
            }
        }
    }

    private static void copy(Path from, Path to) throws Exception {
        try (Stream<Path> all = Files.walk(from)) {
            for (Path p : all.toList()) {
                Path dest = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(dest);
                } else {
                    Files.copy(p, dest);
                }
            }
        }
    }
}

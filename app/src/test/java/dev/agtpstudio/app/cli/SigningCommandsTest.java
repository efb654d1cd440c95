package dev.agtpstudio.app.cli;

import static dev.agtpstudio.app.cli.ManifestCommandTest.SAMPLE;
import static dev.agtpstudio.app.cli.ManifestCommandTest.run;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.app.cli.ManifestCommandTest.Run;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code keys new}, {@code manifest --sign} and {@code validate manifest.json --trust} (AGTP-API §8.8). */
class SigningCommandsTest {
    private static final ObjectMapper M = new ObjectMapper();

    /** validate writes to System.out/err (ValidateTool); captured here. */
    private static Run validate(String... args) {
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(o, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(e, true, StandardCharsets.UTF_8));
            String[] all = new String[args.length + 1];
            all[0] = "validate";
            System.arraycopy(args, 0, all, 1, args.length);
            int exit = dev.agtpstudio.app.Launcher.commandLine(all).execute(all);
            return new Run(exit, o.toString(StandardCharsets.UTF_8), e.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
    }

    @Test
    void keysNewWritesTheTwoJwksAndRefusesToOverwriteWithoutForce(@TempDir Path dir) throws Exception {
        Run r = run("keys", "new", "--out", dir.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        Path priv = dir.resolve("signing-key.jwk");
        JsonNode jwk = M.readTree(priv.toFile());
        assertThat(jwk.path("kty").asText()).isEqualTo("OKP");
        assertThat(jwk.path("crv").asText()).isEqualTo("Ed25519");
        assertThat(jwk.has("d")).isTrue();
        assertThat(r.out()).contains("kid " + jwk.path("kid").asText());
        assertThat(M.readTree(dir.resolve("signing-key.pub.jwk").toFile()).has("d"))
                .isFalse();
        if (Files.getFileStore(priv).supportsFileAttributeView("posix")) {
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(priv)))
                    .isEqualTo("rw-------");
        }
        String before = Files.readString(priv);
        Run again = run("keys", "new", "--out", dir.toString());
        assertThat(again.exit()).isEqualTo(2);
        assertThat(again.err()).contains("already exists").contains("--force");
        assertThat(Files.readString(priv)).isEqualTo(before);
        assertThat(run("keys", "new", "--out", dir.toString(), "--force").exit())
                .isZero();
        assertThat(Files.readString(priv)).isNotEqualTo(before);
    }

    @Test
    void aSignedManifestValidatesWithTrustAndATamperedOneFailsNamingTheSignature(@TempDir Path dir) throws Exception {
        assertThat(run("keys", "new", "--out", dir.toString()).exit()).isZero();
        Path signed = dir.resolve("manifest.json");
        Run m = run(
                "manifest",
                SAMPLE.toString(),
                "--now",
                "2026-01-01T00:00:00Z",
                "--sign",
                dir.resolve("signing-key.jwk").toString(),
                "--out",
                signed.toString());
        assertThat(m.exit()).as(m.err()).isZero();
        assertThat(M.readTree(signed.toFile()).path("manifest_signature").asText())
                .matches("[A-Za-z0-9_-]+\\.\\.[A-Za-z0-9_-]+");

        Run ok = validate(
                signed.toString(), "--trust", dir.resolve("signing-key.pub.jwk").toString());
        assertThat(ok.exit()).as(ok.out() + ok.err()).isZero();
        assertThat(ok.out()).doesNotContain("manifest/");

        ObjectNode doc = (ObjectNode) M.readTree(signed.toFile());
        ((ObjectNode) doc.get("policies").get("methods")).putArray("disallow").add("DELETE");
        Path tampered = Files.writeString(
                dir.resolve("tampered.json"), M.writerWithDefaultPrettyPrinter().writeValueAsString(doc));
        Run bad = validate(
                tampered.toString(),
                "--trust",
                dir.resolve("signing-key.pub.jwk").toString());
        assertThat(bad.exit()).isEqualTo(1);
        assertThat(bad.out())
                .contains("manifest/signature")
                .contains("manifest_signature does not verify")
                .contains("changed after it was signed");

        Run unsigned = validate(
                run(
                                                "manifest",
                                                SAMPLE.toString(),
                                                "--out",
                                                dir.resolve("u.json").toString())
                                        .exit()
                                == 0
                        ? dir.resolve("u.json").toString()
                        : "missing");
        assertThat(unsigned.exit()).as("a warning does not fail the run").isZero();
        assertThat(unsigned.out()).contains("manifest/unsigned").contains("warning");
    }

    @Test
    void unusableKeysAreNamed(@TempDir Path dir) throws Exception {
        Path junk = Files.writeString(dir.resolve("junk.jwk"), "not json");
        Run m = run("manifest", SAMPLE.toString(), "--sign", junk.toString());
        assertThat(m.exit()).isEqualTo(2);
        assertThat(m.err()).contains("junk.jwk").contains("not a JWK").doesNotContain("Exception");
        Run other = run("manifest", SAMPLE.toString(), "--projection", "mcp", "--sign", junk.toString());
        assertThat(other.exit()).isEqualTo(2);
        assertThat(other.err()).contains("--sign signs the manifest");
        Run v = validate(SAMPLE.resolve("agtp-server.toml").toString(), "--trust", junk.toString());
        assertThat(v.exit()).isEqualTo(2);
        Run c = run("check", SAMPLE.toString(), "--target", "127.0.0.1:1", "--trust", junk.toString());
        assertThat(c.exit()).isEqualTo(2);
        assertThat(c.err()).contains("--trust").contains("junk.jwk").contains("not a JWK");
    }
}

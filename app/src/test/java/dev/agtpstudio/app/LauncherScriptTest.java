package dev.agtpstudio.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code agtp-studio} script in a stand-in checkout, with {@code mvn} and {@code java} replaced by scripts that
 * only record that they ran: a saved workspace file is never a reason to build, and the JVM never runs the jar a
 * build rewrites.
 */
class LauncherScriptTest {
    @TempDir
    Path checkout;
    private Path bin;
    private Path jar;

    @BeforeEach
    void standInCheckout() throws IOException {
        Path script = Path.of("..", "agtp-studio").toAbsolutePath().normalize();
        Files.copy(script, checkout.resolve("agtp-studio"));
        jar = checkout.resolve("app/target/agtp-studio.jar");
        Files.createDirectories(jar.getParent());
        Files.writeString(jar, "the built jar");
        Files.createDirectories(jar.resolveSibling("lib"));
        Files.writeString(jar.resolveSibling("lib/agtp-studio-core-0.1.0-SNAPSHOT.jar"), "our module");
        Files.writeString(jar.resolveSibling("lib/tomlj-2.2.0.jar"), "a library");
        Path source = checkout.resolve("core/src/main/java/Core.java");
        Files.createDirectories(checkout.resolve("core"));
        Files.writeString(checkout.resolve("core/pom.xml"), "<project/>");
        Files.setLastModifiedTime(checkout.resolve("core/pom.xml"), FileTime.from(Instant.now().minusSeconds(600)));
        Files.createDirectories(source.getParent());
        Files.writeString(source, "class Core {}");
        Files.writeString(checkout.resolve("pom.xml"), "<project/>");
        Instant built = Instant.now().minusSeconds(60);
        Files.setLastModifiedTime(source, FileTime.from(built.minusSeconds(60)));
        Files.setLastModifiedTime(checkout.resolve("pom.xml"), FileTime.from(built.minusSeconds(60)));
        Files.setLastModifiedTime(jar, FileTime.from(built));
        bin = Files.createDirectories(checkout.resolve("fake-bin"));
        fake("mvn", "echo mvn >> \"$RECORD\"; touch \"$JAR\"");
        fake("java", "printf '%s\\n' \"$@\" >> \"$RECORD\"");
    }

    @Test
    void savingASampleOrWorkspaceFileTriggersNoBuild() throws Exception {
        Path sample = checkout.resolve("samples/hotel/endpoints/book.toml");
        Files.createDirectories(sample.getParent());
        Files.writeString(sample, "[endpoint]\n");
        Path workspace = checkout.resolve("my-workspace/src/main/resources/x.toml");
        Files.createDirectories(workspace.getParent());
        Files.writeString(workspace, "[endpoint]\n");

        List<String> record = launch("validate", "samples/hotel");

        assertThat(record).doesNotContain("mvn").contains("validate", "samples/hotel");
    }

    @Test
    void aChangedSourceStillBuildsFirst() throws Exception {
        Files.setLastModifiedTime(checkout.resolve("core/src/main/java/Core.java"), FileTime.from(Instant.now()));

        assertThat(launch("validate", "x")).first().isEqualTo("mvn");
    }

    @Test
    void theJvmRunsACopyOfTheJarSoABuildNeverRewritesTheOneInUse() throws Exception {
        List<String> record = launch("validate", "x");

        String ran = record.get(record.indexOf("-jar") + 1);
        assertThat(Path.of(ran)).isNotEqualTo(jar).startsWith(checkout.resolve("app/target/run"));
        assertThat(Files.readString(Path.of(ran))).isEqualTo("the built jar");
        // the manifest's Class-Path is relative: lib/ goes along, our own modules as copies
        Path lib = Path.of(ran).resolveSibling("lib");
        assertThat(Files.readString(lib.resolve("tomlj-2.2.0.jar"))).isEqualTo("a library");
        Path ours = lib.resolve("agtp-studio-core-0.1.0-SNAPSHOT.jar");
        assertThat(Files.readString(ours)).isEqualTo("our module");
        assertThat(Files.isSameFile(ours, jar.resolveSibling("lib/agtp-studio-core-0.1.0-SNAPSHOT.jar"))).isFalse();

        // a new build makes a new copy; the first one's content is never rewritten
        Files.writeString(jar, "the next build");
        Files.setLastModifiedTime(jar, FileTime.from(Instant.now().plusSeconds(5)));
        List<String> again = launch("validate", "x");
        String next = again.get(again.lastIndexOf("-jar") + 1);
        assertThat(next).isNotEqualTo(ran);
        assertThat(Files.readString(Path.of(next))).isEqualTo("the next build");
    }

    private List<String> launch(String... args) throws Exception {
        Path record = checkout.resolve("record.txt");
        Files.deleteIfExists(record);
        List<String> cmd = new java.util.ArrayList<>(List.of("bash", checkout.resolve("agtp-studio").toString()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(checkout.toFile()).redirectErrorStream(true);
        pb.environment().put("PATH", bin + ":/usr/bin:/bin");
        pb.environment().put("RECORD", record.toString());
        pb.environment().put("JAR", jar.toString());
        pb.environment().remove("AGTP_STUDIO_JAVA_OPTS");
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes());
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        return Files.exists(record) ? Files.readAllLines(record) : List.of();
    }

    private void fake(String name, String body) throws IOException {
        Path f = bin.resolve(name);
        Files.writeString(f, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
}

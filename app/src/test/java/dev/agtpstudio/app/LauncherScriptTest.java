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
    private final java.util.Map<String, String> extraEnv = new java.util.HashMap<>();

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
        fake("java", "echo 'java on PATH' >> \"$RECORD\"; printf '%s\\n' \"$@\" >> \"$RECORD\"");
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

    @Test
    void withoutAJdk25TheSubcommandsRunOnTheJavaOnPathWithAClassDataArchive() throws Exception {
        jdk("jdk-21", "21.0.2");

        List<String> record = launch("validate", "x");

        assertThat(record).first().isEqualTo("java on PATH");
        assertThat(record).contains("-XX:ArchiveClassesAtExit=" + jar.resolveSibling("agtp-studio-cli.jsa"))
                .noneMatch(a -> a.startsWith("-XX:AOT"));
    }

    @Test
    void aJdk25BesideItRunsTheSubcommandsWithAnAheadOfTimeCache() throws Exception {
        jdk("jdk-21", "21.0.2");
        jdk("jdk-25", "25.0.3");

        List<String> first = launch("validate", "x");

        assertThat(first).first().isEqualTo("jdk-25");
        assertThat(first).contains("-XX:AOTMode=record", "-XX:-DisplayVMOutput", "--sun-misc-unsafe-memory-access=allow")
                .anyMatch(a -> a.startsWith("-XX:AOTConfiguration=" + jar.resolveSibling("agtp-studio-cli.aot.")))
                .noneMatch(a -> a.startsWith("-XX:SharedArchiveFile") || a.startsWith("-XX:ArchiveClassesAtExit"));

        Path cache = Files.writeString(jar.resolveSibling("agtp-studio-cli.aot"), "a cache");
        List<String> later = launch("validate", "x");
        assertThat(later).first().isEqualTo("jdk-25");
        assertThat(later).contains("-XX:AOTCache=" + cache).doesNotContain("-XX:AOTMode=record");

        // a cache older than the jar belongs to another build: it is thrown away and this run records again
        Files.setLastModifiedTime(cache, FileTime.from(Instant.now().minusSeconds(3600)));
        assertThat(launch("validate", "x")).contains("-XX:AOTMode=record");
        assertThat(cache).doesNotExist();
    }

    @Test
    void aRecordingRunEndedByASignalStillLeavesItsCacheMade() throws Exception {
        // a JDK 25 whose recording run writes its configuration, then the launcher is told to stop (the terminal
        // closes, or a kill) while the JVM exits
        Path home = jdk("jdk-25", "25.0.3");
        Files.writeString(home.resolve("bin/java"), """
                #!/bin/sh
                echo jdk-25 >> "$RECORD"
                printf '%s\n' "$@" >> "$RECORD"
                for a in "$@"; do
                  case "$a" in -XX:AOTConfiguration=*) conf="${a#-XX:AOTConfiguration=}" ;; esac
                  case "$a" in -XX:AOTMode=record) recording=1 ;; esac
                done
                if [ -n "$recording" ]; then echo recorded > "$conf"; kill -TERM "$PPID"; sleep 0.2; fi
                """);

        launch("validate", "x");

        Path record = checkout.resolve("record.txt");
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!Files.readAllLines(record).contains("-XX:AOTMode=create") && System.nanoTime() < end) {
            Thread.sleep(50);
        }
        assertThat(Files.readAllLines(record)).as("the cache is made after the signal").contains("-XX:AOTMode=create");
    }

    @Test
    void theServersAndAChosenJdkFollowTheirOwnRules() throws Exception {
        jdk("jdk-25", "25.0.3");

        assertThat(launch("serve", "x")).first().isEqualTo("java on PATH");

        Path chosen = jdk("jdk-17-chosen", "17.0.15");
        extraEnv.put("AGTP_STUDIO_JAVA_HOME", chosen.toString());
        List<String> record = launch("validate", "x");
        assertThat(record).first().isEqualTo("jdk-17-chosen");
        assertThat(record).anyMatch(a -> a.startsWith("-XX:ArchiveClassesAtExit="));
    }

    @Test
    void theIdeRunsOnAJdk25WithItsOwnCache() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(gtkInstalled(), "the launcher's IDE branch needs GTK 3 installed");
        jdk("jdk-25", "25.0.3");
        extraEnv.put("DISPLAY", ":0");

        List<String> record = launch();

        assertThat(record).first().isEqualTo("jdk-25");
        assertThat(record).contains("-XX:AOTMode=record", "--enable-native-access=ALL-UNNAMED", "-Xmx2g")
                .anyMatch(a -> a.startsWith("-XX:AOTConfiguration=" + jar.resolveSibling("agtp-studio-gui.aot.")))
                .doesNotContain("-XX:+UseSerialGC");
    }

    private static boolean gtkInstalled() throws Exception {
        Process p = new ProcessBuilder("sh", "-c", "ldconfig -p 2>/dev/null | grep 'libgtk-3.so.0'").start();
        p.getInputStream().readAllBytes();
        return p.waitFor() == 0;
    }

    /** A stand-in JDK home: its release file and a java that records its name and arguments. */
    private Path jdk(String name, String version) throws IOException {
        Path home = Files.createDirectories(checkout.resolve("jdks").resolve(name));
        Files.writeString(home.resolve("release"), "IMPLEMENTOR=\"test\"\nJAVA_VERSION=\"" + version + "\"\n");
        Path java = Files.createDirectories(home.resolve("bin")).resolve("java");
        Files.writeString(java, "#!/bin/sh\necho " + name + " >> \"$RECORD\"\nprintf '%s\\n' \"$@\" >> \"$RECORD\"\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return home;
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
        pb.environment().remove("AGTP_STUDIO_JAVA_HOME");
        pb.environment().remove("JAVA_HOME");
        // only the JDKs this test installs, never the machine's own
        pb.environment().put("AGTP_STUDIO_JDKS", checkout.resolve("jdks").toString() + "/*");
        extraEnv.forEach(pb.environment()::put);
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

package dev.agtpstudio.buildtools;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

class ClassFileUpgradeTest {
    @TempDir
    Path tmp;

    /** The picocli jar the build ships (the one on this test's class path). */
    private Path picocli() throws Exception {
        Path jar = Path.of(picocli.CommandLine.class
                .getProtectionDomain()
                .getCodeSource()
                .getLocation()
                .toURI());
        Path copy = tmp.resolve(jar.getFileName());
        Files.copy(jar, copy);
        return copy;
    }

    @Test
    void picocliComesOutAtVersion52WithEveryEntryAndResourceKept() throws Exception {
        Path jar = picocli();
        Map<String, byte[]> before = entries(jar);
        assertTrue(
                before.entrySet().stream()
                        .anyMatch(e ->
                                e.getKey().endsWith(".class") && ClassFileUpgrade.version(e.getValue()) < Opcodes.V1_6),
                "picocli 4.7.7 ships version 49 classes");

        int upgraded = ClassFileUpgrade.upgrade(jar);

        Map<String, byte[]> after = entries(jar);
        assertEquals(before.keySet().stream().toList(), after.keySet().stream().toList(), "same entries, same order");
        int old = 0;
        for (var e : before.entrySet()) {
            byte[] now = after.get(e.getKey());
            if (!e.getKey().endsWith(".class")) {
                assertArrayEquals(e.getValue(), now, e.getKey());
            } else if (ClassFileUpgrade.version(e.getValue()) < Opcodes.V1_6) {
                old++;
                assertEquals(Opcodes.V1_8, ClassFileUpgrade.version(now), e.getKey());
            } else {
                assertArrayEquals(e.getValue(), now, e.getKey() + " was already new enough");
            }
        }
        assertEquals(old, upgraded);
        assertTrue(upgraded > 200, "picocli's classes: " + upgraded);
    }

    @Test
    void everyUpgradedClassPassesTheVerifierAndInitialises() throws Exception {
        Path jar = picocli();
        ClassFileUpgrade.upgrade(jar);
        // A loader that cannot see the original picocli: each class is loaded from the upgraded jar, linked (so
        // verified by the type-checking verifier against its new stack maps) and initialised.
        int loaded = 0;
        try (URLClassLoader upgraded =
                new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader())) {
            for (String name : entries(jar).keySet()) {
                if (!name.endsWith(".class") || name.startsWith("META-INF/")) {
                    continue;
                }
                String cls =
                        name.substring(0, name.length() - ".class".length()).replace('/', '.');
                Class<?> c = Class.forName(cls, true, upgraded);
                assertEquals(upgraded, c.getClassLoader(), cls);
                loaded++;
            }
            // and it still works: the usage help of a command built by its programmatic API
            Class<?> specClass = Class.forName("picocli.CommandLine$Model$CommandSpec", true, upgraded);
            Object spec = specClass.getMethod("create").invoke(null);
            specClass.getMethod("name", String.class).invoke(spec, "probe");
            Class<?> line = Class.forName("picocli.CommandLine", true, upgraded);
            Object cl = line.getConstructor(Object.class).newInstance(spec);
            String usage = (String) line.getMethod("getUsageMessage").invoke(cl);
            assertTrue(usage.startsWith("Usage: probe"), usage);
        }
        assertTrue(loaded > 200, "classes loaded: " + loaded);
    }

    @Test
    void aSecondRunChangesNothing() throws Exception {
        Path jar = picocli();
        ClassFileUpgrade.upgrade(jar);
        byte[] once = Files.readAllBytes(jar);
        assertEquals(0, ClassFileUpgrade.upgrade(jar));
        assertArrayEquals(once, Files.readAllBytes(jar));
        try (var files = Files.list(tmp)) {
            assertEquals(1, files.count(), "no temporary file is left behind");
        }
    }

    @Test
    void aClassWithJsrIsRefusedAndTheJarLeftAsItWas() throws Exception {
        Path jar = tmp.resolve("old.jar");
        try (ZipOutputStream z = new ZipOutputStream(Files.newOutputStream(jar))) {
            z.putNextEntry(new ZipEntry("p/WithJsr.class"));
            z.write(classWithJsr());
            z.closeEntry();
        }
        byte[] before = Files.readAllBytes(jar);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> ClassFileUpgrade.upgrade(jar));
        assertTrue(e.getMessage().contains("p/WithJsr"), e.getMessage());
        assertArrayEquals(before, Files.readAllBytes(jar));
        try (var files = Files.list(tmp)) {
            assertEquals(1, files.count(), "no temporary file is left behind");
        }
    }

    @Test
    void notAClassFileIsAnError() {
        assertThrows(IllegalArgumentException.class, () -> ClassFileUpgrade.version(new byte[] {1, 2, 3}));
    }

    @Test
    void aJarWithoutOldClassesIsCopiedUnchanged() throws IOException {
        ByteArrayOutputStream jar = new ByteArrayOutputStream();
        try (ZipOutputStream z = new ZipOutputStream(jar)) {
            z.putNextEntry(new ZipEntry("a.txt"));
            z.write("hello".getBytes());
            z.closeEntry();
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(
                0,
                ClassFileUpgrade.copy(
                        new ByteArrayInputStream(jar.toByteArray()),
                        out,
                        getClass().getClassLoader()));
    }

    /** A version 49 class whose one method uses jsr/ret, as javac wrote finally blocks before Java 6. */
    private static byte[] classWithJsr() {
        ClassWriter w = new ClassWriter(0);
        w.visit(Opcodes.V1_5, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, "p/WithJsr", null, "java/lang/Object", null);
        MethodVisitor m = w.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "f", "()V", null, null);
        m.visitCode();
        Label sub = new Label();
        m.visitJumpInsn(Opcodes.JSR, sub);
        m.visitInsn(Opcodes.RETURN);
        m.visitLabel(sub);
        m.visitVarInsn(Opcodes.ASTORE, 0);
        m.visitVarInsn(Opcodes.RET, 0);
        m.visitMaxs(1, 1);
        m.visitEnd();
        w.visitEnd();
        return w.toByteArray();
    }

    private static Map<String, byte[]> entries(Path jar) throws IOException {
        Map<String, byte[]> out = new LinkedHashMap<>();
        try (ZipInputStream z = new ZipInputStream(Files.newInputStream(jar))) {
            for (ZipEntry e; (e = z.getNextEntry()) != null; ) {
                out.put(e.getName(), z.readAllBytes());
            }
        }
        return out;
    }
}

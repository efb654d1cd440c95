package dev.agtpstudio.buildtools;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;

/**
 * Rewrites the classes of a dependency's jar that predate class-file version 50 (Java 6) as version 52 (Java 8),
 * with the stack map frames that version requires computed by ASM; nothing else in them changes. A JVM verifies such
 * old classes with the old type-inferencing verifier when it links them, and neither a class-data archive (JDK 17)
 * nor an ahead-of-time cache (JDK 24+) can hold a class that was linked that way, so every start of a command loads,
 * parses and verifies them again. picocli 4.7.7 ships its ~230 classes as version 49; upgraded, `agtp-studio
 * validate` and the other subcommands start from the cache with them (docs/decisions/0285).
 *
 * <p>The upgrade is all or nothing per jar and is written atomically beside the original, then moved over it; a jar
 * whose classes are already version 50 or later is left as it is, so running it twice changes nothing. A method with
 * {@code jsr}/{@code ret} (which version 51+ forbids) stops it with an error rather than being rewritten.
 *
 * <pre>java -cp buildtools.jar:asm.jar dev.agtpstudio.buildtools.ClassFileUpgrade JAR...</pre>
 */
public final class ClassFileUpgrade {
    /** Below this class-file version a class is verified by inference and kept out of class-data archives. */
    static final int FIRST_WITH_STACK_MAPS = Opcodes.V1_6;
    /** What old classes become. */
    static final int TARGET = Opcodes.V1_8;

    private ClassFileUpgrade() {}

    public static void main(String[] args) throws IOException {
        if (args.length == 0) {
            System.err.println("usage: ClassFileUpgrade JAR...");
            System.exit(2);
        }
        for (String a : args) {
            int n = upgrade(Path.of(a));
            if (n > 0) { // silent when there was nothing to do (every build after the first)
                System.out.println("ClassFileUpgrade: " + a + ": " + n + " classes upgraded");
            }
        }
    }

    /** Upgrades {@code jar} in place; returns how many classes were rewritten (0: the file is untouched). */
    public static int upgrade(Path jar) throws IOException {
        Path tmp = jar.resolveSibling(jar.getFileName() + ".upgrade.tmp");
        int upgraded;
        try (URLClassLoader hierarchy =
                new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassFileUpgrade.class.getClassLoader())) {
            try (InputStream in = Files.newInputStream(jar);
                    OutputStream out = Files.newOutputStream(tmp)) {
                upgraded = copy(in, out, hierarchy);
            }
            if (upgraded == 0) {
                Files.delete(tmp);
                return 0;
            }
            Files.move(tmp, jar, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return upgraded;
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** Copies a jar entry by entry, upgrading old classes; {@code hierarchy} resolves classes for frame merging. */
    static int copy(InputStream in, OutputStream out, ClassLoader hierarchy) throws IOException {
        int upgraded = 0;
        try (ZipInputStream zin = new ZipInputStream(in);
                ZipOutputStream zout = new ZipOutputStream(out)) {
            for (ZipEntry e; (e = zin.getNextEntry()) != null; ) {
                byte[] bytes = zin.readAllBytes();
                if (!e.isDirectory() && e.getName().endsWith(".class") && version(bytes) < FIRST_WITH_STACK_MAPS) {
                    bytes = upgrade(bytes, hierarchy);
                    upgraded++;
                }
                ZipEntry copy = new ZipEntry(e.getName());
                copy.setTime(e.getTime());
                zout.putNextEntry(copy);
                zout.write(bytes);
                zout.closeEntry();
            }
        }
        return upgraded;
    }

    /** The class file's major version. */
    static int version(byte[] classFile) {
        if (classFile.length < 8) {
            throw new IllegalArgumentException("not a class file (" + classFile.length + " bytes)");
        }
        return ((classFile[6] & 0xff) << 8) | (classFile[7] & 0xff);
    }

    /** One class at {@link #TARGET}, its frames computed (old frames, if any, are dropped first). */
    static byte[] upgrade(byte[] classFile, ClassLoader hierarchy) {
        ClassReader reader = new ClassReader(classFile);
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
            @Override
            protected ClassLoader getClassLoader() {
                return hierarchy;
            }
        };
        try {
            reader.accept(
                    new ClassVisitor(Opcodes.ASM9, writer) {
                        @Override
                        public void visit(
                                int version,
                                int access,
                                String name,
                                String signature,
                                String superName,
                                String[] interfaces) {
                            super.visit(TARGET, access, name, signature, superName, interfaces);
                        }
                    },
                    ClassReader.SKIP_FRAMES);
            return writer.toByteArray();
        } catch (RuntimeException e) { // jsr/ret, or a type the frames need that the hierarchy cannot load
            throw new IllegalStateException("cannot upgrade " + reader.getClassName() + ": " + e, e);
        }
    }
}

package dev.agtpstudio.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * {@code core.io.AtomicWrite} is the product's one way to write a file (docs/decisions/0592): outside {@code core.io}
 * no production class writes a file itself: no {@code Files.write}, {@code writeString}, {@code newBufferedWriter},
 * {@code newOutputStream}, {@code Files.copy} onto a path, no {@code FileOutputStream}, {@code FileWriter},
 * {@code RandomAccessFile}, no {@code PrintWriter}/{@code PrintStream} opened on a file name, no {@code writeValue} or
 * {@code write} onto a {@code java.io.File} (Jackson, ImageIO), and no hand-rolled
 * write-then-rename ({@code StandardCopyOption.ATOMIC_MOVE}). The classes in {@link #EXCEPTIONS} write something
 * that is not a file of the user's, each for the reason given; an exception that no longer writes fails too (delete
 * it). {@code buildtools} is a step of the build, not the product.
 */
@AnalyzeClasses(
        packages = "dev.agtpstudio",
        importOptions = {ImportOption.DoNotIncludeTests.class, ArchitectureTest.NoTestJars.class})
class OneFileWriterTest {
    private static final Set<String> FILES_WRITERS =
            Set.of("write", "writeString", "newBufferedWriter", "newOutputStream");
    private static final Set<String> WRITING_CONSTRUCTED =
            Set.of("java.io.FileOutputStream", "java.io.FileWriter", "java.io.RandomAccessFile");
    private static final Set<String> FILE_NAMED_PRINTERS = Set.of("java.io.PrintWriter", "java.io.PrintStream");

    /** Top-level class name -> why it may write with the JDK directly. */
    static final Map<String, String> EXCEPTIONS = Map.of(
            "dev.agtpstudio.app.gui.StudioApp",
            "appends a line to the IDE's own error log (agtp-studio.log); a replace would lose the earlier lines",
            "dev.agtpstudio.evolution.BaselineFolder",
            "fills a fresh staging folder and swaps it in as a baseline (last export or started) with one rename of the folder",
            "dev.agtpstudio.evolution.git.GitRevision",
            "writes a git revision's files into a fresh temporary folder the diff reads and deletes",
            "dev.agtpstudio.importer.ImportManifest",
            "streams the import manifest into the temporary file AtomicWrite.write(Path, Content) hands it",
            "dev.agtpstudio.server.client.request.RequestFolder",
            "renames a saved request (and its example) with one atomic move after refusing a taken name; it writes nothing");

    @ArchTest
    static void onlyAtomicWriteWritesFiles(JavaClasses classes) {
        Map<String, Set<String>> found = new TreeMap<>();
        for (JavaClass c : classes) {
            if (c.getPackageName().startsWith("dev.agtpstudio.core.io")
                    || c.getPackageName().startsWith("dev.agtpstudio.buildtools")) {
                continue;
            }
            for (JavaAccess<?> a : c.getAccessesFromSelf()) {
                if (writesAFile(a)) {
                    found.computeIfAbsent(topLevel(c), k -> new TreeSet<>()).add(a.getDescription());
                }
            }
        }
        Map<String, Set<String>> unexpected = new TreeMap<>(found);
        EXCEPTIONS.keySet().forEach(unexpected::remove);
        assertThat(unexpected)
                .as("files written without core.io.AtomicWrite (use AtomicWrite.write or create)")
                .isEmpty();
        List<String> stale = EXCEPTIONS.keySet().stream()
                .filter(k -> !found.containsKey(k))
                .sorted()
                .toList();
        assertThat(stale)
                .as("EXCEPTIONS entries that no longer write a file (delete them)")
                .isEmpty();
    }

    static boolean writesAFile(JavaAccess<?> a) {
        String owner = a.getTargetOwner().getName();
        String name = a.getName();
        List<String> params = a.getTarget()
                        instanceof com.tngtech.archunit.core.domain.AccessTarget.CodeUnitAccessTarget t
                ? t.getRawParameterTypes().stream().map(JavaClass::getName).toList()
                : List.of();
        if (owner.equals("java.nio.file.Files")) {
            return FILES_WRITERS.contains(name)
                    || name.equals("copy")
                            && params.size() >= 2
                            && params.get(1).equals("java.nio.file.Path");
        }
        if (name.equals("<init>")) {
            boolean onDescriptor =
                    !params.isEmpty() && params.get(0).equals("java.io.FileDescriptor"); // stdout, stderr
            return WRITING_CONSTRUCTED.contains(owner) && !onDescriptor
                    || FILE_NAMED_PRINTERS.contains(owner)
                            && !params.isEmpty()
                            && (params.get(0).equals("java.io.File")
                                    || params.get(0).equals("java.lang.String"));
        }
        if ((name.equals("writeValue") || name.equals("write"))
                && !params.isEmpty()
                && params.stream().anyMatch(p -> p.equals("java.io.File"))) {
            return true; // Jackson's writeValue(File, ...), ImageIO.write(..., File)
        }
        return owner.equals("java.nio.file.StandardCopyOption") && name.equals("ATOMIC_MOVE");
    }

    private static String topLevel(JavaClass c) {
        String n = c.getName();
        int dollar = n.indexOf('$');
        return dollar < 0 ? n : n.substring(0, dollar);
    }
}

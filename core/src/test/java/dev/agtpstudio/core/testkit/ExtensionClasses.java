package dev.agtpstudio.core.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.annotation.Annotation;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * The classes a module defines of one extension point, read from the module's compiled classes, for the tests that
 * fail when a class of an extension point is not registered (docs/decisions/0600): a {@code Projector} no
 * {@code ProjectionKind} names, a check {@code Validators} leaves out, a {@code @Command} the launcher does not know.
 * Shared through core's test-jar.
 * <pre>{@code ExtensionClasses.implementing(FileCheck.class)}</pre>
 */
public final class ExtensionClasses {
    private ExtensionClasses() {}

    /** The concrete named classes of {@code type}'s module (its classes folder) that implement or extend {@code type}. */
    public static List<Class<?>> implementing(Class<?> type) {
        return of(type, c -> type.isAssignableFrom(c) && !c.isInterface() && !Modifier.isAbstract(c.getModifiers()));
    }

    /** The named classes of {@code anchor}'s module annotated with {@code annotation}. */
    public static List<Class<?>> annotated(Class<?> anchor, Class<? extends Annotation> annotation) {
        return of(anchor, c -> c.isAnnotationPresent(annotation));
    }

    private static List<Class<?>> of(Class<?> anchor, Predicate<Class<?>> wanted) {
        Path classes;
        try {
            classes = Path.of(
                    anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        if (!Files.isDirectory(classes)) {
            throw new IllegalStateException("not a classes folder, so its classes cannot be listed: " + classes);
        }
        List<Class<?>> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path f :
                    files.filter(p -> p.toString().endsWith(".class")).sorted().toList()) {
                String name = classes.relativize(f)
                        .toString()
                        .replace(f.getFileSystem().getSeparator(), ".")
                        .replaceAll("\\.class$", "");
                if (name.endsWith("package-info") || name.endsWith("module-info")) {
                    continue;
                }
                Class<?> c = Class.forName(name, false, anchor.getClassLoader());
                if (!c.isAnonymousClass() && !c.isSynthetic() && wanted.test(c)) {
                    out.add(c);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
        return out;
    }
}

package dev.agtpstudio.evolution;

import dev.agtpstudio.core.load.LoadedFile;
import java.nio.file.Path;

/** Turns a file and key path of either version into a {@link ChangeLocation} relative to that version's root. */
final class Locator {
    private final Path oldRoot;
    private final Path newRoot;

    Locator(Path oldRoot, Path newRoot) {
        this.oldRoot = oldRoot;
        this.newRoot = newRoot;
    }

    ChangeLocation old(LoadedFile<?> f, String keyPath) {
        return at(ChangeLocation.Side.OLD, oldRoot, f, keyPath);
    }

    ChangeLocation neu(LoadedFile<?> f, String keyPath) {
        return at(ChangeLocation.Side.NEW, newRoot, f, keyPath);
    }

    /** The location of {@code keyPath} in the new version when it is there, else in the old one. */
    ChangeLocation either(LoadedFile<?> oldFile, LoadedFile<?> newFile, String keyPath) {
        if (newFile != null && (newFile.locations().contains(keyPath) || oldFile == null)) {
            return neu(newFile, keyPath);
        }
        return oldFile != null && oldFile.locations().contains(keyPath) ? old(oldFile, keyPath) : neu(newFile, keyPath);
    }

    Path oldRelative(LoadedFile<?> f) {
        return relative(oldRoot, f.path());
    }

    Path newRelative(LoadedFile<?> f) {
        return relative(newRoot, f.path());
    }

    static Path relative(Path root, Path file) {
        Path abs = file.toAbsolutePath().normalize();
        Path r = root == null ? null : root.toAbsolutePath().normalize();
        return r != null && abs.startsWith(r) && !abs.equals(r) ? r.relativize(abs) : abs.getFileName();
    }

    private static ChangeLocation at(ChangeLocation.Side side, Path root, LoadedFile<?> f, String keyPath) {
        if (f == null) {
            return null;
        }
        String kp = keyPath == null ? "" : keyPath;
        return new ChangeLocation(
                side, relative(root, f.path()), kp, f.locations().rangeFor(kp));
    }
}

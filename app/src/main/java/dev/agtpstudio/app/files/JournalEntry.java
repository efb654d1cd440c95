package dev.agtpstudio.app.files;

import java.nio.file.Path;
import java.time.Instant;

/**
 * One unsaved buffer kept by the {@link Journal}: the file it belongs to, the text in the editor, when it was
 * journaled, and the hash of the file on disk at the time (null when the file did not exist), so a restore can tell
 * whether the file was changed by someone else meanwhile.
 */
public record JournalEntry(Path file, String text, Instant savedAt, String diskHash) {}

package dev.agtpstudio.app.files;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.Executors;

/**
 * Run as a separate JVM by {@link JournalTest}: journals one edited buffer the way the IDE does, says so on stdout,
 * then waits to be killed (it never saves).
 */
public final class JournalCrashChild {
    private JournalCrashChild() {}

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        Path file = Path.of(args[1]);
        String text = args[2];
        Journal journal = new Journal(dir);
        BufferJournal bj = new BufferJournal(
                journal,
                Executors.newSingleThreadScheduledExecutor(),
                Runnable::run,
                Duration.ofMillis(50),
                Clock.systemUTC(),
                System.err::println);
        TextSource buffer = new TextSource() {
            @Override
            public String text() {
                return text;
            }

            @Override
            public long version() {
                return 1;
            }
        };
        bj.changed(file, buffer, null, () -> true);
        while (!Files.exists(journal.fileFor(file))) {
            Thread.sleep(10);
        }
        System.out.println("journaled");
        System.out.flush();
        Thread.sleep(60_000);
    }
}

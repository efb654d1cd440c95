package dev.agtpstudio.editor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import org.fxmisc.richtext.model.PlainTextChange;
import org.junit.jupiter.api.Test;

/** Snapshots built from the previous one and the edits since equal the text at the time they were taken. */
class TextMirrorTest {

    @Test
    void everySnapshotIsTheTextWhenItWasTaken() throws Exception {
        Random random = new Random(11);
        StringBuilder text = new StringBuilder("first line\nsecond line\n");
        TextMirror mirror = new TextMirror();
        List<Supplier<String>> snapshots = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        ExecutorService reader = Executors.newSingleThreadExecutor();
        List<Future<?>> reads = new ArrayList<>();
        try {
            for (int i = 0; i < 5000; i++) {
                mirror.edited(action(text, random));
                if (random.nextInt(3) == 0) {
                    String now = text.toString();
                    Supplier<String> s = mirror.snapshot(() -> now);
                    snapshots.add(s);
                    expected.add(now);
                    int k = snapshots.size() - 1;
                    if (random.nextInt(4) == 0) { // read at once, later, on another thread, or never
                        assertThat(s.get()).isEqualTo(now);
                    } else if (random.nextInt(3) == 0) {
                        reads.add(reader.submit(
                                () -> assertThat(s.get()).as("snapshot %d", k).isEqualTo(now)));
                    }
                }
                if (random.nextInt(500) == 0) {
                    mirror.forget();
                }
            }
            for (Future<?> f : reads) {
                f.get();
            }
        } finally {
            reader.shutdown();
        }
        for (int i = snapshots.size() - 1; i >= 0; i--) { // newest first: each reads through the ones before
            assertThat(snapshots.get(i).get()).as("snapshot %d", i).isEqualTo(expected.get(i));
        }
    }

    @Test
    void anUnchangedTextGivesTheSameSnapshot() {
        TextMirror mirror = new TextMirror();
        Supplier<String> first = mirror.snapshot(() -> "abc");
        assertThat(mirror.snapshot(() -> "other")).isSameAs(first);
        mirror.edited(List.of(new PlainTextChange(1, "", "x")));
        assertThat(mirror.snapshot(() -> "unused").get()).isEqualTo("axbc");
    }

    @Test
    void editsOfOneActionApplyInOrder() {
        // The second position is in the text after the first edit.
        assertThat(TextMirror.apply(
                        "hello world",
                        List.of(new PlainTextChange(0, "hello", "bye"), new PlainTextChange(4, "world", "moon"))))
                .isEqualTo("bye moon");
    }

    /** One user action on {@code text}: one to three replacements, applied to it, each at a random place. */
    private static List<PlainTextChange> action(StringBuilder text, Random random) {
        List<PlainTextChange> out = new ArrayList<>();
        int n = random.nextInt(10) == 0 ? 1 + random.nextInt(3) : 1;
        for (int i = 0; i < n; i++) {
            int at = random.nextInt(text.length() + 1);
            int end = Math.min(text.length(), at + (random.nextBoolean() ? 0 : random.nextInt(8)));
            String inserted = List.of("", "a", "\n", "\r\n", "é", "😀", "  - method: BOOK\n", "x".repeat(40))
                    .get(random.nextInt(8));
            String removed = text.substring(at, end);
            text.replace(at, end, inserted);
            out.add(new PlainTextChange(at, removed, inserted));
        }
        return out;
    }
}

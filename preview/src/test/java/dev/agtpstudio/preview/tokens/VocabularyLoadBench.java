package dev.agtpstudio.preview.tokens;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;
import java.lang.management.ManagementFactory;

/**
 * One cold load of {@code o200k_base} in a fresh JVM, by the product ({@code ours}: {@link TiktokenRanks}, decision
 * 0625) or by jtokkit's own reader ({@code jtokkit}): the thread's CPU time and allocation, and what stays live.
 * Usage (C1 only and the serial collector, as the launcher runs a subcommand): {@code java -XX:+UseSerialGC
 * -XX:TieredStopAtLevel=1 -cp "preview/target/test-classes:app/target/lib/*"
 * dev.agtpstudio.preview.tokens.VocabularyLoadBench ours|jtokkit}, alternated a few times.
 */
public final class VocabularyLoadBench {
    private VocabularyLoadBench() {}

    public static void main(String[] args) {
        boolean ours = args.length == 0 || args[0].equals("ours");
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long cpu = mx.getCurrentThreadCpuTime();
        long allocated = mx.getCurrentThreadAllocatedBytes();
        Encoding e = ours
                ? Tokenizers.o200kBase()
                : Encodings.newLazyEncodingRegistry().getEncoding(EncodingType.O200K_BASE);
        double ms = (mx.getCurrentThreadCpuTime() - cpu) / 1e6;
        long mb = (mx.getCurrentThreadAllocatedBytes() - allocated) >> 20;
        System.gc();
        Runtime r = Runtime.getRuntime();
        System.out.printf(
                "%s: o200k_base loaded in %.0f ms of thread CPU, %d MB allocated, %d MB live after a collection"
                        + " (\"hello world\" = %d tokens)%n",
                ours ? "ours" : "jtokkit",
                ms,
                mb,
                (r.totalMemory() - r.freeMemory()) >> 20,
                e.countTokensOrdinary("hello world"));
    }
}

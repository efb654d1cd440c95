package dev.agtpstudio.editor.highlight;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/** The background executor for whole-document highlighting: one daemon thread named "highlight", idle-timed. */
public final class HighlightExecutors {
    private HighlightExecutors() {}

    /** A new single-thread executor whose thread ends after 30 s idle, so unused editors hold no thread. */
    public static ExecutorService newHighlightExecutor() {
        ThreadPoolExecutor ex = new ThreadPoolExecutor(1, 1, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
            Thread t = new Thread(r, "highlight");
            t.setDaemon(true);
            return t;
        });
        ex.allowCoreThreadTimeOut(true);
        return ex;
    }
}

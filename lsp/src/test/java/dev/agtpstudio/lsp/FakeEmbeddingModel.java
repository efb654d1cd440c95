package dev.agtpstudio.lsp;

import dev.agtpstudio.validator.semantic.EmbeddingService;
import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.output.Response;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A stand-in for MiniLM in the language-server tests: deterministic 384-dimension vectors (a hashed bag of words,
 * normalised, so texts sharing words are similar) after a configurable load time and a configurable time per call
 * (one sentence, or one batch: the catalog's verb index is one batch at warm-up), to exercise "the lexicon answers until the model is ready" and supersession under a slow model without
 * loading the real one (which {@code EmbeddingModelTest}'s one {@code real-model} test still does).
 */
final class FakeEmbeddingModel implements EmbeddingModel {
    static final int DIMENSION = 384;
    private final Duration perCall;

    private FakeEmbeddingModel(Duration perCall) {
        this.perCall = perCall;
    }

    /** An {@link EmbeddingService} whose model takes {@code load} to load and {@code perCall} per call. */
    static EmbeddingService service(Duration load, Duration perCall) {
        return new EmbeddingService(
                () -> {
                    pause(load);
                    return new FakeEmbeddingModel(perCall);
                },
                EmbeddingService.DEFAULT_CACHE_SIZE);
    }

    static float[] vector(String text) {
        float[] v = new float[DIMENSION];
        for (String w : text.toLowerCase(Locale.ROOT).split("[^a-z0-9]+")) {
            if (!w.isEmpty()) {
                v[Math.floorMod(w.hashCode(), DIMENSION)] += 1;
            }
        }
        double norm = 0;
        for (float x : v) {
            norm += x * x;
        }
        if (norm > 0) {
            for (int i = 0; i < v.length; i++) {
                v[i] /= (float) Math.sqrt(norm);
            }
        }
        return v;
    }

    @Override
    public Response<Embedding> embed(String text) {
        pause(perCall);
        return Response.from(Embedding.from(vector(text)));
    }

    @Override
    public Response<Embedding> embed(TextSegment segment) {
        return embed(segment.text());
    }

    @Override
    public Response<List<Embedding>> embedAll(List<TextSegment> segments) {
        pause(perCall);
        List<Embedding> out = new ArrayList<>();
        for (TextSegment s : segments) {
            out.add(Embedding.from(vector(s.text())));
        }
        return Response.from(out);
    }

    @Override
    public int dimension() {
        return DIMENSION;
    }

    private static void pause(Duration d) {
        if (d.isZero()) {
            return;
        }
        try {
            Thread.sleep(d.toMillis()); // the fake's stand-in for inference time, not a test waiting for something
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

package dev.agtpstudio.validator.semantic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.output.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The service's mechanics (laziness, the named thread, never blocking, caching, failure) with a stand-in model that
 * hashes text to a vector; what the real model computes is tested by {@link ConsistencyEvalTest}.
 */
class EmbeddingServiceTest {
    /** Counts texts it embeds; vectors are a deterministic function of the text. */
    static final class CountingModel implements EmbeddingModel {
        final AtomicInteger embedded = new AtomicInteger();

        @Override
        public Response<List<Embedding>> embedAll(List<TextSegment> segments) {
            List<Embedding> out = new ArrayList<>();
            for (TextSegment s : segments) {
                embedded.incrementAndGet();
                float[] v = new float[8];
                int h = s.text().hashCode();
                for (int i = 0; i < v.length; i++) {
                    v[i] = ((h >> (i * 4)) & 15) + 1;
                }
                out.add(Embedding.from(v));
            }
            return Response.from(out);
        }

        @Override
        public Response<Embedding> embed(String text) {
            return Response.from(
                    embedAll(List.of(TextSegment.from(text))).content().get(0));
        }

        @Override
        public Response<Embedding> embed(TextSegment segment) {
            return embed(segment.text());
        }
    }

    @Test
    void loadsLazilyOnTheEmbeddingsThread() throws Exception {
        AtomicReference<String> thread = new AtomicReference<>();
        AtomicInteger built = new AtomicInteger();
        try (EmbeddingService s = new EmbeddingService(
                () -> {
                    built.incrementAndGet();
                    thread.set(Thread.currentThread().getName());
                    return new CountingModel();
                },
                16)) {
            Thread.sleep(50);
            assertThat(built.get()).isZero();
            assertThat(s.isReady()).isFalse();
            s.ready().get(5, TimeUnit.SECONDS);
            assertThat(s.isReady()).isTrue();
            assertThat(thread.get()).isEqualTo("embeddings");
            assertThat(s.loadMillis()).isGreaterThanOrEqualTo(0);
            s.start();
            assertThat(built.get()).isEqualTo(1);
        }
    }

    @Test
    void passSixAnswersWithTheLexiconAtOnceWhileTheModelLoads() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        try (EmbeddingService s = new EmbeddingService(
                () -> {
                    try {
                        release.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return new CountingModel();
                },
                16)) {
            EmbeddingConsistency c = EmbeddingConsistency.bundled(s, SemanticOptions.defaults());
            long t0 = System.nanoTime();
            ConsistencyResult r = c.check("BOOK", "Returns a list of available restaurants");
            assertThat((System.nanoTime() - t0) / 1_000_000).isLessThan(1000);
            assertThat(r.mode()).isEqualTo(ConsistencyResult.LEXICON);
            assertThat(r.verdict()).isEqualTo(Verdict.FAILURE);
            assertThat(r.explanation()).contains("still loading");
            assertThat(s.embedIfReady("x")).isEmpty();
            assertThat(c.awaitReady(java.time.Duration.ofMillis(50))).isFalse();
            release.countDown();
            assertThat(c.awaitReady(java.time.Duration.ofSeconds(10))).isTrue();
            c.start().get(10, TimeUnit.SECONDS);
            assertThat(c.check("BOOK", "Books a table").mode()).isEqualTo(ConsistencyResult.EMBEDDING);
        }
    }

    @Test
    void aCheckBeforeStartNeverLoadsTheModel() throws Exception {
        CountDownLatch loading = new CountDownLatch(1);
        try (EmbeddingService s = new EmbeddingService(
                () -> {
                    loading.countDown();
                    return new CountingModel();
                },
                16)) {
            EmbeddingConsistency c = EmbeddingConsistency.bundled(s, SemanticOptions.defaults());
            ConsistencyResult r = c.check("BOOK", "Books a table for a party");
            assertThat(r.mode()).isEqualTo(ConsistencyResult.LEXICON);
            assertThat(c.isReady()).isFalse();
            // the IDE validates its workspace while the window opens: that must not start a second of model loading
            assertThat(loading.await(500, TimeUnit.MILLISECONDS))
                    .as("model load started by check()")
                    .isFalse();
            c.start().get(10, TimeUnit.SECONDS);
            assertThat(loading.getCount()).isZero();
            assertThat(c.check("BOOK", "Books a table for a party").mode()).isEqualTo(ConsistencyResult.EMBEDDING);
        }
    }

    @Test
    void cachesByTextAndBoundsTheCache() throws Exception {
        CountingModel m = new CountingModel();
        try (EmbeddingService s = new EmbeddingService(() -> m, 2)) {
            s.ready().get(5, TimeUnit.SECONDS);
            int afterWarmUp = m.embedded.get();
            float[] a = s.embed("alpha");
            assertThat(s.embed("alpha")).isSameAs(a);
            assertThat(m.embedded.get() - afterWarmUp).isEqualTo(1);
            s.embedAll(List.of("beta", "gamma", "alpha"));
            assertThat(s.cacheSize()).isEqualTo(2);
        }
    }

    @Test
    void aModelThatCannotLoadLeavesPassSixOnTheLexiconAndSaysWhy() {
        try (EmbeddingService s = new EmbeddingService(
                () -> {
                    throw new IllegalStateException("no native runtime");
                },
                16)) {
            s.ready().handle((v, e) -> null).join();
            assertThat(s.isReady()).isFalse();
            assertThat(s.failure()).get().extracting(Throwable::getMessage).isEqualTo("no native runtime");
            EmbeddingConsistency c = EmbeddingConsistency.bundled(s, SemanticOptions.defaults());
            ConsistencyResult r = c.check("FIND", "Creates a new reservation in the system");
            assertThat(r.mode()).isEqualTo(ConsistencyResult.LEXICON);
            assertThat(r.explanation()).contains("could not load").contains("no native runtime");
            assertThat(r.verdict()).isEqualTo(Verdict.FAILURE);
        }
    }

    @Test
    void aClosedServiceFallsBackToTheLexiconInsteadOfThrowing() throws Exception {
        EmbeddingService s = new EmbeddingService(CountingModel::new, 16);
        EmbeddingConsistency c = EmbeddingConsistency.bundled(s, SemanticOptions.defaults());
        c.start().get(10, TimeUnit.SECONDS);
        s.close();
        ConsistencyResult r = c.check("BOOK", "Returns a list of available restaurants");
        assertThat(r.mode()).isEqualTo(ConsistencyResult.LEXICON);
        assertThat(r.explanation()).contains("failed");
        assertThat(r.verdict()).isEqualTo(Verdict.FAILURE);
    }

    @Test
    void lexiconModeNeverTouchesTheModel() {
        AtomicInteger built = new AtomicInteger();
        try (EmbeddingService s = new EmbeddingService(
                () -> {
                    built.incrementAndGet();
                    return new CountingModel();
                },
                16)) {
            EmbeddingConsistency c =
                    EmbeddingConsistency.bundled(s, SemanticOptions.defaults().withMode(SemanticOptions.Mode.LEXICON));
            assertThat(c.check("BOOK", "Books a table").mode()).isEqualTo(ConsistencyResult.LEXICON);
            assertThat(built.get()).isZero();
        }
    }

    @Test
    void passSixRanksEachIntentOnceAndScoresAsPlainCosine() throws Exception {
        try (EmbeddingService s = new EmbeddingService(CountingModel::new, 4096)) {
            EmbeddingConsistency c = EmbeddingConsistency.bundled(s, SemanticOptions.defaults());
            c.start().get(10, TimeUnit.SECONDS);
            ConsistencyResult first = c.check("BOOK", "Books a table for a party");
            assertThat(first.mode()).isEqualTo(ConsistencyResult.EMBEDDING);
            assertThat(c.check("book ", "Books a table for a party")).isSameAs(first);
            assertThat(c.check("BOOK", "Books a table for two")).isNotSameAs(first);
            assertThat(c.check("CANCEL", "Books a table for a party")).isNotSameAs(first);

            VerbGlosses glosses = VerbGlosses.bundled(c.lexicon().catalog());
            VerbIndex.Ranking r = c.rank("Books a table for a party");
            float[] text = s.embed("Books a table for a party");
            for (VerbScore v : r.verbs()) {
                assertThat(v.score()).isEqualTo(Vectors.cosine(text, s.embed(glosses.text(v.verb()))));
            }
        }
    }

    /** The product's session (one thread, no spinning) runs the library's model: the same vectors as its own class. */
    @Test
    void theBundledModelInItsOwnSessionEmbedsAsTheLibrarysClassDoes() {
        EmbeddingModel ours = EmbeddingService.miniLmModel();
        EmbeddingModel library =
                new dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel();
        for (String t : List.of(
                "Books a table for the party",
                "Deletes the booking number 17 of the guest",
                "Lists the Harbor Light hotels an agent can book")) {
            float[] a = ours.embed(t).content().vector();
            float[] b = library.embed(t).content().vector();
            assertThat(Vectors.cosine(a, b)).as(t).isGreaterThan(0.9999);
        }
    }

    /** An inference neither shares one sentence between threads nor leaves threads spinning after it. */
    @Test
    void theSessionUsesOneThreadThatSleepsBetweenInferences() throws Exception {
        try (ai.onnxruntime.OrtSession.SessionOptions o = EmbeddingService.sessionOptions()) {
            assertThat(o.getConfigEntries())
                    .containsEntry("session.intra_op.allow_spinning", "0")
                    .containsEntry("session.inter_op.allow_spinning", "0");
        }
    }
}

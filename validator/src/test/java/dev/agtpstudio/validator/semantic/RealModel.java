package dev.agtpstudio.validator.semantic;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Gives tests one real all-MiniLM-L6-v2 service and pass-6 scorer (index built) for the whole test run, so the model
 * loads once however many test classes use it; closed when the run ends.
 */
final class RealModel implements ParameterResolver {
    /** The loaded model and the default scorer over it. */
    static final class Loaded implements AutoCloseable {
        final EmbeddingService service;
        final EmbeddingConsistency scorer;

        Loaded() {
            service = EmbeddingService.miniLm();
            scorer = EmbeddingConsistency.bundled(service, SemanticOptions.defaults());
            try {
                scorer.start().get(120, TimeUnit.SECONDS);
            } catch (Exception e) {
                service.close();
                throw new IllegalStateException("embedding model did not load", e);
            }
        }

        EmbeddingConsistency scorer(SemanticOptions options) {
            EmbeddingConsistency c = EmbeddingConsistency.bundled(service, options);
            c.start().join();
            return c;
        }

        @Override
        public void close() {
            service.close();
        }
    }

    private static final ExtensionContext.Namespace NS = ExtensionContext.Namespace.create(RealModel.class);

    @Override
    public boolean supportsParameter(ParameterContext p, ExtensionContext c) {
        return p.getParameter().getType() == Loaded.class;
    }

    @Override
    public Object resolveParameter(ParameterContext p, ExtensionContext c) {
        return c.getRoot().getStore(NS).getOrComputeIfAbsent(Loaded.class, k -> new Loaded(), Loaded.class);
    }
}

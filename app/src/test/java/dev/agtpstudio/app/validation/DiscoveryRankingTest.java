package dev.agtpstudio.app.validation;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The IDE's server ranks agent-level DISCOVER with the validator's MiniLM model once the IDE's validator exists. */
class DiscoveryRankingTest {
    @Test
    void theIdesValidatorSharesItsModelWithTheServersRanker() {
        dev.agtpstudio.validator.live.StandardValidation v = DiscoveryRanking.validationWithSharedModel();
        try {
            assertThat(DiscoveryRanking.usesModel()).isTrue();
            assertThat(DiscoveryRanking.forCatalog(dev.agtpstudio.core.catalog.MethodCatalog.bundled()))
                    .isNotNull();
        } finally {
            v.close();
        }
    }
}

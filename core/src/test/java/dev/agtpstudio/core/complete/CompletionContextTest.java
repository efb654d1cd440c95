package dev.agtpstudio.core.complete;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CompletionContextTest {
    @Test
    void nullsAndBlanksFromHalfTypedModelsAreDropped() {
        Set<String> codes = new HashSet<>(Arrays.asList("room_unavailable", null, " "));
        CompletionContext c = new CompletionContext(MethodCatalog.bundled(), null, codes, Set.of("a:b"));
        assertThat(c.errorCodes()).containsExactly("room_unavailable");
        assertThat(c.recipeNames()).isEmpty();
        assertThat(c.scopeTokens()).containsExactly("a:b");
    }
}

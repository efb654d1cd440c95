package dev.agtpstudio.core.load;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.core.io.ErrorMessages;

/** Jackson set up with the loader limits (nesting depth, string length), so hostile JSON is refused early. */
final class JsonTrees {
    private JsonTrees() {}

    static JsonFactory factory(LoaderLimits limits) {
        return JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxNestingDepth(limits.maxNestingDepth())
                        .maxStringLength(limits.maxStringLength())
                        .maxNumberLength(1000)
                        .build())
                .build();
    }

    static ObjectMapper mapper(LoaderLimits limits) {
        return new ObjectMapper(factory(limits));
    }

    /**
     * Jackson's message without its location suffix, its source excerpt and the name of the setting behind a limit
     * ({@code , from `StreamReadConstraints.getMaxNestingDepth()`}): no Java name reaches the user.
     */
    static String shortMessage(Exception e) {
        String m = e.getMessage();
        if (m == null) {
            return ErrorMessages.describe(e);
        }
        int cut = m.indexOf("\n at [Source");
        if (cut >= 0) {
            m = m.substring(0, cut);
        }
        m = m.lines().findFirst().orElse(m).trim().replaceAll(",? from `[^`]*`", "");
        return ErrorMessages.scrub(m);
    }
}

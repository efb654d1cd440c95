package dev.agtpstudio.core.load;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.ObjectMapper;

/** Jackson set up with the loader limits (nesting depth, string length), so hostile JSON is refused early. */
final class JsonTrees {
    private JsonTrees() {
    }

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

    /** Jackson's message without its location suffix and source excerpt. */
    static String shortMessage(Exception e) {
        String m = e.getMessage();
        if (m == null) {
            return e.getClass().getSimpleName();
        }
        int cut = m.indexOf("\n at [Source");
        if (cut >= 0) {
            m = m.substring(0, cut);
        }
        return m.lines().findFirst().orElse(m).trim();
    }
}

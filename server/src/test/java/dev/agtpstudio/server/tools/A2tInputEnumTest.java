package dev.agtpstudio.server.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/** An enum input is called with a value's name or the value itself, and the endpoint receives the value. */
class A2tInputEnumTest {
    private static final ObjectMapper M = new ObjectMapper();

    private static JsonNode signature(String allowed) throws Exception {
        return M.readTree("{\"input_parameters\": [{\"id\": \"room_type\", \"name\": \"Room Type\", \"type\": \"enum\","
                + " \"required\": true, \"allowed-values\": " + allowed + "}]}");
    }

    private static JsonNode call(String value) throws Exception {
        return M.readTree("{\"input_parameters\": [{\"name\": \"room_type\", \"value\": \"" + value + "\"}]}");
    }

    @Test
    void aDescribedValueIsSentAsTheValueNotItsDescription() throws Exception {
        JsonNode sig = signature(
                "[{\"name\": \"HARBOR_VIEW\", \"value\": \"harbor_view\", \"description\": \"Faces the harbour.\"}]");
        assertThat(A2tInput.validate(sig, call("harbor_view")).get("room_type").asText())
                .isEqualTo("harbor_view");
        assertThat(A2tInput.validate(sig, call("HARBOR_VIEW")).get("room_type").asText())
                .isEqualTo("harbor_view");
        assertThatThrownBy(() -> A2tInput.validate(sig, call("Faces the harbour.")))
                .isInstanceOf(ToolInputError.class);
    }

    @Test
    void aSignatureRecordedWithoutValuesStillMapsByDescription() throws Exception {
        JsonNode old = signature("[{\"name\": \"HARBOR_VIEW\", \"description\": \"harbor_view\"}]");
        assertThat(A2tInput.validate(old, call("harbor_view")).get("room_type").asText())
                .isEqualTo("harbor_view");
        assertThat(A2tInput.validate(old, call("HARBOR_VIEW")).get("room_type").asText())
                .isEqualTo("harbor_view");
    }
}

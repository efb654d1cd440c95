package dev.agtpstudio.core.diag;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class ReportSummaryTest {
    @Test
    void theTextLineAndTheJsonObjectNameTheSameCountsInOrder() {
        ReportSummary s =
                new ReportSummary().count("checks", 3).count("not_written", 1).count("seconds", 0.5);
        assertThat(s.line()).isEqualTo("3 checks, 1 not written, 0.50 seconds");
        assertThat(s.writeTo(new ObjectMapper().createObjectNode()).toString())
                .isEqualTo("{\"checks\":3,\"not_written\":1,\"seconds\":0.5}");
    }

    @Test
    void aWordIsLowercaseSnakeCase() {
        assertThatThrownBy(() -> new ReportSummary().count("error(s)", 1)).hasMessageContaining("snake_case");
        assertThatThrownBy(() -> new ReportSummary().count("notWritten", 1)).hasMessageContaining("snake_case");
        assertThatThrownBy(() -> new ReportSummary().count("not-written", 1)).hasMessageContaining("snake_case");
    }
}

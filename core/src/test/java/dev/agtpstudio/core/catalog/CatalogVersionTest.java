package dev.agtpstudio.core.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CatalogVersionTest {
    @ParameterizedTest
    @CsvSource({
        "1.0.0, 1.0.0, 0",
        "1.0.0, 1.0.1, -1",
        "1.10.0, 1.9.0, 1",
        "2, 2.0.0, 0",
        "2.0.0, 1.99.99, 1",
        "v1.2.0, 1.2.0, 0",
        "1.2.0-rc1, 1.2.0, 0",
        "1.x, 1.0, 1",
    })
    void comparesNumerically(String a, String b, int sign) {
        assertThat(Integer.signum(CatalogVersion.compare(a, b))).isEqualTo(sign);
        assertThat(Integer.signum(CatalogVersion.compare(b, a))).isEqualTo(-sign);
    }

    @ParameterizedTest
    @CsvSource({"1.0.0, 1", "2.3.4, 2", "v3, 3", "x.1, -1", "'', -1"})
    void majorIsTheFirstNumber(String v, int major) {
        assertThat(CatalogVersion.major(v)).isEqualTo(major);
    }
}

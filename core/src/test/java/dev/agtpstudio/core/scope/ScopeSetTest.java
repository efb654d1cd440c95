package dev.agtpstudio.core.scope;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ScopeSetTest {
    @ParameterizedTest(name = "{0} covers {1}: {2}")
    @CsvSource({
        "booking:room,            booking:room,         true",
        "BOOKING:Room,            booking:room,         true",
        "booking:*,               booking:room,         true",
        "booking:*,               booking:room:cancel,  true",
        "booking:*,               payments:confirm,     false",
        "*:room,                  booking:room,         true",
        "*:room,                  booking:room:cancel,  false",
        "*,                       anything:at:all,      true",
        "*:*,                     a:b,                  true",
        "booking:room,            booking:*,            false",
        "booking:*,               booking:*,            true",
        "mcp:tools:execute,       mcp:tools:execute,    true",
        "mcp:*:execute,           mcp:tools:execute,    true",
        "booking,                 booking:room,         false"
    })
    void matchesClaimedScopesSegmentBySegment(String claim, String required, boolean covered) {
        assertThat(ScopeSet.parse(claim).covers(required)).isEqualTo(covered);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "a:b,c:d       | c:d | true",
                "a:b, c:d      | c:d | true",
                " a:b ,\tc:d   | c:d | true",
                "a:b c:d       | c:d | true",
                "a:b \t c:d    | c:d | true",
                "discovery:query agents:delegate audit:* | audit:read | true",
                "''            | c:d | false"
            })
    void parsesCommaOrSpaceSeparatedLists(String header, String required, boolean covered) {
        assertThat(ScopeSet.parse(header).covers(required)).isEqualTo(covered);
    }
}

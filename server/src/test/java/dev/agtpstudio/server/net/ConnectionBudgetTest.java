package dev.agtpstudio.server.net;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ConnectionBudgetTest {
    @Test
    void oneListenerTakesAllButTheOthersReserves() {
        ConnectionBudget b = new ConnectionBudget(20, 4);
        ConnectionBudget.Share flood = b.register("A2T", 1000);
        ConnectionBudget.Share agtp = b.register("AGTP", 1000);
        ConnectionBudget.Share mcp = b.register("MCP", 1000);
        int taken = 0;
        while (flood.tryAcquire()) {
            taken++;
        }
        assertThat(taken).isEqualTo(12);
        for (int i = 0; i < 4; i++) {
            assertThat(agtp.tryAcquire()).isTrue();
            assertThat(mcp.tryAcquire()).isTrue();
        }
        assertThat(agtp.tryAcquire()).isFalse();
        assertThat(b.open()).isEqualTo(20);
        flood.release();
        assertThat(agtp.tryAcquire()).isTrue();
    }

    @Test
    void aListenerCapHoldsBelowTheBudgetAndAClosedShareOwesNothing() {
        ConnectionBudget b = new ConnectionBudget(100, 10);
        ConnectionBudget.Share small = b.register("AGTP", 3);
        assertThat(small.tryAcquire() && small.tryAcquire() && small.tryAcquire())
                .isTrue();
        assertThat(small.tryAcquire()).isFalse();
        ConnectionBudget.Share other = b.register("A2T", 1000);
        ConnectionBudget.Share gone = b.register("MCP", 1000);
        gone.close();
        int taken = 0;
        while (other.tryAcquire()) {
            taken++;
        }
        // the capped listener owes nothing more (it holds its cap); the closed share owes nothing
        assertThat(taken).isEqualTo(97);
    }

    @Test
    void theProcessBudgetStaysBelowTheFileDescriptorLimit() {
        assertThat(ConnectionBudget.fromFdLimit(20_000)).isEqualTo(20_000 - ConnectionBudget.FD_HEADROOM);
        assertThat(ConnectionBudget.fromFdLimit(256)).isEqualTo(64);
        assertThat(ConnectionBudget.fromFdLimit(-1)).isEqualTo(4096);
        long fds = ConnectionBudget.fdLimit();
        if (fds > 0) {
            assertThat((long) ConnectionBudget.process().capacity()).isLessThan(fds);
        }
    }
}

package dev.vernier.engine.measure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vernier.testbench.GangProbe;
import dev.vernier.testbench.TearDownProbe;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The threads' synchronized batch in this JVM: started together, stopped together. */
class GangTest {
  private static Gang gang(String method) throws Throwable {
    GangProbe.reset();
    return Gang.start(thread -> BenchmarkInstance.create(GangTest.class.getClassLoader(),
        GangProbe.class.getName(), method, Map.of()), 2);
  }

  @Test
  void theFastThreadKeepsCallingUntilTheSlowOneHasFinishedAndOnlyTimedBytesCount()
      throws Throwable {
    Gang g = gang("call");
    try {
      g.runBatch(5); // first calls resolve classes, which allocates: not the batch we judge
      boolean exact = false;
      for (int batch = 0; batch < 10 && !exact; batch++) {
        GangProbe.CALLS.set(0, 0);
        GangProbe.CALLS.set(1, 0);
        g.runBatch(40);
        // the slow thread (40 ms of spinning) finished last: exactly its timed calls
        assertThat(GangProbe.CALLS.get(1)).isEqualTo(40);
        // the fast one went on, untimed, while the slow one was still timed
        long untimed = GangProbe.CALLS.get(0) - 40;
        assertThat(untimed).isPositive();
        // 80 bytes a call, timed calls only: far below what the untimed calls added
        assertThat(g.timedBytes()).isBetween(2 * 40 * 80L, 2 * 40 * 80L + untimed * 80 / 2);
        // exact once the JVM has stopped queueing compilations on these threads (which
        // allocates on them, now and then, early on)
        exact = g.timedBytes() == 2 * 40 * 80;
        long[] t = g.elapsed();
        assertThat(t[1]).isGreaterThanOrEqualTo(40_000_000L);
        assertThat(t[0]).isLessThan(t[1]);
      }
      assertThat(exact).as("some batch counted exactly the timed calls' bytes").isTrue();
    } finally {
      g.stop();
    }
  }

  @Test
  void aThreadThatThrowsEndsTheBatchWithItsExceptionInsteadOfHangingTheOthers()
      throws Throwable {
    Gang g = gang("failOnSecond");
    try {
      assertThatThrownBy(() -> g.runBatch(1000)).isInstanceOf(IllegalStateException.class)
          .hasMessage("second thread fails");
    } finally {
      g.stop();
    }
  }

  /**
   * No thread tears its iteration down while another is still inside a call: the quick thread,
   * done with its tail, waits for the slow one's last call (without the second barrier it tore
   * down beside it).
   */
  @Test
  void iterationTearDownsWaitForEveryThreadsCallsToEnd() throws Throwable {
    TearDownProbe.reset();
    Gang g = Gang.start(thread -> BenchmarkInstance.create(GangTest.class.getClassLoader(),
        TearDownProbe.class.getName(), "call", Map.of()), 2);
    try {
      for (int batch = 0; batch < 40; batch++) {
        g.runBatch(20);
      }
    } finally {
      g.stop();
    }
    assertThat(TearDownProbe.TEAR_DOWNS.get()).isEqualTo(80);
    assertThat(TearDownProbe.OVERLAPS.get()).as("tear-downs beside a call").isZero();
  }
}

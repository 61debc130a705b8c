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

  /** Tokens one unit gives and the other waits for, as a producer and its consumer. */
  private static final java.util.concurrent.atomic.AtomicLong TOKENS =
      new java.util.concurrent.atomic.AtomicLong();

  /** Waits for a token per call unless told the batch is stopping (JMH's Control). */
  private static final class Waiter extends Unit {
    private volatile boolean stop;

    @Override
    public void setup(dev.vernier.Level level) {
      stop = false;
    }

    @Override
    public long runBatch(long ops) {
      long t0 = System.nanoTime();
      for (long k = 0; k < ops; k++) {
        while (!stop && TOKENS.get() == 0) {
          Thread.onSpinWait();
        }
        if (TOKENS.get() > 0) {
          TOKENS.decrementAndGet();
        }
      }
      return System.nanoTime() - t0;
    }

    @Override
    public void timedCallsDone() {
      stop = true;
    }
  }

  /** Gives a token per call, then works 20 us more: it finishes last, and takes no Control. */
  private static final class Giver extends Unit {
    @Override
    public long runBatch(long ops) {
      long t0 = System.nanoTime();
      for (long k = 0; k < ops; k++) {
        TOKENS.incrementAndGet();
        long end = System.nanoTime() + 20_000;
        while (System.nanoTime() < end) {
          Thread.onSpinWait();
        }
      }
      return System.nanoTime() - t0;
    }
  }

  private abstract static class Unit implements BenchmarkInstance {
    @Override
    public void setup(dev.vernier.Level level) {}

    @Override
    public void tearDown(dev.vernier.Level level) {}

    @Override
    public boolean hasInvocationLevel() {
      return false;
    }

    @Override
    public void runOnce() {
      runBatch(1);
    }
  }

  /**
   * The thread that finishes last tells every unit that the timed calls are done, not only its
   * own: here it is the giver, which waits on nothing, while the waiter sits in its tail waiting
   * for a token that no longer comes (it hung when only the last thread's unit was told).
   */
  @Test
  void theStopReachesAThreadWaitingOnOneThatTakesNoControl() throws Throwable {
    TOKENS.set(0);
    java.util.concurrent.ExecutorService e = java.util.concurrent.Executors.newSingleThreadExecutor();
    try {
      // the gang's coordinator is the thread that starts it: all of it on the executor's thread
      java.util.concurrent.Future<?> batches = e.submit(() -> {
        try {
          Gang g = Gang.start(thread -> thread == 0 ? new Waiter() : new Giver(), 2);
          try {
            for (int batch = 0; batch < 20; batch++) {
              g.runBatch(50);
            }
          } finally {
            g.stop();
          }
        } catch (Throwable t) {
          throw new IllegalStateException(t);
        }
        return null;
      });
      batches.get(60, java.util.concurrent.TimeUnit.SECONDS); // a hang fails here, not forever
    } finally {
      e.shutdownNow();
    }
  }
}

package dev.vernier.engine.measure;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.Level;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Priming on threads: each worker primes its own unit, on its own thread, all at once. */
class GangPrimeTest {
  /** Records what the harness called and on which thread. */
  private static final class Unit implements BenchmarkInstance {
    final List<String> events = new CopyOnWriteArrayList<>();
    final List<String> callers = new CopyOnWriteArrayList<>();
    final boolean invocationLevel;
    /** Counted down by every unit's first call: a call returns only once all have begun. */
    final CountDownLatch together;
    volatile int calls;

    Unit(boolean invocationLevel, CountDownLatch together) {
      this.invocationLevel = invocationLevel;
      this.together = together;
    }

    @Override
    public void setup(Level level) {
      events.add("setup " + level);
    }

    @Override
    public void tearDown(Level level) {
      events.add("tearDown " + level);
    }

    @Override
    public boolean hasInvocationLevel() {
      return invocationLevel;
    }

    @Override
    public long runBatch(long ops) {
      events.add("batch");
      return 1;
    }

    @Override
    public void runOnce() {
      if (calls++ == 0) {
        events.add("once");
        callers.add(Thread.currentThread().getName());
        together.countDown();
        try {
          if (!together.await(10, TimeUnit.SECONDS)) { // as a consumer waits on its producer
            events.add("alone"); // primed one after the other: the other never began
          }
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
    }
  }

  private static Unit[] prime(boolean invocationLevel, int[] fewest) throws Throwable {
    CountDownLatch together = new CountDownLatch(2);
    Unit[] units = {new Unit(invocationLevel, together), new Unit(invocationLevel, together)};
    Gang gang = Gang.start(i -> units[i], 2);
    try {
      fewest[0] = gang.prime(BatchSampling.PRIME_CALLS, 5_000_000_000L);
    } finally {
      gang.stop();
    }
    return units;
  }

  @Test
  void eachWorkerCallsItsOwnUnitPastTheThresholdInsideAnIteration() throws Throwable {
    int[] fewest = new int[1];
    Unit[] units = prime(false, fewest);
    assertThat(fewest[0]).isEqualTo(BatchSampling.PRIME_CALLS);
    for (int i = 0; i < 2; i++) {
      // its calls past the count are the tail's, until the other worker was done too
      assertThat(units[i].calls).isGreaterThanOrEqualTo(BatchSampling.PRIME_CALLS);
      assertThat(units[i].callers).containsExactly("vernier-worker-" + i);
      // never a batch: the loop's own profile must not start here
      assertThat(units[i].events).containsExactly("setup TRIAL", "setup ITERATION", "once",
          "tearDown ITERATION", "tearDown TRIAL");
    }
  }

  @Test
  void invocationLevelIsNotPrimed() throws Throwable {
    int[] fewest = {-1};
    Unit[] units = prime(true, fewest);
    assertThat(fewest[0]).isZero();
    assertThat(units[0].events).containsExactly("setup TRIAL", "tearDown TRIAL");
    assertThat(units[1].calls).isZero();
  }
}

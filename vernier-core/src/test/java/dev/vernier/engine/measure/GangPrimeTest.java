package dev.vernier.engine.measure;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Priming on threads: each worker primes its own unit, on its own thread, all at once. */
class GangPrimeTest {
  /** Its first call returns once every unit's has begun, as a consumer waits on a producer. */
  private static final class Unit extends RecordingInstance {
    final CountDownLatch together;

    Unit(boolean invocationLevel, CountDownLatch together) {
      super(invocationLevel);
      this.together = together;
    }

    @Override
    void onCall(boolean first) {
      if (!first) {
        return;
      }
      together.countDown();
      try {
        if (!together.await(10, TimeUnit.SECONDS)) {
          events.add("alone"); // primed one after the other: the other never began
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
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

package dev.vernier.engine.measure;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.Mode;
import org.junit.jupiter.api.Test;

/** Warm-up's priming: single calls before the generated loop first runs, and how many. */
class PrimeTest {
  /** Each call sleeps {@code callMillis}. */
  private static final class Recorder extends RecordingInstance {
    final long callMillis;

    Recorder(boolean invocationLevel, long callMillis) {
      super(invocationLevel);
      this.callMillis = callMillis;
    }

    @Override
    void onCall(boolean first) {
      if (callMillis > 0) {
        try {
          Thread.sleep(callMillis);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
    }
  }

  private static int prime(Recorder r) throws Throwable {
    Trial t = new Trial(r, new FixedPlan(0, 0, 1_000_000, 1), (p, v, o) -> { },
        Mode.Kind.AVGT, 1, System::nanoTime);
    return new BatchSampling(t).prime();
  }

  @Test
  void aCheapBenchmarkIsCalledPastTheInliningThresholdInsideAnIteration() throws Throwable {
    Recorder r = new Recorder(false, 0);
    assertThat(prime(r)).isEqualTo(BatchSampling.PRIME_CALLS).isGreaterThan(250);
    assertThat(r.calls).isEqualTo(BatchSampling.PRIME_CALLS);
    // one call named for all; never a batch: the loop's own profile must not start here
    assertThat(r.events).containsExactly("setup ITERATION", "once", "tearDown ITERATION");
  }

  @Test
  void aSlowBenchmarkStopsAtTheTimeCap() throws Throwable {
    Recorder r = new Recorder(false, 20); // 500 calls would take 10 s; the cap is 50 ms
    int calls = prime(r);
    assertThat(calls).isPositive().isLessThan(BatchSampling.PRIME_CALLS / 10);
    assertThat(r.calls).isEqualTo(calls);
  }

  @Test
  void invocationLevelIsNotPrimedForItDoesNotUseTheLoop() throws Throwable {
    Recorder r = new Recorder(true, 0);
    assertThat(prime(r)).isZero();
    assertThat(r.events).isEmpty();
  }
}

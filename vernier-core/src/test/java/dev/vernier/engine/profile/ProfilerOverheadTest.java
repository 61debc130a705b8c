package dev.vernier.engine.profile;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * What sampling costs the code it samples, as a ratio in one JVM: the same JIT-compiled loop
 * timed in 10 ms batches, in alternating blocks with async-profiler's cpu sampler off and on at
 * the default interval. Printed for the record; the assertion is loose on purpose (a shared,
 * loaded machine) and only catches a profiler that changes the code, e.g. by deoptimising it.
 */
class ProfilerOverheadTest {
  private static final int BLOCKS = 16;
  private static final int BATCHES = 10;
  private long[] data = new long[4096];
  private long sink;

  private long mix() {
    long h = 17;
    for (int i = 0; i < data.length; i++) {
      h = h * 31 + (data[i] ^ (h >>> 7));
      data[i] = h;
    }
    return h;
  }

  /** One batch of about 10 ms: its time per call in ns. */
  private double batch(int calls) {
    long t0 = System.nanoTime();
    for (int i = 0; i < calls; i++) {
      sink += mix();
    }
    return (System.nanoTime() - t0) / (double) calls;
  }

  @Test
  void samplingAtTheDefaultIntervalBarelyMovesTheMedian() throws Exception {
    AsyncSampler sampler =
        AsyncSampler.load("cpu", new ProfileRequest("cpu", "auto", "", 0).effectiveInterval());
    int calls = 1;
    for (long t0 = System.nanoTime(); System.nanoTime() - t0 < 500_000_000L; ) {
      double perCall = batch(calls); // warm up and size a batch to about 10 ms
      calls = (int) Math.max(1, Math.min(calls * 10L, 10_000_000 / Math.max(1, perCall)));
    }
    double[] off = new double[BLOCKS * BATCHES];
    double[] on = new double[BLOCKS * BATCHES];
    long samples = 0;
    for (int b = 0; b < BLOCKS; b++) {
      for (int i = 0; i < BATCHES; i++) {
        off[b * BATCHES + i] = batch(calls);
      }
      sampler.start();
      for (int i = 0; i < BATCHES; i++) {
        on[b * BATCHES + i] = batch(calls);
      }
      sampler.stop();
      samples += sampler.stacks().total();
    }
    double ratio = median(on) / median(off);
    System.out.printf("profiler overhead: median on/off = %.4f (%d samples, %s)%n", ratio,
        samples, sampler.info().mode());
    assertThat(samples).isPositive();
    assertThat(ratio).isLessThan(1.25);
  }

  private static double median(double[] v) {
    double[] s = v.clone();
    Arrays.sort(s);
    return (s[(s.length - 1) / 2] + s[s.length / 2]) / 2;
  }
}

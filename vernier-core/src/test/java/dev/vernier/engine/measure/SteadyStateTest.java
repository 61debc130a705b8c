package dev.vernier.engine.measure;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The steady-state rule on synthetic warm-ups with known answers. */
class SteadyStateTest {
  private static final long MS = 1_000_000L;

  /** 10 ms samples: value(t), JIT activity changes at the given times (ms). */
  private static long steadyAt(java.util.function.LongToDoubleFunction value, long... jitAt) {
    SteadyState s = new SteadyState(1_000 * MS);
    SplittableRandom noise = new SplittableRandom(1);
    long activity = 0;
    int next = 0;
    for (long t = 10 * MS; t <= 10_000 * MS; t += 10 * MS) {
      while (next < jitAt.length && jitAt[next] * MS <= t) {
        activity++;
        next++;
      }
      double v = value.applyAsDouble(t / MS) * (1 + 0.002 * noise.nextGaussian());
      s.add(t, v, activity, "pkg.B::m");
      if (s.steady(t)) {
        return t / MS;
      }
    }
    return -1;
  }

  @Test
  void flatFigureAndQuietJitIsSteadySoon() {
    long at = steadyAt(t -> 100.0);
    assertThat(at).isBetween(200L, 400L); // the 200 ms quiet window
  }

  @Test
  void waitsForTheLastCompilationAndAQuarterOfTheElapsedTime() {
    // C1 code until 1.2 s, then C2 at a third of the cost; the JIT compiles every 100 ms till then
    long[] compiles = java.util.stream.LongStream.rangeClosed(1, 12).map(i -> 100 * i).toArray();
    long at = steadyAt(t -> t < 1200 ? 30.0 : 10.0, compiles);
    assertThat(at).isGreaterThanOrEqualTo(1600); // quiet for 25% of the elapsed time
    assertThat(at).isLessThan(2000);
  }

  @Test
  void aFigureStillFallingIsNotSteadyEvenWithAQuietJit() {
    // 10% per second downward drift, no compilation at all
    long at = steadyAt(t -> 100.0 * Math.exp(-t / 1000.0 * 0.1), new long[0]);
    assertThat(at).isEqualTo(-1);
  }

  @Test
  void aFigureThatSettlesIsSteadyAfterItSettles() {
    // falls 25% over 2 s, then flat: steady once the recent quarter of the run is all flat
    long at = steadyAt(t -> t < 2000 ? 20.0 - 5.0 * t / 2000 : 15.0, new long[0]);
    assertThat(at).isGreaterThan(2000).isLessThan(3000);
  }

  @Test
  void heavyNoiseDoesNotKeepItWarmingForever() {
    SplittableRandom r = new SplittableRandom(3);
    long at = steadyAt(t -> 100.0 + 30 * r.nextGaussian());
    assertThat(at).isPositive().isLessThan(1000);
  }

  @Test
  void oneGcPauseDoesNotLookLikeATrend() {
    long at = steadyAt(t -> t == 250 ? 5000.0 : 100.0);
    assertThat(at).isBetween(200L, 400L);
  }

  @Test
  void describesWhyItStopped() {
    SteadyState s = new SteadyState(1_000 * MS);
    s.add(10 * MS, 5, 1, "pkg.B::m");
    assertThat(s.describe(500 * MS, false)).contains("not steady").contains("pkg.B::m");
  }
}

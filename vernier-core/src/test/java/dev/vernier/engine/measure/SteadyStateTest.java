package dev.vernier.engine.measure;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import java.util.function.LongToDoubleFunction;
import org.junit.jupiter.api.Test;

/** The steady-state rule on synthetic warm-ups with known answers. */
class SteadyStateTest {
  private static final long MS = 1_000_000L;

  /**
   * 10 ms samples of value(t) with relative gaussian noise; the JIT finishes compilations at the
   * given times (ms). Returns the first time (ms) the rule calls it steady, or -1 within 10 s.
   */
  private static long steadyAt(LongToDoubleFunction value, double noise, long... jitAt) {
    return steadyAt(new SteadyState(1_000 * MS), value, noise, jitAt);
  }

  private static long steadyAt(SteadyState s, LongToDoubleFunction value, double noise,
      long... jitAt) {
    SplittableRandom r = new SplittableRandom(1);
    int next = 0;
    for (long t = 10 * MS; t <= 10_000 * MS; t += 10 * MS) {
      while (next < jitAt.length && jitAt[next] * MS <= t) {
        s.jitChanged(t, "pkg.B::m");
        next++;
      }
      s.add(t, value.applyAsDouble(t / MS) * (1 + noise * r.nextGaussian()));
      if (s.steady(t)) {
        return t / MS;
      }
    }
    return -1;
  }

  @Test
  void flatFigureAndQuietJitIsSteadySoon() {
    assertThat(steadyAt(t -> 100.0, 0.002)).isBetween(450L, 600L); // half the 1 s measurement
  }

  @Test
  void aSideOfAPairIsSteadySoonerYetStillAfterItsLastCompilation() {
    // a pair's side measures 0.3 s (30 turns of 10 ms); C2 lands at 300 ms, a third of the cost
    LongToDoubleFunction c1ThenC2 = t -> t < 300 ? 30.0 : 10.0;
    long turn = steadyAt(new SteadyState(300 * MS, true), c1ThenC2, 0.002, 100, 200, 300);
    long plain = steadyAt(new SteadyState(300 * MS, false), c1ThenC2, 0.002, 100, 200, 300);
    assertThat(turn).isBetween(500L, 560L); // quiet 0.2 s after 300 ms, flat since
    assertThat(plain).isGreaterThanOrEqualTo(700L); // quiet 0.4 s
  }

  @Test
  void waitsForTheLastCompilationAndAShareOfTheElapsedTime() {
    // C1 code until 1.2 s, then C2 at a third of the cost; the JIT compiles every 100 ms till then
    long[] compiles = java.util.stream.LongStream.rangeClosed(1, 12).map(i -> 100 * i).toArray();
    long at = steadyAt(t -> t < 1200 ? 30.0 : 10.0, 0.002, compiles);
    assertThat(at).isGreaterThanOrEqualTo(1500); // quiet for 20% of the elapsed time, flat since
    assertThat(at).isLessThan(2000);
  }

  @Test
  void aStepWithoutCompilationsIsNotSteadyWhileTheWindowStraddlesIt() {
    // nothing compiles (a library the JIT had finished with), but the figure halves at 2 s
    SteadyState s = new SteadyState(1_000 * MS);
    for (long t = 10; t <= 3000; t += 10) {
      s.add(t * MS, t < 2000 ? 20.0 : 10.0);
      boolean steady = s.steady(t * MS);
      if (t >= 2150 && t <= 2350) { // the 500 ms window holds both levels in its two halves
        assertThat(steady).as("at %d ms", t).isFalse();
      }
      if (t >= 2600) { // the whole window after the step
        assertThat(steady).as("at %d ms", t).isTrue();
      }
    }
  }

  @Test
  void aFigureStillFallingIsNotSteadyEvenWithAQuietJit() {
    // 10% per second downward drift, no compilation at all
    assertThat(steadyAt(t -> 100.0 * Math.exp(-t / 1000.0 * 0.1), 0.002)).isEqualTo(-1);
  }

  @Test
  void aFigureThatSettlesIsSteadyAfterItSettles() {
    // falls 25% over 2 s, then flat
    long at = steadyAt(t -> t < 2000 ? 20.0 - 5.0 * t / 2000 : 15.0, 0.002);
    assertThat(at).isGreaterThan(2000).isLessThan(3000);
  }

  @Test
  void noiseDelaysTheVerdictUntilTheWindowCanRuleOutAFivePercentStep() {
    long at = steadyAt(t -> 100.0, 0.05);
    assertThat(at).isPositive().isLessThan(3000);
  }

  @Test
  void aWindowTooNoisyToJudgeIsNeverCalledSteady() {
    // the old rule widened its tolerance with the noise and accepted 150% trends
    assertThat(steadyAt(t -> 100.0, 1.0)).isEqualTo(-1);
  }

  @Test
  void oneGcPauseDoesNotLookLikeAStep() {
    assertThat(steadyAt(t -> t == 250 ? 5000.0 : 100.0, 0.002)).isBetween(450L, 600L);
  }

  @Test
  void describesWhyItStopped() {
    SteadyState s = new SteadyState(1_000 * MS);
    s.jitChanged(400 * MS, "pkg.B::m");
    for (long t = 10; t <= 500; t += 10) {
      s.add(t * MS, 5);
    }
    s.steady(500 * MS);
    assertThat(s.describe(500 * MS, false)).contains("not steady").contains("pkg.B::m")
        .contains("JIT quiet for 0.10 s");
  }

  /**
   * A benchmark filling a young generation it has not touched before: the figure is flat (every
   * call pays the same page faults) while the resident set grows, until the first collection.
   */
  @Test
  void waitsForResidentMemoryToStopGrowing() {
    SteadyState s = new SteadyState(1_000 * MS);
    long steadyAt = -1;
    for (long t = 10; t <= 5_000 && steadyAt < 0; t += 10) {
      if (t <= 2_000) {
        s.memoryGrew(t * MS, (100 + t) << 20, 11_000); // grows every poll until 2 s
      }
      s.add(t * MS, 100.0);
      if (s.steady(t * MS)) {
        steadyAt = t;
      }
    }
    // quiet for max(0.4 s, a quarter of the elapsed time) after the last growth at 2 s
    assertThat(steadyAt).isBetween(2_600L, 2_800L);
  }

  @Test
  void saysWhenMemoryWasStillGrowing() {
    SteadyState s = new SteadyState(1_000 * MS);
    for (long t = 10; t <= 1_000; t += 10) {
      s.add(t * MS, 5);
      s.memoryGrew(t * MS, 300L << 20, 11_000);
    }
    assertThat(s.steady(1_000 * MS)).isFalse();
    assertThat(s.describe(1_000 * MS, false)).contains("not steady")
        .contains("resident memory last grew 0.00 s before, to 300 MiB")
        .contains("the heap still reached new pages, 11.0 us each here");
  }

  @Test
  void stageTwoStartedAtTheLatestCanStillBeJudgedWhenWarmupRunsOut() {
    // a first fork's limit at the default budget: 3.25 s of warm-up before a 1 s measurement;
    // flat samples from the latest start of stage 2 on, the JIT and memory quiet throughout
    long max = 3_250 * MS;
    SteadyState s = new SteadyState(1_000 * MS);
    long from = BatchSampling.shapedFrom(max, s);
    for (long t = from + 10 * MS; t <= max; t += 10 * MS) {
      s.add(t, 100.0);
    }
    assertThat(s.steady(max)).isTrue();
    // the old start (the window at warm-up's beginning) left too little to judge
    SteadyState old = new SteadyState(1_000 * MS);
    for (long t = max - old.flatWindow(0) - BatchSampling.SHAPED_SLACK_NANOS + 10 * MS; t <= max;
        t += 10 * MS) {
      old.add(t, 100.0);
    }
    assertThat(old.steady(max)).isFalse();
    assertThat(old.describe(max, false)).contains("too few samples");
  }
}

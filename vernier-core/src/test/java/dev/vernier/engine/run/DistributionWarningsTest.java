package dev.vernier.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.result.Stats;
import dev.vernier.engine.result.Warning;
import dev.vernier.engine.stats.HierarchicalBootstrap;
import dev.vernier.engine.stats.Interval;
import dev.vernier.engine.stats.MValue;
import dev.vernier.engine.stats.Summary;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class DistributionWarningsTest {
  /**
   * Forks of timing-like samples: a floor at each fork's level plus normal noise, plus rare
   * spikes (noise only ever adds time). Seeded: the input is fixed.
   */
  private static List<double[]> forks(long seed, int perFork, double relSd, double... levels) {
    SplittableRandom r = new SplittableRandom(seed);
    List<double[]> out = new ArrayList<>();
    for (double level : levels) {
      double[] f = new double[perFork];
      for (int i = 0; i < perFork; i++) {
        double g = Math.sqrt(-2 * Math.log(1 - r.nextDouble()))
            * Math.cos(2 * Math.PI * r.nextDouble());
        f[i] = level * (1 + relSd * Math.abs(g)) + (r.nextInt(50) == 0 ? level * 0.3 : 0);
      }
      out.add(f);
    }
    return out;
  }

  private static List<String> codes(List<double[]> forks, String mode) {
    return warnings(forks, mode).stream().map(Warning::code).toList();
  }

  @Test
  void cleanDataRaisesNothing() {
    for (long seed = 1; seed <= 8; seed++) {
      assertThat(codes(forks(seed, 100, 0.02, 100, 100.3, 99.8), "avgt")).as("seed %d", seed)
          .isEmpty();
    }
  }

  @Test
  void cleanThroughputRaisesNothing() {
    // Throughput samples are the inverse of times: noise lowers them.
    List<double[]> ops = forks(21, 100, 0.02, 1e-6, 1.003e-6, 0.998e-6).stream()
        .map(f -> Arrays.stream(f).map(v -> 1 / v).toArray()).toList();
    assertThat(codes(ops, "thrpt")).isEmpty();
  }

  @Test
  void forksAtTwoLevelsAreMultimodalAndDisagree() {
    List<String> codes = codes(forks(22, 100, 0.01, 100, 130, 100, 130), "avgt");
    assertThat(codes).contains("MULTIMODAL", "FORKS_DISAGREE");
  }

  @Test
  void oneForkWithTwoModesIsMultimodal() {
    List<double[]> f = forks(23, 100, 0.01, 100);
    double[] s = f.get(0);
    for (int i = 0; i < s.length; i += 2) {
      s[i] *= 1.4; // every other call takes a slow path
    }
    assertThat(codes(f, "avgt")).contains("MULTIMODAL").doesNotContain("FORKS_DISAGREE");
  }

  @Test
  void forksDisagreeWithoutTwoPeaks() {
    // Noisy forks each at its own level: no clean second peak, but the medians spread far more
    // than the noise within a fork.
    List<String> codes = codes(forks(24, 100, 0.01, 100, 106, 112, 118), "avgt");
    assertThat(codes).contains("FORKS_DISAGREE");
  }

  @Test
  void aRisingFloorIsNotStationary() {
    List<double[]> f = forks(25, 100, 0.01, 100, 100, 100);
    for (double[] s : f) {
      for (int i = 0; i < s.length; i++) {
        s[i] *= 1 + 0.15 * i / s.length; // throttling: 15% slower by the end
      }
    }
    List<Warning> w = warnings(f, "avgt");
    assertThat(w).extracting(Warning::code).contains("NOT_STATIONARY");
    Warning drift = w.stream().filter(x -> x.code().equals("NOT_STATIONARY")).findFirst()
        .orElseThrow();
    assertThat(drift.message()).contains("3 of 3 forks").contains("third");
    assertThat(drift.fix()).isNotBlank();
  }

  @Test
  void spikesAloneAreNotDrift() {
    List<double[]> f = forks(26, 100, 0.01, 100, 100, 100);
    f.get(0)[10] = 500;
    f.get(1)[50] = 400;
    assertThat(codes(f, "avgt")).doesNotContain("NOT_STATIONARY");
  }

  @Test
  void aWideIntervalIsHighNoise() {
    List<String> codes = codes(forks(27, 10, 0.4, 100, 100, 100), "avgt");
    assertThat(codes).contains("HIGH_NOISE");
  }

  @Test
  void singleShotForksOfOneSampleAreJudgedWithoutFailing() {
    List<double[]> f = List.of(new double[] {100}, new double[] {101}, new double[] {99});
    assertThat(codes(f, "ss")).doesNotContain("FORKS_DISAGREE", "NOT_STATIONARY");
  }

  @Test
  void thirdMediansCoverEverySample() {
    double[] s = {5, 4, 3, 2, 1, 6, 7, 8, 9};
    assertThat(DistributionWarnings.thirdMedians(s)).containsExactly(4, 2, 8);
  }

  @Test
  void twoForksTwelvePercentApartDisagreeButAreNotMultimodal() {
    // the old rule pooled the forks into one histogram and saw two peaks
    List<String> codes = codes(forks(28, 100, 0.005, 100, 112), "avgt");
    assertThat(codes).doesNotContain("MULTIMODAL").contains("FORKS_DISAGREE");
  }

  @Test
  void forksAFewPercentApartDoNotDisagree() {
    assertThat(codes(forks(29, 100, 0.005, 100, 102, 103.5), "avgt"))
        .doesNotContain("FORKS_DISAGREE", "MULTIMODAL");
  }

  @Test
  void aStepHalfwayThroughEveryForkIsNotStationary() {
    List<double[]> f = forks(30, 90, 0.01, 100, 100);
    for (double[] s : f) {
      for (int i = s.length / 2; i < s.length; i++) {
        s[i] *= 0.8; // the JIT finished late, in every JVM
      }
    }
    assertThat(codes(f, "avgt")).contains("NOT_STATIONARY");
  }

  @Test
  void oneDriftingForkOfThreeIsNotTheBenchmarksDrift() {
    List<double[]> f = forks(31, 90, 0.01, 100, 100, 100);
    double[] s = f.get(1);
    for (int i = 0; i < s.length; i++) {
      s[i] *= 1 + 0.2 * i / s.length; // a neighbour woke up during one fork
    }
    assertThat(codes(f, "avgt")).doesNotContain("NOT_STATIONARY");
  }

  @Test
  void sidesThatSwappedCoresAreJudgedOnEachCoresLevel() {
    // interleaved sides of 30 batches, moved to the other core after 15: a 4% step, tight
    List<double[]> f = forks(32, 30, 0.003, 100, 100, 100, 100);
    for (double[] s : f) {
      for (int i = 15; i < s.length; i++) {
        s[i] *= 1.04;
      }
    }
    int[] steps = {15, 15, 15, 15};
    assertThat(codes(f, "avgt")).as("judged as one level").contains("MULTIMODAL");
    assertThat(codes(f, steps, "avgt")).doesNotContain("MULTIMODAL");
    for (double[] s : f) {
      for (int i = 0; i < s.length; i += 2) {
        s[i] *= 1.4; // a slow path every other batch is the benchmark's, on either core
      }
    }
    assertThat(codes(f, steps, "avgt")).contains("MULTIMODAL");
  }

  @Test
  void aLevelledStretchTakesTheLevelBeforeItAndKeepsItsShape() {
    double[] f = {10, 11, 10, 20, 24, 20};
    assertThat(DistributionWarnings.levelled(f, 3)).containsExactly(10, 11, 10, 10, 12, 10);
    assertThat(DistributionWarnings.levelled(f, 0)).isSameAs(f);
  }

  private static List<String> codes(List<double[]> forks, int[] steps, String mode) {
    return DistributionWarnings.of(forks, steps, stats(forks), mode, "ns/op").stream()
        .map(Warning::code).toList();
  }

  private static List<Warning> warnings(List<double[]> forks, String mode) {
    return DistributionWarnings.of(forks, stats(forks), mode, "ns/op");
  }

  private static Stats stats(List<double[]> forks) {
    double[] pooled = forks.stream().flatMapToDouble(Arrays::stream).toArray();
    Summary s = Summary.of(pooled);
    Interval ci = HierarchicalBootstrap.medianInterval(forks, 0.999);
    return new Stats(s.n(), s.min(), s.median(), s.mean(), s.stdDev(), ci.low(),
        ci.high(), 0.999, s.p90(), s.p99(), MValue.of(pooled));
  }
}

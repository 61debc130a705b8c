package dev.vernier.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class HierarchicalBootstrapTest {
  private static final double LEVEL = 0.999;

  /** Forks whose samples are normal around each fork's level. Seeded: the input is fixed. */
  private static List<double[]> forks(long seed, int perFork, double sd, double... levels) {
    Random r = new Random(seed);
    List<double[]> out = new ArrayList<>();
    for (double level : levels) {
      double[] f = new double[perFork];
      for (int i = 0; i < perFork; i++) {
        f[i] = level + sd * r.nextGaussian();
      }
      out.add(f);
    }
    return out;
  }

  private static double width(Interval i) {
    return i.high() - i.low();
  }

  private static List<double[]> pooled(List<double[]> forks) {
    return List.of(forks.stream().flatMapToDouble(java.util.Arrays::stream).toArray());
  }

  @Test
  void sameInputSameInterval() {
    List<double[]> a = forks(1, 40, 2, 100, 101, 99);
    Interval first = HierarchicalBootstrap.medianInterval(a, LEVEL);
    Interval second = HierarchicalBootstrap.medianInterval(forks(1, 40, 2, 100, 101, 99), LEVEL);
    assertThat(second).isEqualTo(first);
    assertThat(first.level()).isEqualTo(LEVEL);
  }

  @Test
  void intervalContainsTheMedian() {
    List<double[]> a = forks(2, 50, 3, 100, 100, 100);
    double median = Summary.of(pooled(a).get(0)).median();
    Interval ci = HierarchicalBootstrap.medianInterval(a, LEVEL);
    assertThat(ci.low()).isLessThan(ci.high());
    assertThat(ci.contains(median)).as("%s contains %s", ci, median).isTrue();
  }

  @Test
  void moreSamplesNarrowTheInterval() {
    Interval few = HierarchicalBootstrap.medianInterval(forks(3, 20, 5, 100, 100, 100), LEVEL);
    Interval many = HierarchicalBootstrap.medianInterval(forks(3, 500, 5, 100, 100, 100), LEVEL);
    assertThat(width(many)).as("many %s vs few %s", many, few).isLessThan(width(few) * 0.5);
  }

  @Test
  void forksAtDifferentLevelsWidenTheIntervalBeyondPooledSamples() {
    List<double[]> split = forks(4, 60, 1, 100, 110, 120, 105, 115);
    Interval hierarchical = HierarchicalBootstrap.medianInterval(split, LEVEL);
    Interval onePool = HierarchicalBootstrap.medianInterval(pooled(split), LEVEL);
    assertThat(width(hierarchical)).as("hierarchical %s vs pooled %s", hierarchical, onePool)
        .isGreaterThan(width(onePool) * 3);
  }

  @Test
  void ratioOfIdenticalSetsContainsOne() {
    List<double[]> a = forks(5, 50, 4, 100, 103, 98);
    List<double[]> b = forks(5, 50, 4, 100, 103, 98);
    Interval r = HierarchicalBootstrap.ratioInterval(a, b, LEVEL);
    assertThat(r.contains(1.0)).as("%s", r).isTrue();
    assertThat(r.low()).isGreaterThan(0.9);
    assertThat(r.high()).isLessThan(1.1);
  }

  @Test
  void ratioOfClearlyDifferentSetsExcludesOne() {
    Interval r = HierarchicalBootstrap.ratioInterval(forks(6, 50, 1, 200, 201, 199),
        forks(7, 50, 1, 100, 101, 99), LEVEL);
    assertThat(r.contains(1.0)).isFalse();
    assertThat(r.contains(2.0)).as("%s", r).isTrue();
  }

  @Test
  void distributionIsDeterministicForASeed() {
    List<double[]> a = forks(8, 10, 1, 10, 20);
    assertThat(HierarchicalBootstrap.medianDistribution(a, 100, 7))
        .containsExactly(HierarchicalBootstrap.medianDistribution(a, 100, 7));
  }

  @Test
  void selectionMedianEqualsTheSortedMedian() {
    java.util.SplittableRandom r = new java.util.SplittableRandom(11);
    for (int trial = 0; trial < 500; trial++) {
      int n = 1 + r.nextInt(60);
      double[] a = new double[n];
      for (int i = 0; i < n; i++) {
        a[i] = r.nextInt(8); // many ties
      }
      double[] sorted = a.clone();
      java.util.Arrays.sort(sorted);
      double expected = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
      org.assertj.core.api.Assertions.assertThat(Select.median(a.clone(), n))
          .as("n=%d %s", n, java.util.Arrays.toString(a)).isEqualTo(expected);
    }
  }

  /**
   * Coverage on synthetic runs with a known answer: forks whose levels differ (sd 1%) around a
   * true median of 100, samples within a fork (sd 2%). The 99.9% interval must contain 100 in
   * nearly every run; with one fork's samples treated as independent (the naive pooled
   * bootstrap, here a single "fork" of everything) it misses far more often.
   */
  @Test
  void intervalCoversTheTrueMedianWhenForksDiffer() {
    java.util.SplittableRandom r = new java.util.SplittableRandom(2013);
    int runs = 60;
    int hierarchical = 0;
    int naive = 0;
    for (int run = 0; run < runs; run++) {
      List<double[]> forks = new java.util.ArrayList<>();
      double[] pooled = new double[8 * 30];
      for (int f = 0; f < 8; f++) {
        double level = 100 * (1 + 0.01 * r.nextGaussian());
        double[] s = new double[30];
        for (int i = 0; i < s.length; i++) {
          s[i] = level * (1 + 0.02 * r.nextGaussian());
          pooled[f * 30 + i] = s[i];
        }
        forks.add(s);
      }
      Interval h = HierarchicalBootstrap.medianInterval(forks, 0.999);
      Interval n = HierarchicalBootstrap.medianInterval(List.<double[]>of(pooled), 0.999);
      hierarchical += h.low() <= 100 && 100 <= h.high() ? 1 : 0;
      naive += n.low() <= 100 && 100 <= n.high() ? 1 : 0;
    }
    org.assertj.core.api.Assertions.assertThat(hierarchical).as("naive %d", naive)
        .isGreaterThanOrEqualTo(runs - 3);
    org.assertj.core.api.Assertions.assertThat(naive).isLessThan(hierarchical);
  }
}

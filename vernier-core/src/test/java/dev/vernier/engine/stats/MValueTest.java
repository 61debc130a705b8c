package dev.vernier.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MValueTest {
  private static double[] normal(SplittableRandom r, int n, double mean, double sd) {
    double[] out = new double[n];
    for (int i = 0; i < n; i++) {
      // Box-Muller
      out[i] = mean + sd * Math.sqrt(-2 * Math.log(1 - r.nextDouble()))
          * Math.cos(2 * Math.PI * r.nextDouble());
    }
    return out;
  }

  @Test
  void oneHistogramBinReadsTwo() {
    // counts padded: 0, 3, 0 -> (3 + 3) / 3
    assertThat(MValue.ofHistogram(new double[] {1, 1, 1}, 10)).isEqualTo(2.0);
  }

  @Test
  void twoSeparatedBinsReadFour() {
    // counts: 0, 2, 0, 2, 0 with width 1 -> 8 / 2
    assertThat(MValue.ofHistogram(new double[] {0, 0, 2, 2}, 1)).isEqualTo(4.0);
  }

  @Test
  void constantSamplesAreUnimodal() {
    assertThat(MValue.of(new double[] {5, 5, 5, 5, 5, 5})).isEqualTo(2.0);
  }

  @Test
  void aNormalSampleIsUnimodal() {
    double m = MValue.of(normal(new SplittableRandom(1), 400, 100, 3));
    assertThat(m).isLessThan(2.8);
  }

  @Test
  void twoSeparatedLevelsAreFlaggedMultimodal() {
    SplittableRandom r = new SplittableRandom(2);
    double[] a = normal(r, 200, 100, 2);
    double[] b = normal(r, 200, 140, 2);
    double[] both = new double[400];
    System.arraycopy(a, 0, both, 0, 200);
    System.arraycopy(b, 0, both, 200, 200);
    assertThat(MValue.of(both)).isGreaterThan(3.2);
  }
}

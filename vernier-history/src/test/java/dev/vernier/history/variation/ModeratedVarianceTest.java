package dev.vernier.history.variation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The special functions against known values, and moderation on variances of known origin. */
class ModeratedVarianceTest {
  private static final double EULER_GAMMA = 0.5772156649015329;

  @Test
  void polygammaMatchesKnownValues() {
    assertThat(Polygamma.digamma(1)).isCloseTo(-EULER_GAMMA, offset(1e-10));
    assertThat(Polygamma.digamma(0.5)).isCloseTo(-EULER_GAMMA - 2 * Math.log(2), offset(1e-10));
    assertThat(Polygamma.trigamma(1)).isCloseTo(Math.PI * Math.PI / 6, offset(1e-10));
    assertThat(Polygamma.trigamma(0.5)).isCloseTo(Math.PI * Math.PI / 2, offset(1e-9));
    assertThat(Polygamma.tetragamma(1)).isCloseTo(-2.4041138063191885, offset(1e-9)); // -2ζ(3)
    for (double x : new double[] {0.3, 1.7, 4, 25}) {
      assertThat(Polygamma.trigammaInverse(Polygamma.trigamma(x))).isCloseTo(x, offset(1e-6));
    }
  }

  /** Variances with d degrees of freedom of a common σ² = 1e-4 (1% noise). */
  private static double[] sampleVariances(int g, int d, long seed, double[] sigma2) {
    Random r = new Random(seed);
    double[] v = new double[g];
    for (int i = 0; i < g; i++) {
      double[] x = new double[d + 1];
      double mean = 0;
      for (int k = 0; k <= d; k++) {
        x[k] = Math.sqrt(sigma2[i]) * r.nextGaussian();
        mean += x[k] / (d + 1);
      }
      double ss = 0;
      for (double xk : x) {
        ss += (xk - mean) * (xk - mean);
      }
      v[i] = ss / d;
    }
    return v;
  }

  @Test
  void benchmarksOfOneNoiseLeanOnEachOther() {
    double[] sigma2 = new double[15];
    java.util.Arrays.fill(sigma2, 1e-4);
    double[] v = sampleVariances(15, 4, 1, sigma2);
    double[] df = new double[15];
    java.util.Arrays.fill(df, 4);
    ModeratedVariance.Prior prior = ModeratedVariance.fit(v, df);
    assertThat(prior.df()).isGreaterThan(20);
    assertThat(prior.variance()).isBetween(0.5e-4, 2e-4);
    ModeratedVariance.Estimate e = prior.moderate(v[0], 4);
    assertThat(e.df()).isGreaterThan(24).isLessThanOrEqualTo(60);
  }

  @Test
  void benchmarksOfVeryDifferentNoiseKeepTheirOwn() {
    double[] sigma2 = new double[15];
    for (int i = 0; i < sigma2.length; i++) {
      sigma2[i] = Math.pow(10, -6 + 4.0 * i / 14); // 0.1% to 10%
    }
    double[] v = sampleVariances(15, 4, 2, sigma2);
    double[] df = new double[15];
    java.util.Arrays.fill(df, 4);
    ModeratedVariance.Prior prior = ModeratedVariance.fit(v, df);
    assertThat(prior.df()).isLessThan(3);
  }

  @Test
  void fewerThanThreeBenchmarksAreNotModerated() {
    ModeratedVariance.Prior prior = ModeratedVariance.fit(new double[] {1e-4, 2e-4},
        new double[] {4, 4});
    assertThat(prior.moderate(1e-4, 4)).isEqualTo(new ModeratedVariance.Estimate(1e-4, 4));
  }
}

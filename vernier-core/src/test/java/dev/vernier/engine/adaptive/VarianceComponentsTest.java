package dev.vernier.engine.adaptive;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class VarianceComponentsTest {
  /** k forks of n samples: fork offsets with sd {@code between}, samples with sd {@code within}. */
  private static double[][] forks(int k, int n, double between, double within, long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    double[][] out = new double[k][n];
    for (int i = 0; i < k; i++) {
      double level = 100 + between * r.nextGaussian();
      for (int j = 0; j < n; j++) {
        out[i][j] = level + within * r.nextGaussian();
      }
    }
    return out;
  }

  @Test
  void recoversKnownComponents() {
    VarianceComponents vc = VarianceComponents.of(forks(400, 50, 2.0, 3.0, 7));
    assertThat(vc.within()).isCloseTo(9.0, within(0.3));
    assertThat(vc.between()).isCloseTo(4.0, within(0.8));
    assertThat(vc.grandMean()).isCloseTo(100, within(0.5));
  }

  @Test
  void exactValuesOnATinySet() {
    // forks {1,3} and {5,7}: within variances 2 and 2; means 2 and 6, variance 8; 8 - 2/2 = 7
    VarianceComponents vc = VarianceComponents.of(new double[][] {{1, 3}, {5, 7}});
    assertThat(vc.within()).isEqualTo(2.0);
    assertThat(vc.between()).isEqualTo(7.0);
  }

  @Test
  void optimalSamplesFollowKaliberaAndJones() {
    VarianceComponents vc = new VarianceComponents(9.0, 1.0, 10, 100);
    // sqrt(c_f S_w^2 / (c_s S_b^2)) = sqrt(1000 * 9 / (10 * 1)) = 30
    assertThat(vc.optimalSamples(1000, 10)).isCloseTo(30.0, within(1e-9));
    // forks do not differ: more samples per fork always help
    assertThat(new VarianceComponents(9.0, 0, 10, 100).optimalSamples(1000, 10)).isInfinite();
  }

  @Test
  void forksNeededForATargetVariance() {
    VarianceComponents vc = new VarianceComponents(9.0, 1.0, 10, 100);
    // (1 + 9/9) / 0.5 = 4 forks of 9 samples
    assertThat(vc.forksNeeded(9, 0.5)).isCloseTo(4.0, within(1e-9));
  }
}

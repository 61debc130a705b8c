package dev.vernier.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.vernier.engine.stats.ComplexityFit.Complexity;
import java.util.function.DoubleUnaryOperator;
import org.junit.jupiter.api.Test;

class ComplexityFitTest {
  private static final double[] SIZES = {1000, 2000, 4000, 8000, 16000};

  /** Times from a law, with a fixed +-3% wobble so no fit is exact. */
  private static double[] times(DoubleUnaryOperator law) {
    double[] wobble = {1.03, 0.98, 1.0, 1.02, 0.97};
    double[] t = new double[SIZES.length];
    for (int i = 0; i < t.length; i++) {
      t[i] = law.applyAsDouble(SIZES[i]) * wobble[i];
    }
    return t;
  }

  @Test
  void linearWithCallOverheadIsOn() {
    ComplexityFit.Fit f = ComplexityFit.best(SIZES, times(n -> 40 + 1.5 * n));
    assertThat(f.complexity()).isEqualTo(Complexity.O_N);
    assertThat(f.coefficient()).isCloseTo(1.5, within(0.1));
    assertThat(f.rms()).isLessThan(0.05);
  }

  @Test
  void quadraticIsOn2() {
    assertThat(ComplexityFit.best(SIZES, times(n -> 0.01 * n * n + 3 * n)).complexity())
        .isEqualTo(Complexity.O_N2);
  }

  @Test
  void nLogNIsOnLogN() {
    assertThat(ComplexityFit.best(SIZES, times(n -> 2 * n * Math.log(n) / Math.log(2)))
        .complexity()).isEqualTo(Complexity.O_N_LOG_N);
  }

  @Test
  void cubicIsOn3() {
    assertThat(ComplexityFit.best(SIZES, times(n -> 1e-6 * n * n * n)).complexity())
        .isEqualTo(Complexity.O_N3);
  }

  @Test
  void constantIsO1() {
    ComplexityFit.Fit f = ComplexityFit.best(SIZES, times(n -> 250));
    assertThat(f.complexity()).isEqualTo(Complexity.O_1);
    assertThat(f.coefficient()).isCloseTo(250, within(5.0));
  }

  @Test
  void logarithmicIsOLogN() {
    assertThat(ComplexityFit.best(SIZES, times(n -> 7 * Math.log(n) / Math.log(2)))
        .complexity()).isEqualTo(Complexity.O_LOG_N);
  }

  @Test
  void exactFitHasZeroRmsAndTheCoefficient() {
    double[] n = {1, 2, 3};
    ComplexityFit.Fit f = ComplexityFit.fit(Complexity.O_N, n, new double[] {2, 4, 6});
    assertThat(f.coefficient()).isEqualTo(2.0);
    assertThat(f.rms()).isEqualTo(0.0);
    // t = 1, 2, 4 against c*n: c = (1 + 4 + 12) / 14; residuals over the mean 7/3
    ComplexityFit.Fit g = ComplexityFit.fit(Complexity.O_N, n, new double[] {1, 2, 4});
    double c = 17.0 / 14;
    double rms = Math.sqrt((Math.pow(1 - c, 2) + Math.pow(2 - 2 * c, 2) + Math.pow(4 - 3 * c, 2))
        / 3) / (7.0 / 3);
    assertThat(g.coefficient()).isCloseTo(c, within(1e-12));
    assertThat(g.rms()).isCloseTo(rms, within(1e-12));
  }
}

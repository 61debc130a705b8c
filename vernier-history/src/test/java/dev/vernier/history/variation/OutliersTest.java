package dev.vernier.history.variation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The generalized ESD test on stored runs' logarithms, with known answers. */
class OutliersTest {
  @Test
  void aRunSlowedAllThroughIsLeftOutOfFive() {
    double[] logs = {0.0, 0.002, -0.003, 0.001, Math.log(1.6)};
    assertThat(Outliers.kept(logs)).containsExactly(0.0, 0.002, -0.003, 0.001);
  }

  @Test
  void twoSlowedRunsAreLeftOutOfTwelve() {
    Random r = new Random(1);
    double[] logs = new double[12];
    for (int i = 0; i < logs.length; i++) {
      logs[i] = 0.003 * r.nextGaussian() + (i == 4 ? 0.3 : i == 9 ? 0.5 : 0);
    }
    double[] kept = Outliers.kept(logs);
    assertThat(kept).hasSize(10);
    assertThat(java.util.Arrays.stream(kept).map(Math::abs).max().orElseThrow())
        .isLessThan(0.02);
  }

  @Test
  void ordinaryNoiseKeepsEveryRunNearlyAlways() {
    // calibrated for normal data: a run of ordinary noise is left out in about 1% of histories
    Random r = new Random(2);
    for (int n : new int[] {5, 10, 30}) {
      int trimmed = 0;
      for (int trial = 0; trial < 2000; trial++) {
        double[] logs = new double[n];
        for (int i = 0; i < n; i++) {
          logs[i] = 0.01 * r.nextGaussian();
        }
        if (Outliers.kept(logs).length < n) {
          trimmed++;
        }
      }
      assertThat(trimmed).as("histories of %d runs trimmed, of 2000", n).isLessThan(50);
    }
  }

  @Test
  void identicalRunsAndTooFewRunsAreKeptWhole() {
    assertThat(Outliers.kept(new double[] {1, 1, 1, 1, 1, 1})).hasSize(6);
    assertThat(Outliers.kept(new double[] {0, 0, 0, 5})).hasSize(4);
  }
}

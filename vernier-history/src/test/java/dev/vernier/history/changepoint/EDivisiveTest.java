package dev.vernier.history.changepoint;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** E-divisive means on synthetic histories whose answers are known. */
class EDivisiveTest {
  /** ln of 200 runs around 1000 with 2% noise, times 1 + step from {@code at} on. */
  private static double[] history(long seed, int n, double noise, int[] at, double[] step) {
    Random r = new Random(seed);
    double[] x = new double[n];
    for (int i = 0; i < n; i++) {
      double level = 1000;
      for (int k = 0; k < at.length; k++) {
        if (i >= at[k]) {
          level *= 1 + step[k];
        }
      }
      x[i] = Math.log(level * (1 + noise * r.nextGaussian()));
    }
    return x;
  }

  @Test
  void aFivePercentStepAtCommit120In2PercentNoiseIsFoundThereAndNowhereElse() {
    for (long seed = 1; seed <= 5; seed++) {
      double[] x = history(seed, 200, 0.02, new int[] {120}, new double[] {0.05});
      List<EDivisive.Split> found = EDivisive.detect(x);
      assertThat(found).as("seed %d", seed).singleElement()
          .satisfies(s -> {
            assertThat(s.index()).isBetween(118, 122);
            assertThat(s.pValue()).isLessThanOrEqualTo(EDivisive.ALPHA);
          });
    }
  }

  @Test
  void twentyHistoriesWithoutAStepGiveAChangePointInAtMostOne() {
    int withChange = 0;
    for (long seed = 100; seed < 120; seed++) {
      if (!EDivisive.detect(history(seed, 200, 0.02, new int[0], new double[0])).isEmpty()) {
        withChange++;
      }
    }
    System.out.println("E-divisive, 20 histories of 2% noise without a step: " + withChange
        + " with a change point");
    assertThat(withChange).isLessThanOrEqualTo(1);
  }

  @Test
  void aFlatHistoryWithoutNoiseHasNoChangePoint() {
    double[] x = new double[200];
    Arrays.fill(x, Math.log(1000));
    assertThat(EDivisive.detect(x)).isEmpty();
  }

  @Test
  void heavyTailedNoiseAloneIsNotAChange() {
    // noise only adds time: occasional slow runs (10% of runs 3 to 15% slower)
    int withChange = 0;
    for (long seed = 200; seed < 220; seed++) {
      Random r = new Random(seed);
      double[] x = new double[200];
      for (int i = 0; i < x.length; i++) {
        double slow = r.nextDouble() < 0.1 ? 1.03 + 0.12 * r.nextDouble() : 1;
        x[i] = Math.log(1000 * slow * (1 + 0.01 * r.nextGaussian()));
      }
      if (!EDivisive.detect(x).isEmpty()) {
        withChange++;
      }
    }
    System.out.println("E-divisive, 20 histories of heavy-tailed noise: " + withChange
        + " with a change point");
    assertThat(withChange).isLessThanOrEqualTo(1);
  }

  @Test
  void twoStepsAreBothFoundInOrder() {
    double[] x = history(9, 200, 0.02, new int[] {70, 140}, new double[] {0.06, -0.08});
    List<EDivisive.Split> found = EDivisive.detect(x);
    assertThat(found).hasSize(2);
    assertThat(found.get(0).index()).isBetween(68, 72);
    assertThat(found.get(1).index()).isBetween(138, 142);
  }

  @Test
  void theSameSeriesAlwaysGivesTheSameAnswer() {
    double[] x = history(3, 120, 0.02, new int[] {60}, new double[] {0.04});
    assertThat(EDivisive.detect(x)).isEqualTo(EDivisive.detect(x.clone()));
  }

  @Test
  void theStatisticPeaksAtTheStepOfANoiselessSeries() {
    double[] x = new double[40];
    for (int i = 0; i < x.length; i++) {
      x[i] = i < 25 ? 0 : 1;
    }
    assertThat(EDivisive.bestSplit(x, 0, x.length, 5).index()).isEqualTo(25);
  }
}

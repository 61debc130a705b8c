package dev.vernier.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The fork's own median agrees with sorting, on odd and even counts, ties and sorted input. */
class SelectTest {
  @Test
  void medianEqualsTheSortedMiddle() {
    SplittableRandom r = new SplittableRandom(5);
    for (int trial = 0; trial < 2_000; trial++) {
      int n = 1 + r.nextInt(60);
      double[] a = new double[n];
      for (int i = 0; i < n; i++) {
        a[i] = trial % 3 == 0 ? r.nextInt(4) : trial % 3 == 1 ? i : r.nextGaussian();
      }
      double[] sorted = a.clone();
      Arrays.sort(sorted);
      double expected = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
      assertThat(Select.median(a.clone(), n)).as("n=%d trial=%d", n, trial).isEqualTo(expected);
    }
  }

  @Test
  void onlyTheFirstNValuesCount() {
    double[] a = {3, 1, 2, 100, 100};
    assertThat(Select.median(a, 3)).isEqualTo(2);
  }
}

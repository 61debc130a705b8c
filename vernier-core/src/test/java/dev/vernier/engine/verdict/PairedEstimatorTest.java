package dev.vernier.engine.verdict;

import static dev.vernier.engine.verdict.ChangeEstimatorTest.forks;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.vernier.exec.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

class PairedEstimatorTest {
  private static final double[] LEVELS = {100, 130, 90, 115, 105, 95}; // drift between pairs

  private static double[] scaled(double f) {
    double[] out = new double[LEVELS.length];
    for (int i = 0; i < out.length; i++) {
      out[i] = LEVELS[i] * f * (1 + 0.002 * ((i * 7) % 5 - 2)); // small jitter within pairs
    }
    return out;
  }

  @Test
  void driftBetweenPairsCancelsAndFivePercentIsFound() {
    List<double[]> b = forks(1, 50, 0.002, LEVELS);
    List<double[]> a = forks(2, 50, 0.002, scaled(0.95));
    Change c = PairedEstimator.estimate(a, b, 0.02, false);
    assertThat(c.changePct()).isCloseTo(-5, within(0.7));
    assertThat(c.verdict()).isEqualTo(Verdict.FASTER);
    assertThat(c.pValue()).isLessThan(0.001);
    // The same forks judged as two unpaired runs: the drift swamps the difference.
    assertThat(ChangeEstimator.estimate(b, a, 0.02, 0, false).verdict())
        .isEqualTo(Verdict.INCONCLUSIVE);
  }

  @Test
  void equalSidesAreSame() {
    Change c = PairedEstimator.estimate(forks(3, 50, 0.002, scaled(1.0)),
        forks(4, 50, 0.002, LEVELS), 0.02, false);
    assertThat(c.verdict()).isEqualTo(Verdict.SAME);
    assertThat(c.ciLowPct()).isGreaterThan(-2);
    assertThat(c.ciHighPct()).isLessThan(2);
  }

  @Test
  void pairsThatDisagreeAreInconclusive() {
    Change c = PairedEstimator.estimate(forks(5, 50, 0.002, 100, 120, 80),
        forks(6, 50, 0.002, 100, 100, 100), 0.02, false);
    assertThat(c.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
  }

  @Test
  void higherThroughputIsFaster() {
    Change c = PairedEstimator.estimate(forks(7, 50, 0.002, scaled(1.2)),
        forks(8, 50, 0.002, LEVELS), 0.02, true);
    assertThat(c.changePct()).isCloseTo(20, within(1.0));
    assertThat(c.verdict()).isEqualTo(Verdict.FASTER);
  }

  @Test
  void onePairIsNoInterval() {
    Change c = PairedEstimator.estimate(forks(9, 50, 0.002, 90), forks(10, 50, 0.002, 100),
        0.02, false);
    assertThat(c.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(c.pValue()).isNull();
    assertThat(c.note()).contains("fewer than two pairs");
  }

  @Test
  void pairRatiosCompareEachForksBestSample() {
    List<double[]> a = List.of(new double[] {1, 2, 30}, new double[] {4});
    List<double[]> b = List.of(new double[] {4, 4, 4}, new double[] {2, 2});
    assertThat(PairedEstimator.pairRatios(a, b, false)).containsExactly(0.25, 2.0);
    assertThat(PairedEstimator.pairRatios(a, b, true)).containsExactly(7.5, 2.0);
  }

  @Test
  void aNeighbourLoadingMostOfOneForkDoesNotMoveTheVerdict() {
    List<double[]> b = forks(11, 50, 0.002, LEVELS);
    List<double[]> a = forks(12, 50, 0.002, scaled(0.95));
    double[] loaded = a.get(2);
    for (int i = 0; i < 40; i++) {
      loaded[i] *= 2.5; // 80% of the fork ran beside a busy neighbour
    }
    Change c = PairedEstimator.estimate(a, b, 0.02, false);
    assertThat(c.verdict()).isEqualTo(Verdict.FASTER);
    assertThat(c.changePct()).isCloseTo(-5, within(0.7));
  }
}

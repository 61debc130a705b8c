package dev.vernier.engine.verdict;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.vernier.exec.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ChangeEstimatorTest {
  private static final double MARGIN = ChangeEstimator.DEFAULT_MARGIN;

  /** Forks of normal samples around each level, seeded so the input is fixed. */
  static List<double[]> forks(long seed, int perFork, double relSd, double... levels) {
    Random r = new Random(seed);
    List<double[]> out = new ArrayList<>();
    for (double level : levels) {
      double[] f = new double[perFork];
      for (int i = 0; i < perFork; i++) {
        f[i] = level * (1 + relSd * r.nextGaussian());
      }
      out.add(f);
    }
    return out;
  }

  @Test
  void tenPercentMoreTimeIsSlower() {
    Change c = ChangeEstimator.estimate(forks(1, 30, 0.01, 100, 101, 99),
        forks(2, 30, 0.01, 110, 111, 109), MARGIN, 0, false);
    assertThat(c.verdict()).isEqualTo(Verdict.SLOWER);
    assertThat(c.changePct()).isCloseTo(10, within(1.0));
    assertThat(c.ciLowPct()).isGreaterThan(2);
    assertThat(c.ciHighPct()).isLessThan(20);
    assertThat(c.pValue()).isLessThan(0.01);
  }

  @Test
  void tenPercentLessTimeIsFaster() {
    Change c = ChangeEstimator.estimate(forks(3, 30, 0.01, 100, 101, 99),
        forks(4, 30, 0.01, 90, 91, 89), MARGIN, 0, false);
    assertThat(c.verdict()).isEqualTo(Verdict.FASTER);
    assertThat(c.changePct()).isCloseTo(-10, within(1.0));
  }

  @Test
  void higherThroughputIsFaster() {
    Change c = ChangeEstimator.estimate(forks(5, 30, 0.01, 1000, 1010, 990),
        forks(6, 30, 0.01, 1200, 1210, 1190), MARGIN, 0, true);
    assertThat(c.changePct()).isCloseTo(20, within(1.5));
    assertThat(c.verdict()).isEqualTo(Verdict.FASTER);
  }

  @Test
  void tinyDifferenceWithTightIntervalIsSame() {
    Change c = ChangeEstimator.estimate(forks(7, 40, 0.002, 100, 100.1, 99.9),
        forks(8, 40, 0.002, 100.3, 100.2, 100.4), MARGIN, 0, false);
    assertThat(c.verdict()).isEqualTo(Verdict.SAME);
    assertThat(c.ciLowPct()).isGreaterThan(-2);
    assertThat(c.ciHighPct()).isLessThan(2);
  }

  @Test
  void forksAllOverThePlaceAreInconclusive() {
    Change c = ChangeEstimator.estimate(forks(9, 30, 0.01, 100, 108, 94),
        forks(10, 30, 0.01, 103, 95, 111), MARGIN, 0, false);
    assertThat(c.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(c.ciLowPct()).isLessThan(0);
    assertThat(c.ciHighPct()).isGreaterThan(0);
  }

  @Test
  void intervalClearOfZeroButForksNotSignificantIsInconclusive() {
    // Two forks a side: the bootstrap can only pick among them, so its interval excludes 0,
    // but two fork medians a side (100, 104 vs 106, 110) leave Welch's test at p = 0.17.
    Change c = ChangeEstimator.estimate(forks(11, 30, 0.001, 100, 104),
        forks(12, 30, 0.001, 106, 110), MARGIN, 0, false);
    assertThat(c.ciLowPct()).isGreaterThan(0);
    assertThat(c.pValue()).isGreaterThan(0.1);
    assertThat(c.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(c.note()).contains("p = 0.1");
  }

  @Test
  void oneForkIsNeverAVerdict() {
    Change c = ChangeEstimator.estimate(forks(13, 30, 0.01, 100),
        forks(14, 30, 0.01, 130), MARGIN, 0, false);
    assertThat(c.pValue()).isNull();
    assertThat(c.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(c.note()).contains("one fork");
  }

  @Test
  void driftAsLargeAsTheChangeTakesTheVerdictAway() {
    List<double[]> base = forks(15, 30, 0.003, 100, 100.2, 99.8);
    List<double[]> newer = forks(16, 30, 0.003, 104, 104.2, 103.8);
    Change plain = ChangeEstimator.estimate(base, newer, MARGIN, 0, false);
    Change drifted = ChangeEstimator.estimate(base, newer, MARGIN, 0.05, false);
    assertThat(plain.verdict()).isEqualTo(Verdict.SLOWER);
    assertThat(drifted.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(drifted.ciLowPct()).isLessThan(plain.ciLowPct() - 4);
    assertThat(drifted.driftPct()).isEqualTo(5);
    assertThat(drifted.changePct()).isEqualTo(plain.changePct());
  }

  @Test
  void sameInputSameAnswer() {
    Change a = ChangeEstimator.estimate(forks(17, 30, 0.02, 100, 101, 99),
        forks(18, 30, 0.02, 100, 101, 99), MARGIN, 0, false);
    Change b = ChangeEstimator.estimate(forks(17, 30, 0.02, 100, 101, 99),
        forks(18, 30, 0.02, 100, 101, 99), MARGIN, 0, false);
    assertThat(a).isEqualTo(b);
  }
}

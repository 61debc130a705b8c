package dev.vernier.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.vernier.engine.stats.Interval;
import org.junit.jupiter.api.Test;

class ExecPairedRatioTest {
  private static final double EPS = 1e-9;

  /** B is 100 every time; A is 100 × the given ratio: the pairs' ratios are exactly these. */
  private static PairedRatio.Comparison ratios(double... r) {
    double[] a = new double[r.length];
    double[] b = new double[r.length];
    for (int i = 0; i < r.length; i++) {
      b[i] = 100;
      a[i] = 100 * r[i];
    }
    return PairedRatio.compare(a, b, 0.02);
  }

  @Test
  void binomialTailsAreExact() {
    assertThat(PairedRatio.binomialCdfHalf(10, 0)).isCloseTo(1 / 1024.0, within(EPS));
    assertThat(PairedRatio.binomialCdfHalf(10, 1)).isCloseTo(11 / 1024.0, within(EPS));
    assertThat(PairedRatio.binomialCdfHalf(10, 2)).isCloseTo(56 / 1024.0, within(EPS));
    assertThat(PairedRatio.binomialCdfHalf(10, 10)).isCloseTo(1, within(EPS));
    assertThat(PairedRatio.binomialCdfHalf(5000, 2500)).isBetween(0.5, 0.51);
  }

  @Test
  void orderStatisticIndexMatchesTheSignTestTable() {
    // 2·P(X ≤ k−1) ≤ 0.05: n=6 → k=1 (2/64); n=10 → k=2 (22/1024); n=20 → k=6 (P(X≤5)=0.0207)
    assertThat(PairedRatio.orderStatisticIndex(5, 0.05)).isZero();
    assertThat(PairedRatio.orderStatisticIndex(6, 0.05)).isEqualTo(1);
    assertThat(PairedRatio.orderStatisticIndex(10, 0.05)).isEqualTo(2);
    assertThat(PairedRatio.orderStatisticIndex(20, 0.05)).isEqualTo(6);
  }

  @Test
  void identicalRatiosGiveThatRatioAndAPointInterval() {
    PairedRatio.Comparison c = ratios(1.1, 1.1, 1.1, 1.1, 1.1, 1.1, 1.1, 1.1, 1.1, 1.1);
    assertThat(c.ratioMedian()).isCloseTo(1.1, within(EPS));
    assertThat(c.interval().low()).isCloseTo(1.1, within(EPS));
    assertThat(c.interval().high()).isCloseTo(1.1, within(EPS));
    assertThat(c.verdict()).isEqualTo(Verdict.SLOWER);
  }

  @Test
  void tenPairsUseTheSecondAndNinthOrderStatistics() {
    // shuffled on purpose: the order of the pairs must not matter
    PairedRatio.Comparison c = ratios(0.97, 0.90, 0.95, 0.93, 0.99, 0.91, 0.96, 0.92, 0.98, 0.94);
    assertThat(c.pairs()).isEqualTo(10);
    assertThat(c.ratioMedian()).isCloseTo(Math.sqrt(0.94 * 0.95), within(EPS));
    assertThat(c.interval().low()).isCloseTo(0.91, within(EPS));
    assertThat(c.interval().high()).isCloseTo(0.98, within(EPS));
    assertThat(c.interval().level()).isEqualTo(0.95);
    assertThat(c.coverage()).isCloseTo(1 - 22 / 1024.0, within(EPS));
    assertThat(c.enoughPairs()).isTrue();
    assertThat(c.verdict()).isEqualTo(Verdict.FASTER);
  }

  @Test
  void ratioIsAOverBAndDriftCancelsPairByPair() {
    // the machine slows down 3× over the run; A always takes 20% longer than B in its pair
    double[] a = new double[12];
    double[] b = new double[12];
    for (int i = 0; i < 12; i++) {
      b[i] = 100 * (1 + i * 0.2);
      a[i] = b[i] * 1.2;
    }
    PairedRatio.Comparison c = PairedRatio.compare(a, b, 0.02);
    assertThat(c.ratioMedian()).isCloseTo(1.2, within(EPS));
    assertThat(c.interval().low()).isCloseTo(1.2, within(EPS));
    assertThat(c.verdict()).isEqualTo(Verdict.SLOWER);
  }

  @Test
  void smallDifferencesInsideTheMarginAreSame() {
    PairedRatio.Comparison c = ratios(0.99, 1.01, 1.0, 0.995, 1.005, 1.0, 0.975, 1.03, 1.0, 1.0);
    // sorted: 0.975 0.99 0.995 1 1 1 1 1.005 1.01 1.03 → CI [0.99, 1.01]
    assertThat(c.interval().low()).isCloseTo(0.99, within(EPS));
    assertThat(c.interval().high()).isCloseTo(1.01, within(EPS));
    assertThat(c.verdict()).isEqualTo(Verdict.SAME);
  }

  @Test
  void aWideIntervalAcrossOneIsInconclusive() {
    PairedRatio.Comparison c = ratios(0.8, 1.25, 0.9, 1.1, 1.0, 0.95, 1.05, 0.85, 1.15, 1.0);
    assertThat(c.interval().low()).isLessThan(1);
    assertThat(c.interval().high()).isGreaterThan(1);
    assertThat(c.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
  }

  @Test
  void tooFewPairsAreInconclusiveWhateverTheData() {
    PairedRatio.Comparison c = ratios(1.5, 1.5, 1.5, 1.5, 1.5);
    assertThat(c.enoughPairs()).isFalse();
    assertThat(c.coverage()).isCloseTo(1 - 2 / 32.0, within(EPS));
    assertThat(c.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
  }

  @Test
  void verdictBoundaries() {
    assertThat(PairedRatio.verdict(new Interval(0.98, 1.02, 0.95), 0.02)).isEqualTo(Verdict.SAME);
    assertThat(PairedRatio.verdict(new Interval(0.97, 0.99, 0.95), 0.02))
        .isEqualTo(Verdict.FASTER);
    assertThat(PairedRatio.verdict(new Interval(1.01, 1.03, 0.95), 0.02))
        .isEqualTo(Verdict.SLOWER);
    assertThat(PairedRatio.verdict(new Interval(0.97, 1.01, 0.95), 0.02))
        .isEqualTo(Verdict.INCONCLUSIVE);
    // a significant but negligible difference is "same"
    assertThat(PairedRatio.verdict(new Interval(1.001, 1.01, 0.95), 0.02))
        .isEqualTo(Verdict.SAME);
  }

  @Test
  void rejectsUnpairedOrNonPositiveInput() {
    assertThatThrownBy(() -> PairedRatio.compare(new double[] {1, 2}, new double[] {1}, 0.02))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> PairedRatio.compare(new double[] {0}, new double[] {1}, 0.02))
        .isInstanceOf(IllegalArgumentException.class);
  }
}

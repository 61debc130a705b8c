package dev.vernier.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class SummaryTest {
  private static final org.assertj.core.data.Offset<Double> EPS = within(1e-9);

  @Test
  void oneToTenByHand() {
    Summary s = Summary.of(new double[] {10, 9, 8, 7, 6, 5, 4, 3, 2, 1});
    assertThat(s.n()).isEqualTo(10);
    assertThat(s.min()).isEqualTo(1.0);
    assertThat(s.max()).isEqualTo(10.0);
    assertThat(s.median()).isCloseTo(5.5, EPS);
    assertThat(s.mean()).isCloseTo(5.5, EPS);
    // sample variance: sum (x - 5.5)^2 = 82.5, / 9
    assertThat(s.stdDev()).isCloseTo(Math.sqrt(82.5 / 9), EPS);
    // type 7: h = (n-1)p; p90: h = 8.1 -> 9 + 0.1 * (10 - 9)
    assertThat(s.p90()).isCloseTo(9.1, EPS);
    // p99: h = 8.91 -> 9.91
    assertThat(s.p99()).isCloseTo(9.91, EPS);
  }

  @Test
  void oddCountUnsortedAndSkewed() {
    Summary s = Summary.of(new double[] {5, 1, 4, 2, 100});
    assertThat(s.median()).isEqualTo(4.0);
    assertThat(s.mean()).isCloseTo(22.4, EPS);
    // deviations: -17.4,-21.4,-18.4,-20.4,77.6 -> squares sum 7537.2 ; / 4
    assertThat(s.stdDev()).isCloseTo(Math.sqrt(7537.2 / 4), within(1e-6));
    // p90: h = 3.6 -> 5 + 0.6 * 95 = 62
    assertThat(s.p90()).isCloseTo(62.0, EPS);
    // p99: h = 3.96 -> 5 + 0.96 * 95 = 96.2
    assertThat(s.p99()).isCloseTo(96.2, EPS);
  }

  @Test
  void doesNotReorderTheCallersArray() {
    double[] in = {3, 1, 2};
    Summary.of(in);
    assertThat(in).containsExactly(3, 1, 2);
  }

  @Test
  void singleValueHasNoSpread() {
    Summary s = Summary.of(new double[] {42});
    assertThat(s.median()).isEqualTo(42);
    assertThat(s.p99()).isEqualTo(42);
    assertThat(s.stdDev()).isZero();
  }

  @Test
  void quantileType7MatchesR() {
    // R: quantile(c(1, 2, 4, 8), c(0, .25, .5, .75, 1), type = 7) -> 1 1.75 3 5 8
    double[] s = {1, 2, 4, 8};
    assertThat(Summary.quantile(s, 0)).isEqualTo(1);
    assertThat(Summary.quantile(s, 0.25)).isCloseTo(1.75, EPS);
    assertThat(Summary.quantile(s, 0.5)).isCloseTo(3, EPS);
    assertThat(Summary.quantile(s, 0.75)).isCloseTo(5, EPS);
    assertThat(Summary.quantile(s, 1)).isEqualTo(8);
  }

  @Test
  void emptyIsRefused() {
    assertThatThrownBy(() -> Summary.of(new double[0]))
        .isInstanceOf(IllegalArgumentException.class);
  }
}

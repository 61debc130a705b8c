package dev.vernier.engine.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class ShareIntervalTest {
  /** Newcombe (1998), "Two-sided confidence intervals for the single proportion", method 3. */
  @Test
  void wilsonMatchesNewcombesTable() {
    assertInterval(ShareInterval.wilson(81, 263), 0.2553, 0.3662);
    assertInterval(ShareInterval.wilson(15, 148), 0.0624, 0.1605);
    assertInterval(ShareInterval.wilson(0, 20), 0.0, 0.1611);
    assertInterval(ShareInterval.wilson(1, 29), 0.0061, 0.1718);
    // symmetric around one half, inside [0, 1] at the ends
    assertInterval(ShareInterval.wilson(5, 10), 0.2366, 0.7634);
    assertInterval(ShareInterval.wilson(20, 20), 1 - 0.1611, 1.0);
    assertInterval(ShareInterval.wilson(0, 0), 0, 1);
  }

  /** Newcombe (1998), "Interval estimation for the difference between independent proportions", method 10. */
  @Test
  void differenceMatchesNewcombesHybridScore() {
    assertInterval(ShareInterval.difference(48, 80, 56, 70), 0.0524, 0.3339);
    assertInterval(ShareInterval.difference(3, 10, 9, 10), 0.1705, 0.8090);
  }

  @Test
  void samplesThatOrderTwoFramesOfOneProfile() {
    // the 47 samples: 10.6% (5) and 8.5% (4) cannot be ordered;
    // z²(p1 + p2 − d²)/d² by hand: 3.8415 × 0.19104 / 0.000453 = 1621
    assertThat(ShareInterval.ordered(5, 4, 47)).isFalse();
    assertThat(ShareInterval.samplesToOrder(5, 4, 47)).isCloseTo(1621, within(2.0));
    // 60% and 30% of 100: the difference, 0.3, is 3.3 standard errors (sqrt(0.81/100) = 0.09)
    assertThat(ShareInterval.ordered(60, 30, 100)).isTrue();
    assertThat(ShareInterval.ordered(7, 7, 1000)).isFalse();
    assertThat(ShareInterval.samplesToOrder(7, 7, 1000)).isInfinite();
  }

  private static void assertInterval(double[] ci, double low, double high) {
    assertThat(ci[0]).isCloseTo(low, within(1e-4));
    assertThat(ci[1]).isCloseTo(high, within(1e-4));
  }
}

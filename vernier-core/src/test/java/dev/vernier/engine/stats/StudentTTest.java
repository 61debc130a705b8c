package dev.vernier.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class StudentTTest {
  @Test
  void tailProbabilitiesMatchTables() {
    // Critical values of the two-sided 5% test from any t table.
    assertThat(StudentT.twoSidedP(12.7062, 1)).isCloseTo(0.05, within(1e-5));
    assertThat(StudentT.twoSidedP(2.776445, 4)).isCloseTo(0.05, within(1e-6));
    assertThat(StudentT.twoSidedP(2.228139, 10)).isCloseTo(0.05, within(1e-6));
    assertThat(StudentT.twoSidedP(1.959964, 1e7)).isCloseTo(0.05, within(1e-5));
    assertThat(StudentT.twoSidedP(0, 3)).isCloseTo(1, within(1e-12));
    assertThat(StudentT.twoSidedP(-2.776445, 4)).isCloseTo(0.05, within(1e-6));
  }

  @Test
  void quantileInvertsTheTail() {
    assertThat(StudentT.quantile(0.975, 10)).isCloseTo(2.228139, within(1e-5));
    assertThat(StudentT.quantile(0.995, 2)).isCloseTo(9.924843, within(1e-5));
    assertThat(StudentT.quantile(0.025, 4)).isCloseTo(-2.776445, within(1e-5));
  }

  @Test
  void welchMatchesScipy() {
    // scipy.stats.ttest_ind(a, b, equal_var=False): t = -1.37657, df = 5.58733, p = 0.221256
    // (its t is a − b; ours is b − a).
    WelchTest.Result r = WelchTest.test(new double[] {1.1, 2.3, 3.2, 4.8, 5.1},
        new double[] {2.2, 4.9, 6.1, 7.3});
    assertThat(r.t()).isCloseTo(1.3765746, within(1e-6));
    assertThat(r.df()).isCloseTo(5.5873341, within(1e-6));
    assertThat(r.pValue()).isCloseTo(0.2212562, within(1e-6));
  }

  @Test
  void welchNeedsTwoValuesASide() {
    assertThat(WelchTest.test(new double[] {1}, new double[] {1, 2})).isNull();
    assertThat(WelchTest.test(new double[] {3, 3}, new double[] {3, 3}).pValue()).isEqualTo(1);
    assertThat(WelchTest.test(new double[] {3, 3}, new double[] {4, 4}).pValue()).isEqualTo(0);
  }
}

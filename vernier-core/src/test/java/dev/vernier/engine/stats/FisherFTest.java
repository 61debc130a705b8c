package dev.vernier.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Critical values from published F tables (Snedecor; NIST/SEMATECH e-Handbook 1.3.6.7.3). */
class FisherFTest {
  @Test
  void upperTailMatchesTheTables() {
    assertThat(FisherF.upperP(98.503, 1, 2)).isCloseTo(0.01, within(1e-4));
    assertThat(FisherF.upperP(4.103, 2, 10)).isCloseTo(0.05, within(1e-4));
    assertThat(FisherF.upperP(5.953, 3, 12)).isCloseTo(0.01, within(1e-4));
    assertThat(FisherF.upperP(0, 3, 12)).isEqualTo(1);
  }

  @Test
  void anFWithOneNumeratorDegreeIsASquaredT() {
    double t = 2.7;
    assertThat(FisherF.upperP(t * t, 1, 7)).isCloseTo(StudentT.twoSidedP(t, 7), within(1e-12));
  }
}

package dev.vernier.engine.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The figures of the profiling lesson (seed 002), computed with Amdahl's law. */
class AmdahlTest {
  @Test
  void sixtyPercentMadeThreeTimesFasterGivesOnePointSixSeven() {
    assertThat(Amdahl.overall(0.6, 3)).isCloseTo(1 / 0.6, within(1e-12)); // 1/(0.4+0.2)
    assertThat(Amdahl.limit(0.6)).isCloseTo(2.5, within(1e-12));
  }

  @Test
  void fortyPercentCannotGiveTwiceAtAnySpeedUp() {
    assertThat(Amdahl.requiredSpeedup(0.4, 2)).isNaN();
    assertThat(Amdahl.limit(0.4)).isCloseTo(1.6667, within(1e-4));
    // just under the limit is possible, and needs a huge k
    double k = Amdahl.requiredSpeedup(0.4, 1.66);
    assertThat(k).isGreaterThan(100);
    assertThat(Amdahl.overall(0.4, k)).isCloseTo(1.66, within(1e-9));
  }

  @Test
  void limitsOfTheLesson() {
    assertThat(Amdahl.limit(0.05)).isCloseTo(1.0526, within(1e-4)); // "a 5% function: 1.05"
    assertThat(Amdahl.limit(0.93)).isCloseTo(14.2857, within(1e-4)); // "93%: fourteen"
    assertThat(Amdahl.limit(0.9)).isCloseTo(10, within(1e-9)); // "90% runs into ten"
    assertThat(Amdahl.limit(1)).isInfinite();
  }

  @Test
  void requiredSpeedupInvertsOverall() {
    assertThat(Amdahl.requiredSpeedup(0.6, 2)).isCloseTo(6, within(1e-9));
    assertThat(Amdahl.overall(0.6, 6)).isCloseTo(2, within(1e-12));
    assertThat(Amdahl.requiredSpeedup(0.6, 1)).isEqualTo(1);
  }

  @Test
  void measuredSpeedUpAboveTheLimitImpliesNoSpeedUp() {
    // The lesson: 93% in bump, 2795 ms -> 108 ms is S = 25.9 and "k about 300". But a 93%
    // share allows at most 14.3: the measured figure says the share was larger than 93%.
    assertThat(Amdahl.impliedSpeedup(0.93, 2795.0 / 108)).isNaN();
    // with the share that S needs (about 97%), the implied k is finite and round-trips
    double k = Amdahl.impliedSpeedup(0.97, 25.9);
    assertThat(k).isGreaterThan(100);
    assertThat(Amdahl.overall(0.97, k)).isCloseTo(25.9, within(1e-9));
  }

  @Test
  void severalParts() {
    // an untouched part (k = 1) holds the total down
    double s = Amdahl.overall(new double[] {0.93, 0.06}, new double[] {300, 1});
    assertThat(s).isCloseTo(1 / (0.01 + 0.93 / 300 + 0.06), within(1e-12));
    assertThat(Amdahl.overall(new double[] {0.6}, new double[] {3}))
        .isCloseTo(Amdahl.overall(0.6, 3), within(1e-12));
  }
}

package dev.vernier.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class IntraclassShareTest {
  @Test
  void aWorkedExample() {
    // grand mean 4; MSW = (2 + 2) / 2 = 2; MSB = 2*(2-4)^2 + 2*(6-4)^2 = 16; n0 = 2;
    // between = (16 - 2) / 2 = 7; share = 7 / (7 + 2)
    assertThat(IntraclassShare.of(List.of(new double[] {1, 3}, new double[] {5, 7})))
        .isCloseTo(7.0 / 9, within(1e-12));
  }

  @Test
  void groupsThatDifferNoMoreThanTheirMembersShareNothing() {
    assertThat(IntraclassShare.of(List.of(new double[] {1, 5}, new double[] {2, 4},
        new double[] {3, 3.5}))).isZero();
  }

  @Test
  void theShareTracksTheVarianceThatLiesBetweenGroups() {
    SplittableRandom r = new SplittableRandom(3);
    double[] shares = new double[2];
    double[] betweenSd = {0.1, 3};
    for (int k = 0; k < 2; k++) {
      java.util.List<double[]> groups = new java.util.ArrayList<>();
      for (int g = 0; g < 40; g++) {
        double level = betweenSd[k] * r.nextGaussian();
        groups.add(new double[] {level + r.nextGaussian(), level + r.nextGaussian()});
      }
      shares[k] = IntraclassShare.of(groups);
    }
    assertThat(shares[0]).isLessThan(0.2); // true share 0.01 / 1.01
    assertThat(shares[1]).isGreaterThan(0.8); // true share 9 / 10
  }

  @Test
  void withoutTwoGroupsOrAGroupOfTwoItCannotTell() {
    assertThat(IntraclassShare.of(List.of(new double[] {1, 2, 3}))).isNull();
    assertThat(IntraclassShare.of(List.of(new double[] {1}, new double[] {2}))).isNull();
    assertThat(IntraclassShare.of(List.of(new double[] {1, 1.5}, new double[] {2}))).isNotNull();
  }
}

package dev.vernier.engine.verdict;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** A verdict survives when it holds with the draws, not the pairs, as the units. */
class DrawSurvivalTest {
  private static final int[] DRAWS = {1, 1, 2, 2, 3, 3};

  @Test
  void aChangeSeenUnderEveryDrawSurvives() {
    DrawSurvival.Outcome o = DrawSurvival.of(new double[] {1.05, 1.048, 1.052, 1.046, 1.05,
        1.055}, DRAWS, true);
    assertThat(o.holds()).isTrue();
    assertThat(o.settled()).isTrue();
    assertThat(o.note()).startsWith("survives perturbation: +4.9% under draw 1");
  }

  @Test
  void aChangeOnlyOneDrawShowsIsALayoutEffectAndTheNoteSaysWhere() {
    // pairs within a draw agree (the pair-level test would call this slower), draws do not
    DrawSurvival.Outcome o = DrawSurvival.of(new double[] {1.10, 1.101, 1.001, 1.0, 1.002,
        0.999}, DRAWS, true);
    assertThat(o.holds()).isFalse();
    assertThat(o.settled()).as("draw 1's +10%% is far beyond its pairs' noise").isTrue();
    assertThat(o.note()).isEqualTo("does not survive perturbation (a layout effect):"
        + " +10.0% under draw 1, +0.0% under draw 2, +0.0% under draw 3");
  }

  /** Layouts that pull both ways leave the pairs undecided; the row still names the effect. */
  @Test
  void drawsThatPullBothWaysAreALayoutEffectEvenWithoutAClaim() {
    DrawSurvival.Outcome o = DrawSurvival.of(new double[] {1.25, 1.252, 0.80, 0.801, 1.0,
        1.001}, DRAWS, false);
    assertThat(o.holds()).isFalse();
    assertThat(o.settled()).isTrue();
    assertThat(o.note()).contains("+25.1% under draw 1", "-20.0% under draw 2");
  }

  /** A claimed change whose draws disagree, with no draw beyond its pairs' noise: go on. */
  @Test
  void aClaimTheDrawsNeitherCarryNorRefuteIsNotSettled() {
    DrawSurvival.Outcome o = DrawSurvival.of(new double[] {1.04, 0.99, 1.0, 1.05},
        new int[] {1, 1, 2, 2}, true);
    assertThat(o.holds()).isFalse();
    assertThat(o.settled()).isFalse();
  }

  @Test
  void nothingToJudgeWithoutAClaimOrWithOneDraw() {
    DrawSurvival.Outcome aa = DrawSurvival.of(new double[] {1.0, 1.01, 0.99, 1.0},
        new int[] {1, 1, 2, 2}, false);
    assertThat(aa.holds()).isNull();
    assertThat(aa.settled()).isFalse();
    assertThat(DrawSurvival.of(new double[] {1.05, 1.05}, new int[] {1, 1}, true).holds())
        .isNull();
  }

  /**
   * A/A under draws that do nothing: pairs of 1% noise, three to six draws. "Some layout shows a
   * difference" is a claim at 1% family-wise; it must not be made much more often than that.
   */
  @Test
  void noLayoutEffectIsClaimedForNoiseAlone() {
    SplittableRandom rnd = new SplittableRandom(27);
    int trials = 4000;
    int claims = 0;
    for (int t = 0; t < trials; t++) {
      int k = 3 + t % 4;
      double[] ratios = new double[2 * k];
      int[] draws = new int[2 * k];
      for (int i = 0; i < ratios.length; i++) {
        ratios[i] = Math.exp(0.01 * rnd.nextGaussian());
        draws[i] = i / 2 + 1;
      }
      if (Boolean.FALSE.equals(DrawSurvival.of(ratios, draws, false).holds())) {
        claims++;
      }
    }
    assertThat(claims).isLessThan(trials * 2 / 100); // 1% nominal, 2% allowed
  }
}

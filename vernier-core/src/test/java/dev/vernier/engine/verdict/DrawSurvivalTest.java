package dev.vernier.engine.verdict;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** A verdict survives when it holds with the draws, not the pairs, as the units. */
class DrawSurvivalTest {
  private static final int[] DRAWS = {1, 1, 2, 2, 3, 3};
  /** Seeded A/A rows in each simulation of {@link #layoutClaims}. */
  private static final int TRIALS = 4000;

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

  /**
   * The CI failure of 2026-12-04: a real +10% read +13.5% and +6.4% under two draws, and the
   * two-draw interval (t = 6.3) did not carry it. Two more draws that look like these would, so
   * the row must go on; only at the last draw the budget allows is it named a layout effect.
   */
  @Test
  void drawsOfOneSignAndDifferentSizesAreNotALayoutEffectWhileMoreDrawsCouldCarryThem() {
    double[] ratios = {1.136, 1.134, 1.063, 1.065};
    int[] draws = {1, 1, 2, 2};
    for (boolean claimed : new boolean[] {true, false}) {
      DrawSurvival.Outcome early = DrawSurvival.of(ratios, draws, claimed, 4);
      assertThat(early.settled()).as("claimed %s", claimed).isFalse();
      assertThat(DrawSurvival.of(ratios, draws, claimed, 2).settled())
          .as("no draw left: claimed %s", claimed).isTrue();
    }
  }

  /** Where the change vanishes or reverses under some draw, more draws cannot carry it. */
  @Test
  void aLayoutEffectIsSettledEarlyWhenMoreDrawsCouldNotCarryIt() {
    assertThat(DrawSurvival.of(new double[] {1.10, 1.101, 1.001, 1.0, 1.002, 0.999}, DRAWS,
        true, 4).settled()).isTrue();
    DrawSurvival.Outcome both = DrawSurvival.of(new double[] {0.786, 0.787, 1.28, 1.279},
        new int[] {1, 1, 2, 2}, false, 4);
    assertThat(both.holds()).isFalse();
    assertThat(both.settled()).isTrue();
  }

  /**
   * The planted layout pair of PlantedLayoutPairTest on 2026-12-04, seed 1: draw 2's pairs
   * spread 5%, and each draw tested against no change with the pooled noise (t quantile 14 at two
   * degrees of freedom and 0.25% a side) did not name -20% and +22% after four pairs, so the run
   * went on into a draw whose pairs spread 12% and ended undecided. The F test names it at four.
   */
  @Test
  void drawsThatPullBothWaysAreNamedAfterFourPairsThoughOneDrawIsNoisier() {
    DrawSurvival.Outcome o = DrawSurvival.of(new double[] {0.809, 0.788, 1.183, 1.249},
        new int[] {1, 1, 2, 2}, false, 4);
    assertThat(o.holds()).isFalse();
    assertThat(o.settled()).isTrue();
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
   * A/A under draws that do nothing: pairs of 1% noise, three to six draws. "The layout matters"
   * is a claim at 1%; it must not be made much more often than that.
   */
  @Test
  void noLayoutEffectIsClaimedForNoiseAlone() {
    assertThat(layoutClaims(27, 0.01)).isLessThan(TRIALS * 2 / 100); // 1% nominal, 2% allowed
  }

  /**
   * As above, with one draw's pairs four times as noisy as the rest (a loop alignment of 1 or 2
   * bytes does that here). Measured: 4.4% claims (the F test assumes one noise for all draws);
   * the per-draw Bonferroni test this replaced made 6.8% in a simulation of the same design.
   */
  @Test
  void oneNoisyDrawDoesNotMakeNoiseALayoutEffect() {
    assertThat(layoutClaims(28, 0.04)).isLessThan(TRIALS * 6 / 100);
  }

  /**
   * Of {@link #TRIALS} seeded A/A rows (three to six draws of two pairs, 1% noise a pair, draw
   * 1's pairs {@code firstDrawNoise}), how many name a layout effect.
   */
  private static int layoutClaims(long seed, double firstDrawNoise) {
    SplittableRandom rnd = new SplittableRandom(seed);
    int claims = 0;
    for (int t = 0; t < TRIALS; t++) {
      int k = 3 + t % 4;
      double[] ratios = new double[2 * k];
      int[] draws = new int[2 * k];
      for (int i = 0; i < ratios.length; i++) {
        draws[i] = i / 2 + 1;
        ratios[i] = Math.exp((draws[i] == 1 ? firstDrawNoise : 0.01) * rnd.nextGaussian());
      }
      if (Boolean.FALSE.equals(DrawSurvival.of(ratios, draws, false).holds())) {
        claims++;
      }
    }
    return claims;
  }
}

package dev.vernier.engine.verdict;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A verdict survives when it holds with the draws, not the pairs, as the units. */
class DrawSurvivalTest {
  private static final int[] DRAWS = {1, 1, 2, 2, 3, 3};

  @Test
  void aChangeSeenUnderEveryDrawSurvives() {
    DrawSurvival.Outcome o = DrawSurvival.of(new double[] {1.05, 1.048, 1.052, 1.046, 1.05,
        1.055}, DRAWS, true);
    assertThat(o.holds()).isTrue();
    assertThat(o.note()).startsWith("survives perturbation: +4.9% under draw 1");
  }

  @Test
  void aChangeOnlyOneDrawShowsIsALayoutEffectAndTheNoteSaysWhere() {
    // pairs within a draw agree (the pair-level test would call this slower), draws do not
    DrawSurvival.Outcome o = DrawSurvival.of(new double[] {1.10, 1.101, 1.001, 1.0, 1.002,
        0.999}, DRAWS, true);
    assertThat(o.holds()).isFalse();
    assertThat(o.note()).isEqualTo("does not survive perturbation (a layout effect):"
        + " +10.0% under draw 1, +0.0% under draw 2, +0.0% under draw 3");
  }

  @Test
  void nothingToJudgeWithoutAClaimOrWithOneDraw() {
    assertThat(DrawSurvival.of(new double[] {1.0, 1.01, 0.99, 1.0}, new int[] {1, 1, 2, 2},
        false).holds()).isNull();
    assertThat(DrawSurvival.of(new double[] {1.05, 1.05}, new int[] {1, 1}, true).holds())
        .isNull();
  }
}

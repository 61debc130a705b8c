package dev.vernier.engine.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Fork medians made here, shaped as the lab's gcd row read on 2026-12-06. */
class ForkLevelsTest {
  @Test
  void forksAtTwoLevelsInDifferentSharesAreNamedWithEachLevelsCounts() {
    double[] jmh = {29.5, 29.6, 30.4, 29.4, 29.7, 30.9};
    double[] vernier = {38.2, 38.8, 30.1, 38.3, 29.4, 39.3, 38.9, 29.2};
    assertThat(ForkLevels.of(jmh, vernier, "ns/op")).singleElement().asString()
        .startsWith("the forks sit at 2 levels, drawn in different shares: ")
        .contains("29.20-30.90 ns/op (JMH 6 of 6, Vernier 3 of 8)")
        .contains("38.20-39.30 ns/op (JMH 0 of 6, Vernier 5 of 8)");
  }

  @Test
  void levelsDrawnAlikeOrASingleLevelSayNothing() {
    assertThat(ForkLevels.of(new double[] {10, 10.2, 15, 15.3}, new double[] {10.1, 15.2},
        "ns/op")).as("half and half in both").isEmpty();
    assertThat(ForkLevels.of(new double[] {10, 10.5, 10.9}, new double[] {11.5, 11.9},
        "ns/op")).as("steps under 10% make one level, even spanning 19%").isEmpty();
    assertThat(ForkLevels.of(new double[] {100, 101}, new double[] {150, 151}, "ns/op"))
        .as("each tool at a level of its own: a plain difference").isEmpty();
  }
}

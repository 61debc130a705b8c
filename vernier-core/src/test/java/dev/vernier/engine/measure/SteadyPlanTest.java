package dev.vernier.engine.measure;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A slow start-up is taken out of the fork's warm-up, never below its minimum. */
class SteadyPlanTest {
  private static final long MS = 1_000_000L;

  @Test
  void startUpThatOverranShortensTheWarmup() {
    SteadyPlan p = new SteadyPlan(300 * MS, 1_000 * MS, 200 * MS, 10 * MS, 10, 1_600 * MS);
    // planned: warm-up to start at 600 ms of uptime; it started at 900 ms
    assertThat(p.startingAt(900 * MS).maxWarmupNanos()).isEqualTo(700 * MS);
    assertThat(p.startingAt(900 * MS).minWarmupNanos()).isEqualTo(300 * MS);
  }

  @Test
  void neverBelowTheMinimumNorAboveThePlan() {
    SteadyPlan p = new SteadyPlan(300 * MS, 1_000 * MS, 200 * MS, 10 * MS, 10, 1_600 * MS);
    assertThat(p.startingAt(1_500 * MS).maxWarmupNanos()).isEqualTo(300 * MS);
    assertThat(p.startingAt(400 * MS).maxWarmupNanos()).isEqualTo(1_000 * MS); // early: as planned
  }

  @Test
  void withoutADeadlineThePlanStands() {
    SteadyPlan p = new SteadyPlan(300 * MS, 1_000 * MS, 200 * MS, 10 * MS, 10);
    assertThat(p.startingAt(5_000 * MS)).isSameAs(p);
  }
}

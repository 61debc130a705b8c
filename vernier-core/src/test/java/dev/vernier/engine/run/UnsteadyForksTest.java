package dev.vernier.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.fork.ForkResult;
import dev.vernier.engine.measure.ForkMeasurement;
import dev.vernier.engine.measure.SteadyState;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class UnsteadyForksTest {
  private static ForkResult fork(boolean steady, String reason, long warmupNanos) {
    return new ForkResult(1, Map.of(), List.of(), List.of(1.0, 2.0),
        new ForkMeasurement(1000, 2000, 0, 0, 0, warmupNanos, 50, steady, reason, 0, List.of(),
            null, 1_000_000, null, null, null, null, null, 0, 0, List.of(), 0), 1 << 20, null);
  }

  private static final String RAN_OUT = SteadyState.RAN_OUT + " at 1.00 s; the figure moved";

  @Test
  void mostForksRunningOutIsNotStationary() {
    UnsteadyForks u = UnsteadyForks.of(List.of(fork(false, RAN_OUT, 1_000_000_000L),
        fork(false, RAN_OUT, 1_500_000_000L), fork(true, "steady after 0.8 s", 800_000_000L)));
    assertThat(u.warning().code()).isEqualTo("NOT_STATIONARY");
    assertThat(u.warning().message()).startsWith("2 of 3 forks were still moving")
        .contains("up to 1.5 s").contains(RAN_OUT);
    assertThat(u.note()).isEqualTo("; 2 of 3 forks not steady within their warm-up (up to 1.5 s):"
        + " a larger --budget gives them longer");
  }

  @Test
  void oneOfTwoIsOnlyNoted() {
    UnsteadyForks u = UnsteadyForks.of(List.of(fork(false, RAN_OUT, 1_000_000_000L),
        fork(true, "steady after 0.8 s", 800_000_000L)));
    assertThat(u.warning()).isNull();
    assertThat(u.note()).startsWith("; 1 of 2 forks not steady");
  }

  @Test
  void forksUnsteadyOnlyBecauseTheJitCompiledDuringMeasurementAreLeftToThatWarning() {
    // steady at the end of warm-up, then the JIT compiled while measuring: not a warm-up that ran out
    UnsteadyForks u = UnsteadyForks.of(List.of(fork(false, "steady after 0.9 s", 900_000_000L),
        fork(false, "steady after 0.7 s", 700_000_000L)));
    assertThat(u.warning()).isNull();
    assertThat(u.note()).startsWith("; 2 of 2 forks not steady");
  }

  @Test
  void allSteadyIsSilent() {
    UnsteadyForks u = UnsteadyForks.of(List.of(fork(true, "steady after 0.8 s", 800_000_000L)));
    assertThat(u.warning()).isNull();
    assertThat(u.note()).isEmpty();
  }

  @Test
  void aBenchmarkOverItsBudgetSaysByHowMuchAndWhere() {
    ForkResult f = fork(true, "steady after 0.5 s", 500_000_000L).withWall(2_900_000_000L);
    // 2.9 s of fork wall, 0.5 s warm-up, 1 ms measured: 2.4 s outside
    assertThat(OverBudget.note(3_030_000_000L, 2_000_000_000L, List.of(f)))
        .isEqualTo("; took 3.0 s of its 2.0 s budget: its 1 fork spent 2.4 s outside warm-up and"
            + " measurement (JVM start-up, the harness's preparation, exit), more than the plan"
            + " allowed for");
    assertThat(OverBudget.note(2_250_000_000L, 2_000_000_000L, List.of(f))).isEmpty();
  }
}

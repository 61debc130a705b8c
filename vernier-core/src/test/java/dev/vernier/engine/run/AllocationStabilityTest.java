package dev.vernier.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.result.Warning;
import java.util.List;
import org.junit.jupiter.api.Test;

class AllocationStabilityTest {
  private static AllocationStability.Fork fork(long pid, double measured, Double warmup) {
    return new AllocationStability.Fork(pid, measured, warmup);
  }

  @Test
  void identicalForksAndPhasesAreStable() {
    assertThat(AllocationStability.check(List.of(fork(1, 416_000, 416_000.0),
        fork(2, 416_000, 416_000.0), fork(3, 416_000, null)))).isEmpty();
  }

  @Test
  void lessThanHalfAByteIsTheSameFigure() {
    assertThat(AllocationStability.check(List.of(fork(1, 24.0, 24.3), fork(2, 24.4, 24.0))))
        .isEmpty();
  }

  @Test
  void oneObjectMoreInOneForkIsFlaggedWithEveryForksFigure() {
    List<Warning> w = AllocationStability.check(List.of(fork(1, 416_000, 416_000.0),
        fork(2, 416_024, 416_024.0)));
    assertThat(w).singleElement().satisfies(x -> {
      assertThat(x.code()).isEqualTo("ALLOCATION_UNSTABLE");
      assertThat(x.message()).contains("between forks").contains("416,000 B")
          .contains("416,024 B");
      assertThat(x.fix()).isNotBlank();
    });
  }

  @Test
  void warmUpThatEndsElsewhereThanMeasurementIsFlagged() {
    List<Warning> w = AllocationStability.check(List.of(fork(7, 184, 224.0)));
    assertThat(w).singleElement().satisfies(x -> {
      assertThat(x.code()).isEqualTo("ALLOCATION_UNSTABLE");
      assertThat(x.message()).contains("warm-up").contains("fork 7").contains("224 B")
          .contains("184 B");
    });
  }
}

package dev.vernier.engine.measure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vernier.Mode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The Measurer on two threads in this JVM, with a fixed count of samples. */
class ThreadedMeasurerTest {
  private static final UnitFactory ALLOCATING = thread -> BenchmarkInstance.create(
      ThreadedMeasurerTest.class.getClassLoader(), "dev.vernier.testbench.ThreadBench",
      "allocating", Map.of());

  @Test
  void countersAreEveryThreadsCallsAndBytes() throws Throwable {
    List<Long> opsPerSample = new ArrayList<>();
    ForkMeasurement m = ThreadedMeasurer.create(ALLOCATING, 2,
        new FixedPlan(0, 0, 1_000_000, 5), (phase, value, ops) -> {
          if (phase == Phase.MEASUREMENT) {
            opsPerSample.add(ops);
          }
        }, Mode.Kind.AVGT, 1).run();
    assertThat(opsPerSample).hasSize(5);
    // the samples stream per-thread batch sizes; the counters are both threads' calls
    assertThat(m.opsPerSample()).isEqualTo(2 * opsPerSample.get(0));
    assertThat(m.measuredOps()).isEqualTo(5 * m.opsPerSample());
    // 80 bytes a call (exact in a warmed fork, ThreadsForkTest; here, unwarmed, the JVM still
    // queues compilations, which allocates on the thread now and then)
    assertThat(m.allocation().bytesPerOp(m.allocatedBytes(), m.measuredOps()))
        .isBetween(80.0, 82.0);
  }

  @Test
  void modesThatAreNotBatchesOfCallsAreRefusedInOneLine() {
    for (Mode.Kind mode : new Mode.Kind[] {Mode.Kind.SAMPLE, Mode.Kind.SS}) {
      assertThatThrownBy(() -> ThreadedMeasurer.create(ALLOCATING, 2,
          new FixedPlan(0, 0, 1_000_000, 5), (p, v, o) -> { }, mode, 1))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("2 threads in " + mode.id() + " mode: not supported (threads run avgt"
              + " and thrpt; use one of those, or 1 thread)");
    }
  }
}

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
  void throughputIsTheThreadsSummedRatesAndAverageTimeTheirMeanTimePerCall() throws Exception {
    FixedPlan plan = new FixedPlan(0, 0, 1_000_000, 5);
    BatchSampling thrpt = twoThreads(plan, Mode.Kind.THRPT);
    // threads of 10 calls in 100 and 300 ns: the batch's time is their harmonic mean, 150 ns,
    // and the figure 10/100 ns + 10/300 ns = 1.333e8 calls per second
    assertThat(thrpt.value(150, 10)).isEqualTo(2 * 10 * 1e9 / 150);
    BatchSampling avgt = twoThreads(plan, Mode.Kind.AVGT);
    // the same threads in avgt: the batch's time is their mean, 200 ns, over 10 calls each
    assertThat(avgt.value(200, 10)).isEqualTo(20.0);
  }

  /** How a two-thread fork takes its batches, both threads counted. */
  private static BatchSampling twoThreads(FixedPlan plan, Mode.Kind mode) throws Exception {
    Trial t = new Trial(ALLOCATING.create(0), plan, (p, v, o) -> { }, mode, 1, System::nanoTime);
    return new ThreadedBatchSampling(t, null, new boolean[] {true, true}, 2);
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

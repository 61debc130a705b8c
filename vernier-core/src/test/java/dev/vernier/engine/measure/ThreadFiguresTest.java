package dev.vernier.engine.measure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The figure of one sample of several threads, against JMH's definitions on fixed inputs. */
class ThreadFiguresTest {
  /** Two threads of 10 calls each, taking 100 ns and 300 ns. */
  private static final long[] TIMES = {100, 300};
  private static final long OPS = 10;

  @Test
  void averageTimeIsTheThreadsTotalTimeOverTheirTotalCalls() {
    // JMH: (100 + 300) ns / (10 + 10) calls = 20 ns per call; the Measurer divides by 10 calls
    double perCall = (double) ThreadFigures.meanNanos(TIMES) / OPS;
    assertThat(perCall).isEqualTo(20.0);
  }

  @Test
  void throughputIsTheSumOfTheThreadsRates() {
    // JMH: 10 calls / 100 ns + 10 calls / 300 ns = 1.0e8 + 3.33e7 = 1.333e8 calls per second
    long h = ThreadFigures.harmonicMeanNanos(TIMES);
    assertThat(h).isEqualTo(150);
    double rate = TIMES.length * OPS * 1e9 / h; // what ThreadedBatchSampling.value makes of it
    assertThat(rate).isCloseTo(1e8 + 1e9 / 30, offset(1.0));
  }

  @Test
  void equalThreadsGiveTheOneThreadFigures() {
    long[] same = {250, 250, 250};
    assertThat(ThreadFigures.meanNanos(same)).isEqualTo(250);
    assertThat(ThreadFigures.harmonicMeanNanos(same)).isEqualTo(250);
  }

  @Test
  void bytesAreTheThreadsSum() {
    assertThat(ThreadFigures.sum(new long[] {800, 808, 0})).isEqualTo(1608);
  }

  @Test
  void countersOfSeveralThreadsDivideByEveryThreadsCalls() {
    // 2 threads, 10 batches of 1,000 calls each per thread, 80 bytes a call, harness 0
    AllocationFigures perThread = new AllocationFigures(0, 10, 160_000, 160_000, 160.0);
    ForkMeasurement m = new ForkMeasurement(1000, 10_000, 1_600_000, 3, 1, 0, 0, true, "", 0,
        List.of(), null, 0, null, null, null, perThread, GcCounts.NONE, 0, 0, List.of(), 10_000)
        .acrossThreads(2);
    assertThat(m.opsPerSample()).isEqualTo(2000);
    assertThat(m.measuredOps()).isEqualTo(20_000);
    assertThat(m.gcOpsOrMeasured()).isEqualTo(20_000);
    AllocationFigures a = m.allocation();
    assertThat(a.bytesPerOp(m.allocatedBytes(), m.measuredOps())).isEqualTo(80.0);
    assertThat(a.minBatchBytesPerOp(m.opsPerSample())).isEqualTo(80.0);
    assertThat(a.warmupTailBytesPerOp()).isEqualTo(80.0);
  }

  @Test
  void theHarnessBytesOfEachThreadsCounterReadsAreTakenOut() {
    // 16 harness bytes around each thread's batch: 32 per synchronized batch of two threads
    AllocationFigures a = new AllocationFigures(16, 4, 0, 0, null).acrossThreads(2);
    assertThat(a.harnessBytesPerBatch()).isEqualTo(32);
    assertThat(a.bytesPerOp(4 * (32 + 2 * 100 * 8), 4 * 200)).isEqualTo(8.0);
  }
}

package dev.vernier.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.discover.BenchmarkDescriptor;
import dev.vernier.engine.fork.ForkResult;
import dev.vernier.engine.measure.AllocationFigures;
import dev.vernier.engine.measure.ForkMeasurement;
import dev.vernier.engine.measure.GcCounts;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Stats;
import dev.vernier.engine.result.TimeFigures;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AnalysisTest {
  private static BenchmarkTask task(String method, boolean baseline, String mode) {
    return new BenchmarkTask(new BenchmarkDescriptor("pkg.B", method, "()J", false, baseline,
        null, 1, List.of()), Map.of(), mode);
  }

  private static ForkResult fork(long pid, long allocated, long gc, double... samples) {
    List<Double> s = java.util.Arrays.stream(samples).boxed().toList();
    return new ForkResult(pid, Map.of("pid", "" + pid), List.of(), s,
        new ForkMeasurement(1000, 1000L * samples.length, allocated, gc, 1, 100, 3, true,
            "steady", 0, List.of(), null, 1_000_000, null, null, null, null, null, 0, 0, List.of(),
            0), 1 << 20,
        null);
  }

  @Test
  void statsPoolTheForksAndCountersArePerOp() {
    BenchmarkResult r = Analysis.analyse(task("m", false, "avgt"),
        List.of(fork(1, 4 * 1000 * 24, 2, 10, 11, 12, 13), fork(2, 4 * 1000 * 24, 0, 14, 15, 16, 17)),
        List.of());
    assertThat(r.ok()).isTrue();
    Stats s = r.time().stats();
    assertThat(s.n()).isEqualTo(8);
    assertThat(s.min()).isEqualTo(10);
    assertThat(s.median()).isEqualTo(13.5);
    assertThat(s.mean()).isEqualTo(13.5);
    assertThat(s.ciLevel()).isEqualTo(0.999);
    assertThat(s.ciLow()).isLessThanOrEqualTo(13.5);
    assertThat(s.ciHigh()).isGreaterThanOrEqualTo(13.5);
    assertThat(r.memory().allocatedBytesPerOp()).isEqualTo(24L); // exact: a whole number of bytes
    assertThat(r.memory().gcPer1000Ops()).isEqualTo(2 * 1000.0 / 8000);
    assertThat(r.evidence().forks()).extracting(f -> f.pid()).containsExactly(1L, 2L);
    assertThat(r.time().unit()).isEqualTo("ns/op");
    assertThat(r.id()).isEqualTo("pkg.B.m");
  }

  @Test
  void fractionalAllocationIsRoundedToTwoDecimals() {
    BenchmarkResult r = Analysis.analyse(task("m", false, "avgt"),
        List.of(fork(1, 12_345, 0, 1, 2, 3)), List.of());
    assertThat(r.memory().allocatedBytesPerOp()).isEqualTo(4.12); // 12345 / 3000 = 4.115
  }

  @Test
  void aFailedForkFailsTheRowWithItsError() {
    BenchmarkResult r = Analysis.analyse(task("m", false, "thrpt"),
        List.of(fork(1, 0, 0, 1, 2, 3), ForkResult.failedWith("boom")), List.of());
    assertThat(r.status()).isEqualTo("failed");
    assertThat(r.error()).isEqualTo("boom");
    assertThat(r.time().stats()).isNull();
    assertThat(r.time().unit()).isEqualTo("ops/s");
    assertThat(r.evidence().forks()).hasSize(2);
  }

  @Test
  void baselineRatioWithInterval() {
    BenchmarkResult base = Analysis.analyse(task("base", true, "avgt"),
        List.of(fork(1, 0, 0, 10, 10.1, 9.9, 10, 10.2), fork(2, 0, 0, 10, 9.8, 10.1, 10, 9.9)),
        List.of());
    BenchmarkResult twice = Analysis.analyse(task("twice", false, "avgt"),
        List.of(fork(3, 0, 0, 20, 20.2, 19.8, 20, 20.4), fork(4, 0, 0, 20, 19.6, 20.2, 20, 19.8)),
        List.of());
    BenchmarkResult other = Analysis.analyse(task("other", false, "thrpt"),
        List.of(fork(5, 0, 0, 1, 2, 3)), List.of());
    List<BenchmarkResult> rows = Baselines.withRatios(List.of(base, twice, other));
    assertThat(rows.get(0).time().ratio().value()).isEqualTo(1.0);
    TimeFigures.Ratio t = rows.get(1).time().ratio();
    assertThat(t.value()).isEqualTo(2.0);
    assertThat(t.ciLow()).isLessThanOrEqualTo(2.0).isGreaterThan(1.8);
    assertThat(t.ciHigh()).isGreaterThanOrEqualTo(2.0).isLessThan(2.2);
    assertThat(rows.get(2).time().ratio()).as("other mode: no baseline").isNull();
  }

  /** 10 batches of 1000 calls, each batch 24,000 B of the benchmark plus 40 B of the harness. */
  private static ForkResult calibrated(long pid, long perOp, long warmupPerOp) {
    AllocationFigures a = new AllocationFigures(40, 10, 1000 * perOp + 40, 1000 * perOp + 40,
        (double) warmupPerOp);
    GcCounts gc = new GcCounts(Map.of("G1 Young Generation", 4L, "G1 Old Generation", 1L),
        Map.of("G1 Young Generation", 6L, "G1 Old Generation", 30L));
    return new ForkResult(pid, Map.of(), List.of(), List.of(1.0, 2.0, 3.0),
        new ForkMeasurement(1000, 10_000, 10 * (1000 * perOp + 40), 5, 36, 100, 12, true,
            "steady", 0, List.of(), null, 1_000_000, null, null, null, a, gc, 0, 0, List.of(), 0),
        64L << 20, null);
  }

  @Test
  void theHarnessBytesPerBatchAreTakenOut() {
    BenchmarkResult r = Analysis.analyse(task("m", false, "avgt"),
        List.of(calibrated(1, 24, 24), calibrated(2, 24, 24)), List.of());
    assertThat(r.memory().allocatedBytesPerOp()).isEqualTo(24L);
    assertThat(allocationWarnings(r)).isEmpty();
    var f = r.evidence().forks().get(0);
    assertThat(f.harnessBytesPerBatch()).isEqualTo(40L);
    assertThat(f.warmupAllocatedBytesPerOp()).isEqualTo(24L);
    assertThat(f.batchBytesPerOpMin()).isEqualTo(24L);
    assertThat(f.batchBytesPerOpMax()).isEqualTo(24L);
  }

  @Test
  void gcIsCountedPerCollectorAndPausesAdded() {
    BenchmarkResult r = Analysis.analyse(task("m", false, "avgt"),
        List.of(calibrated(1, 24, 24), calibrated(2, 24, 24)), List.of());
    assertThat(r.memory().gcPer1000OpsByCollector()).containsEntry("G1 Young Generation", 0.4)
        .containsEntry("G1 Old Generation", 0.1);
    assertThat(r.memory().gcPer1000Ops()).isEqualTo(0.5);
    assertThat(r.memory().gcPauseMillis()).isEqualTo(72L);
    assertThat(r.memory().peakRssBytes()).isEqualTo(64L << 20);
    assertThat(r.evidence().forks().get(1).gcCollections())
        .containsEntry("G1 Young Generation", 4L);
  }

  @Test
  void forksThatDisagreeOnBytesAreFlagged() {
    BenchmarkResult r = Analysis.analyse(task("m", false, "avgt"),
        List.of(calibrated(1, 24, 24), calibrated(2, 32, 32)), List.of());
    assertThat(allocationWarnings(r)).containsExactly("ALLOCATION_UNSTABLE");
  }

  @Test
  void warmUpEndingOnOtherBytesIsFlagged() {
    BenchmarkResult r = Analysis.analyse(task("m", false, "avgt"),
        List.of(calibrated(1, 184, 224)), List.of());
    assertThat(r.memory().allocatedBytesPerOp()).isEqualTo(184L);
    assertThat(allocationWarnings(r)).containsExactly("ALLOCATION_UNSTABLE");
  }

  /** The rows' three samples are too few for a narrow interval: other warnings are not ours. */
  private static List<String> allocationWarnings(BenchmarkResult r) {
    return r.evidence().warnings().stream().map(w -> w.code())
        .filter(c -> c.startsWith("ALLOCATION")).toList();
  }

  @Test
  void allocRatioIsBytesOverTheBaselines() {
    BenchmarkResult base = Analysis.analyse(task("base", true, "avgt"),
        List.of(calibrated(1, 280, 280)), List.of());
    BenchmarkResult less = Analysis.analyse(task("less", false, "avgt"),
        List.of(calibrated(2, 216, 216)), List.of());
    BenchmarkResult none = Analysis.analyse(task("none", false, "avgt"),
        List.of(calibrated(3, 0, 0)), List.of());
    List<BenchmarkResult> rows = Baselines.withRatios(List.of(base, less, none));
    assertThat(rows.get(0).memory().allocRatio()).isEqualTo(1.0);
    assertThat(rows.get(1).memory().allocRatio()).isEqualTo(216.0 / 280);
    assertThat(rows.get(2).memory().allocRatio()).isEqualTo(0.0);
  }

  @Test
  void noAllocRatioAgainstABaselineThatAllocatesNothing() {
    BenchmarkResult base = Analysis.analyse(task("base", true, "avgt"),
        List.of(calibrated(1, 0, 0)), List.of());
    BenchmarkResult some = Analysis.analyse(task("some", false, "avgt"),
        List.of(calibrated(2, 16, 16)), List.of());
    assertThat(Baselines.withRatios(List.of(base, some)).get(1).memory().allocRatio()).isNull();
  }
}

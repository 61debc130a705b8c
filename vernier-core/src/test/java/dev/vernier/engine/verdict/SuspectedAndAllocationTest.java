package dev.vernier.engine.verdict;

import static dev.vernier.engine.verdict.ChangeEstimatorTest.forks;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The gate that let a 7x regression pass (one fork on a side, "inconclusive", build success),
 * and the exact verdict of bytes per op.
 */
class SuspectedAndAllocationTest {
  private static MeasuredRun run(String name, MeasuredRun.Benchmark b) {
    return new MeasuredRun(name, "vernier 0.1.0", null, List.of(b));
  }

  private static MeasuredRun.Benchmark oneFork(long seed, double level, double noise,
      long alloc) {
    return new MeasuredRun.Benchmark("demo.Joins.plus", "ns/op",
        forks(seed, 40, noise, level), alloc, List.of());
  }

  @Test
  void aWholeIntervalBeyondTheThresholdOnOneForkIsASuspectedRegressionThatFails() {
    ComparisonReport r = Comparer.compare(run("base.json", oneFork(1, 49_470, 0.05, 18_520)),
        run("new.json", oneFork(2, 334_600, 0.05, 66_064)), 0.02, null);
    ComparisonReport.Row row = r.benchmarks().get(0);
    assertThat(row.verdict()).isEqualTo(Comparer.SUSPECTED_SLOWER);
    assertThat(row.note()).contains("one fork on a side").contains("suspected regression");
    assertThat(Comparer.regressions(r, 10)).hasSize(1);
    // the threshold still applies to the whole interval: a gate at +10000% does not fail
    assertThat(Comparer.regressions(r, 10_000)).isEmpty();
    assertThat(row.allocVerdict()).isEqualTo(AllocationVerdict.MORE);
    assertThat(Comparer.allocationRegressions(r, 10)).hasSize(1);
    assertThat(Comparer.allocationRegressions(r, 300)).isEmpty(); // +256.7%
  }

  /** Under --perturb a slower verdict that the draws do not carry is a layout effect: no fail. */
  @Test
  void aSlowerVerdictThatDoesNotSurvivePerturbationDoesNotFailTheGate() {
    ComparisonReport r = Comparer.compare(run("base.json", oneFork(1, 49_470, 0.05, 0)),
        run("new.json", oneFork(2, 334_600, 0.05, 0)), 0.02, null);
    ComparisonReport.Row row = r.benchmarks().get(0).withVerdict("slower", null);
    ComparisonReport survived = withRow(r, row.withSurvival(true, "survives"));
    ComparisonReport layout = withRow(r, row.withSurvival(false, "layout"));
    assertThat(Comparer.regressions(survived, 10)).hasSize(1);
    assertThat(Comparer.regressions(layout, 10)).isEmpty();
  }

  private static ComparisonReport withRow(ComparisonReport r, ComparisonReport.Row row) {
    return new ComparisonReport(r.schema(), r.base(), r.baseTool(), r.newFile(), r.newTool(),
        r.marginPct(), r.level(), r.method(), r.figure(), r.driftPct(), r.driftWitnesses(),
        r.reference(), List.of(row), r.geomeanChangePct(), r.onlyInBase(), r.onlyInNew(),
        r.baseRun(), r.newRun());
  }

  @Test
  void anIntervalThatReachesBackToNoChangeStaysInconclusive() {
    ComparisonReport r = Comparer.compare(run("base.json", oneFork(3, 100, 0.30, 0)),
        run("new.json", oneFork(4, 103, 0.30, 0)), 0.02, null);
    ComparisonReport.Row row = r.benchmarks().get(0);
    assertThat(row.verdict()).isEqualTo("inconclusive");
    assertThat(Comparer.regressions(r, 0)).isEmpty();
    assertThat(row.allocVerdict()).isEqualTo(AllocationVerdict.SAME);
  }

  @Test
  void bytesPerOpAreJudgedBeyondTheForksSpread() {
    assertThat(AllocationVerdict.of(List.of(24.0, 24.0, 24.0), List.of(32.0, 32.0)))
        .isEqualTo(AllocationVerdict.MORE);
    assertThat(AllocationVerdict.of(List.of(32.0), List.of(24.0)))
        .isEqualTo(AllocationVerdict.FEWER);
    // forks that disagree by 10 B on a side: an 8 B difference is within their spread
    assertThat(AllocationVerdict.of(List.of(100.0, 110.0), List.of(113.0, 113.0)))
        .isEqualTo(AllocationVerdict.SAME);
    // figures are averages: a few hundredths of a byte are not a change
    assertThat(AllocationVerdict.of(List.of(0.0), List.of(0.02))).isEqualTo(
        AllocationVerdict.SAME);
    assertThat(AllocationVerdict.of(List.of(), List.of(1.0))).isNull();
    assertThat(AllocationVerdict.changePct(0, 8)).isInfinite();
    assertThat(AllocationVerdict.changePct(18_520, 66_064)).isBetween(256.7, 256.8);
  }
}

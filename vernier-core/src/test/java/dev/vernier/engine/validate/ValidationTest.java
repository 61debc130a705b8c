package dev.vernier.engine.validate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Environment;
import dev.vernier.engine.result.Evidence;
import dev.vernier.engine.result.ForkRecord;
import dev.vernier.engine.result.Identity;
import dev.vernier.engine.result.MemoryFigures;
import dev.vernier.engine.result.RunFacts;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Samples;
import dev.vernier.engine.result.Stats;
import dev.vernier.engine.result.TimeFigures;
import dev.vernier.engine.result.Warning;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The verdicts on fixed results: each known answer passes when met and fails when not. */
class ValidationTest {
  private static BenchmarkResult row(String simpleName, String params, double min, double median,
      Number bytes, double ghz) {
    Stats stats = new Stats(50, min, median, median, 0.1, median, median, 0.999, median, median,
        2.0, median, median);
    ForkRecord fork = new ForkRecord(1, List.of(median), 1000, bytes, 0, 0, 0, null, ghz, 0, 0,
        null, true, "steady", List.of(), 0, null, ghz, ghz, null, null, null, null, null, null, null,
        null, null, null, null, null);
    String id = Validation.PACKAGE + "." + simpleName + params;
    int dot = simpleName.indexOf('.');
    return new BenchmarkResult(new Identity(id, Validation.PACKAGE + "." + simpleName.substring(0,
        dot), simpleName.substring(dot + 1), Map.of(), "avgt", false, Identity.VERNIER, null,
        null), "ok", null, new TimeFigures("ns/op", stats, median * ghz, null, null),
        new MemoryFigures(bytes, null, 0.0, null, null, null),
        new Evidence(List.of(fork), null, List.of()), RunFacts.NONE);
  }

  /** A run where every answer is right: the numbers this machine gives on a quiet day. */
  private static List<BenchmarkResult> goodRows() {
    List<BenchmarkResult> rows = new ArrayList<>();
    rows.add(row("EmptyCall.empty", "", 0.02, 0.03, 0L, 2.70));
    rows.add(row("LinearKernel.hash", "[n=10000]", 11_000, 11_500, 0L, 2.70));
    rows.add(row("LinearKernel.hash", "[n=20000]", 22_500, 23_000, 0L, 2.70));
    rows.add(row("DeadCodePair.discarded", "", 0.02, 0.03, 0L, 2.72));
    rows.add(row("DeadCodePair.returned", "", 15, 16, 0L, 2.72));
    rows.add(row("KnownAllocations.bytes1000", "", 150, 200, 1016L, 2.71));
    rows.add(row("KnownAllocations.object", "", 5, 8, 16L, 2.70));
    rows.add(row("KnownAllocations.boxedLong", "", 5, 6, 24L, 2.69));
    return rows;
  }

  private static RunResult run(List<BenchmarkResult> rows) {
    RunResult base = Samples.run();
    return new RunResult(base.schema(), base.vernierVersion(), base.startedAt(),
        base.environment(), rows);
  }

  private static Map<String, String> statusByName(RunResult r) {
    Map<String, String> out = new java.util.LinkedHashMap<>();
    for (Check c : Validation.checks(r)) {
      out.put(c.name(), c.status());
    }
    return out;
  }

  @Test
  void rightAnswersPassEveryCheck() {
    RunResult r = run(goodRows());
    List<Check> checks = Validation.checks(r);
    assertThat(checks).hasSize(8);
    // Samples.run's environment carries a DEBUG_JVM warning: only that check fails
    assertThat(checks).filteredOn(Check::failed).extracting(Check::name)
        .containsExactly("forks run production code");
    assertThat(checks.get(3).truth()).startsWith("1016 B/op");
    assertThat(checks.get(1).measured()).contains("cycles/op");
  }

  @Test
  void wrongAnswersFail() {
    List<BenchmarkResult> rows = goodRows();
    rows.set(0, row("EmptyCall.empty", "", 1.1, 1.2, 0L, 2.70)); // floor too high
    rows.set(2, row("LinearKernel.hash", "[n=20000]", 33_000, 34_000, 0L, 2.70)); // ratio 3
    rows.set(3, row("DeadCodePair.discarded", "", 14, 15, 0L, 2.72)); // not removed
    rows.set(6, row("KnownAllocations.object", "", 5, 8, 0L, 2.70)); // escape analysis
    rows.set(7, row("KnownAllocations.boxedLong", "", 5, 6, 24L, 2.95)); // 9% faster clock
    Map<String, String> status = statusByName(run(rows));
    assertThat(status).containsEntry("empty call costs almost nothing", Check.FAIL)
        .containsEntry("linear kernel: 2n costs twice n", Check.FAIL)
        .containsEntry("discarded work is removed, returned work is kept", Check.FAIL)
        .containsEntry("new Object()", Check.FAIL)
        .containsEntry("new byte[1000]", Check.PASS)
        .containsEntry("CPU clock steady across forks", Check.FAIL);
  }

  @Test
  void linearRatioIsTakenInCyclesSoADifferentClockCancels() {
    List<BenchmarkResult> rows = goodRows();
    // n=20000 ran on a clock 20% slower: 1.2x the ns, the same cycles per element
    rows.set(2, row("LinearKernel.hash", "[n=20000]", 22_500 * 1.2, 23_000 * 1.2, 0L, 2.25));
    Check c = Validation.linear(run(rows));
    assertThat(c.status()).as(c.measured()).isEqualTo(Check.PASS);
  }

  @Test
  void aFailedBenchmarkFailsItsCheck() {
    List<BenchmarkResult> rows = goodRows();
    rows.remove(0);
    assertThat(statusByName(run(rows))).containsEntry("empty call costs almost nothing",
        Check.FAIL);
  }

  @Test
  void allocationTruthsFollowTheObjectLayout() {
    ObjectLayout compressed = new ObjectLayout(4);
    assertThat(compressed.byteArray(1000)).isEqualTo(1016);
    assertThat(compressed.object(0)).isEqualTo(16);
    assertThat(compressed.object(8)).isEqualTo(24);
    ObjectLayout wide = new ObjectLayout(8);
    assertThat(wide.byteArray(1000)).isEqualTo(1024);
    assertThat(wide.object(0)).isEqualTo(16);
    assertThat(wide.object(8)).isEqualTo(24);
  }

  @Test
  void compactHeadersHaveNoKnownAnswerAndAreSkipped() {
    Environment.Jvm j = Samples.run().environment().jvm();
    Environment.Jvm compact = new Environment.Jvm(j.vendor(), j.version(), j.vmName(),
        j.inputArguments(), j.gc(), j.compilerBlackholes(), j.javaHome(), j.maxHeapBytes(),
        j.vmInfo(), j.jit(), j.compressedOops(), j.compressedClassPointers(), false, List.of(),
        j.initialHeapBytes(), true);
    Environment base = Samples.run().environment();
    RunResult r = new RunResult("vernier/1", "t", "t", new Environment(compact, base.os(),
        base.cpu(), List.<Warning>of()), goodRows());
    assertThat(Validation.allocations(r)).extracting(Check::status).containsOnly(Check.SKIP);
    assertThat(Validation.productionJvm(r.environment()).status()).isEqualTo(Check.PASS);
  }
}

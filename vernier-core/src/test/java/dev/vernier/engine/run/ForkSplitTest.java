package dev.vernier.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.discover.BenchmarkDescriptor;
import dev.vernier.engine.fork.ForkResult;
import dev.vernier.engine.measure.ForkMeasurement;
import dev.vernier.engine.measure.SteadyState;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.report.TableExporter;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.ForkRecord;
import dev.vernier.engine.result.ResultFiles;
import dev.vernier.engine.result.Samples;
import dev.vernier.engine.result.Warning;
import dev.vernier.engine.verdict.MeasuredRun;
import dev.vernier.engine.verdict.ResultReader;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.DoubleStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Forks several times apart: the figure from the steady ones only, or none. */
class ForkSplitTest {
  private static final String STEADY = "steady after 1.20 s; JIT quiet for 0.80 s";
  private static final String GROWING = SteadyState.RAN_OUT + " at 2.40 s; resident memory last"
      + " grew 0.01 s before, to 410 MiB, less than the 0.40 s asked ("
      + SteadyState.HEAP_GROWING + ", 12.1 us each here)";
  private static final String JIT_BUSY = SteadyState.RAN_OUT + " at 2.10 s; JIT quiet for 0.10 s";

  /** 20 samples around {@code level}, 1% apart. */
  private static ForkResult fork(long pid, double level, boolean steady, String reason,
      long warmupNanos, long gcCount) {
    List<Double> samples = DoubleStream.iterate(level, v -> v + level * 0.001).limit(20).boxed()
        .toList();
    return new ForkResult(pid, Map.of(), List.of(), samples,
        new ForkMeasurement(1000, 20_000, 0, gcCount, 1, warmupNanos, 50, steady, reason, 0,
            List.of(), null, 200_000_000, null, null, null, null, null, 0, 0, List.of(), 0),
        1 << 20, null);
  }

  private static BenchmarkTask task(String mode) {
    return new BenchmarkTask(new BenchmarkDescriptor("pkg.MapBench", "lookup", "()I", false,
        false, null, 1, List.of()), Map.of(), mode);
  }

  @Test
  void theFigureComesFromTheSteadyForksAndTheWarningSaysWhatEachForkRead() {
    ForkResult a = fork(1, 52, true, STEADY, 1_200_000_000L, 0);
    ForkResult b = fork(2, 290, false, GROWING, 2_400_000_000L, 12);
    ForkResult c = fork(3, 53, true, STEADY, 1_100_000_000L, 1);
    ForkSplit.Decision d = ForkSplit.of(List.of(a, b, c), "avgt", "ns/op");
    assertThat(d.figure()).containsExactly(a, c);
    Warning w = d.warning();
    assertThat(w.code()).isEqualTo("FORKS_DISAGREE");
    assertThat(w.message()).contains("5.6x apart")
        .contains("fork 1 52.", "steady, 0 GCs while measuring")
        .contains("fork 2 292.", "warm-up cut short at 2.4 s, heap still growing,"
            + " 12 GCs while measuring")
        .contains("fork 3 53.", "steady, 1 GC while measuring")
        .endsWith("the figure is from the 2 steady forks only");
  }

  @Test
  void withoutASteadyForkThereIsNoFigure() {
    ForkSplit.Decision d = ForkSplit.of(List.of(fork(1, 99_000, false, JIT_BUSY, 2_100_000_000L,
        3), fork(2, 2_630_000, false, GROWING, 2_400_000_000L, 40)), "avgt", "ns/op");
    assertThat(d.figure()).isEmpty();
    assertThat(d.warning().message()).contains("27x apart")
        .contains("fork 1 99.", "warm-up cut short at 2.1 s, 3 GCs while measuring") // JIT
        .endsWith("no fork reached steady state, so the row has no figure");
  }

  @Test
  void steadyForksThatThemselvesDisagreeGiveNoFigure() {
    ForkSplit.Decision d = ForkSplit.of(List.of(fork(1, 100, true, STEADY, 1, 0),
        fork(2, 250, true, STEADY, 1, 0), fork(3, 900, false, GROWING, 1, 0)), "avgt", "ns/op");
    assertThat(d.figure()).isEmpty();
    assertThat(d.warning().message()).endsWith("the 2 steady forks differ by more than 2.0x"
        + " themselves, so the row has no figure");
  }

  @Test
  void manySteadyForksKeepTheFigureOfMostOfThemWhenOneAtEachEndSpansTwice() {
    List<ForkResult> forks = new java.util.ArrayList<>();
    for (int i = 0; i < 18; i++) {
      forks.add(fork(i + 1, 3_400 + 20 * i, true, STEADY, 1, 0));
    }
    ForkResult low = fork(19, 2_344, true, STEADY, 1, 0);
    ForkResult high = fork(20, 4_900, true, STEADY, 1, 0);
    forks.add(low);
    forks.add(high);
    ForkSplit.Decision d = ForkSplit.of(forks, "avgt", "ns/op");
    assertThat(d.figure()).hasSize(19).doesNotContain(low).contains(high);
    assertThat(d.warning().message())
        .endsWith("the figure is from the 19 of 20 steady forks within 1.4x of their median fork");
  }

  @Test
  void steadyForksWithoutAMajorityNearTheirMiddleGiveNoFigure() {
    ForkSplit.Decision d = ForkSplit.of(List.of(fork(1, 100, true, STEADY, 1, 0),
        fork(2, 180, true, STEADY, 1, 0), fork(3, 330, true, STEADY, 1, 0)), "avgt", "ns/op");
    assertThat(d.figure()).isEmpty();
  }

  @Test
  void forksLessThanTwiceApartArePooledAsBefore() {
    List<ForkResult> forks = List.of(fork(1, 100, true, STEADY, 1, 0),
        fork(2, 190, false, GROWING, 1, 0));
    ForkSplit.Decision d = ForkSplit.of(forks, "avgt", "ns/op");
    assertThat(d.split()).isFalse();
    assertThat(d.figure()).isEqualTo(forks);
  }

  @Test
  void singleShotForksAreColdByDesignAndNeverSplit() {
    List<ForkResult> forks = List.of(fork(1, 100, false, null, 0, 0),
        fork(2, 500, false, null, 0, 0));
    assertThat(ForkSplit.of(forks, "ss", "ns/op").split()).isFalse();
  }

  @Test
  void theRowKeepsEveryForkAndMarksTheOnesLeftOut() {
    BenchmarkResult r = Analysis.analyse(task("avgt"), List.of(
        fork(1, 52, true, STEADY, 1, 0), fork(2, 290, false, GROWING, 1, 12),
        fork(3, 53, true, STEADY, 1, 0)), List.of());
    assertThat(r.hasFigure()).isTrue();
    assertThat(r.time().stats().n()).isEqualTo(40); // forks 1 and 3
    assertThat(r.time().stats().median()).isBetween(52.0, 54.0);
    assertThat(r.time().stats().ciHigh()).isLessThan(60); // resampling fork 2 would reach 290
    assertThat(r.evidence().forks()).extracting(ForkRecord::excludedFromFigure)
        .containsExactly(null, true, null);
    assertThat(r.evidence().warnings()).filteredOn(w -> w.code().equals("FORKS_DISAGREE"))
        .hasSize(1);
  }

  @Test
  void aRowWithoutFigureRendersReadsBackAndIsLeftOutOfComparisons(@TempDir Path dir)
      throws Exception {
    BenchmarkResult r = Analysis.analyse(task("avgt"), List.of(
        fork(1, 99_000, false, JIT_BUSY, 1, 3), fork(2, 2_630_000, false, GROWING, 1, 40)),
        List.of());
    assertThat(r.ok()).isTrue();
    assertThat(r.hasFigure()).isFalse();
    assertThat(r.time().stats()).isNull();
    assertThat(r.time().cyclesPerOp()).isNull();
    assertThat(r.evidence().forks()).allMatch(f -> !f.inFigure());
    assertThat(r.evidence().warnings()).extracting(Warning::code).contains("FORKS_DISAGREE")
        .doesNotContain("HIGH_NOISE");

    String table = new TableExporter(false, true).render(Samples.run(r));
    assertThat(table).containsPattern("MapBench\\.lookup +\\| - +\\| avgt \\| no figure \\|");

    Path file = dir.resolve("r.json");
    ResultFiles.write(file, Samples.run(r, Samples.okRow("pkg.ParseBench.split", Map.of())));
    assertThat(ResultReader.readRun(file).benchmarks().get(0).hasFigure()).isFalse();
    MeasuredRun compared = ResultReader.read(file);
    assertThat(compared.benchmarks()).extracting(MeasuredRun.Benchmark::id)
        .containsExactly("pkg.ParseBench.split");
  }
}

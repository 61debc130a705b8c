package dev.vernier.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.TestSupport;
import dev.vernier.engine.fork.ForkResult;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.plan.Planner;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.result.ForkRecord;
import dev.vernier.engine.verdict.ComparisonReport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Two compiled versions of one class, A doing a quarter of B's work, in interleaved forks. */
class InterleavedRunnerTest {
  private static String source(int rounds) {
    return """
        package ab;
        public class Chain {
          long seed = 42;
          @dev.vernier.Benchmark public long mix() {
            long x = seed;
            for (int i = 0; i < %d; i++) { x ^= x << 13; x ^= x >>> 7; x *= 0x9E3779B97F4A7C15L; }
            return x;
          }
        }
        """.formatted(rounds);
  }

  @Test
  void wholeForksAlternateTheSidesAndJudgeThePairs(@TempDir Path dir) throws Exception {
    Path a = Files.createDirectories(dir.resolve("a"));
    Path b = Files.createDirectories(dir.resolve("b"));
    TestSupport.compile(a, new String[] {"ab/Chain.java", source(100)});
    TestSupport.compile(b, new String[] {"ab/Chain.java", source(400)});
    RunOptions o = TestSupport.quick(2);
    List<BenchmarkTask> tasks = Planner.plan(List.of(a), "", List.of("Chain.mix"), o);
    List<Long> order = new ArrayList<>();
    RunListener listener = new RunListener() {
      @Override
      public void forkFinished(BenchmarkTask task, int fork, int forks, ForkResult r) {
        order.add(r.pid());
      }
    };
    InterleavedRunner.Outcome out = new InterleavedRunner(o,
        new InterleavedRunner.Side("A", List.of(a), o.java()),
        new InterleavedRunner.Side("B", List.of(b), o.java()), listener, "test", 0.02)
        .withWholeForks().run(tasks);
    List<Long> pidsA = out.a().benchmarks().get(0).evidence().forks().stream()
        .map(ForkRecord::pid).toList();
    List<Long> pidsB = out.b().benchmarks().get(0).evidence().forks().stream()
        .map(ForkRecord::pid).toList();
    // A B, then B A: a steady trend cancels over two pairs.
    assertThat(order).containsExactly(pidsA.get(0), pidsB.get(0), pidsB.get(1), pidsA.get(1));
    ComparisonReport r = out.comparison();
    assertThat(r.figure()).isEqualTo(ComparisonReport.MIN);
    ComparisonReport.Row row = r.benchmarks().get(0);
    assertThat(row.id()).isEqualTo("ab.Chain.mix");
    assertThat(row.pairRatios()).hasSize(2);
    // A does a quarter of B's work: whatever the machine's noise, far below one.
    assertThat(row.changePct()).isLessThan(-40);
    assertThat(row.verdict()).isIn("faster", "inconclusive");
    assertThat(row.baseForks()).isEqualTo(2);
    assertThat(r.newRun()).isSameAs(out.a()); // every sample travels with the verdict
    assertThat(r.baseRun()).isSameAs(out.b());
  }

  @Test
  void pairsTakeTurnsBatchByBatchAndStopOnceDecided(@TempDir Path dir) throws Exception {
    Path a = Files.createDirectories(dir.resolve("a"));
    Path b = Files.createDirectories(dir.resolve("b"));
    TestSupport.compile(a, new String[] {"ab/Chain.java", source(100)});
    TestSupport.compile(b, new String[] {"ab/Chain.java", source(400)});
    RunOptions o = TestSupport.adaptive(0, null, java.time.Duration.ofSeconds(10));
    List<BenchmarkTask> tasks = Planner.plan(List.of(a), "", List.of("Chain.mix"), o);
    InterleavedRunner.Outcome out = new InterleavedRunner(o,
        new InterleavedRunner.Side("A", List.of(a), o.java()),
        new InterleavedRunner.Side("B", List.of(b), o.java()), new RunListener() { }, "test",
        0.02).withCap(java.time.Duration.ofSeconds(60)).run(tasks);
    ComparisonReport r = out.comparison();
    assertThat(r.figure()).isEqualTo(ComparisonReport.MIN);
    assertThat(r.method()).contains("taking turns batch by batch");
    if (CoreSwap.cores() != null) { // two cores and taskset: the sides swapped cores halfway
      assertThat(r.method()).contains("sides on two cores swapped halfway");
    }
    ComparisonReport.Row row = r.benchmarks().get(0);
    // a quarter of the work: decided once the looks begin (at the first, on a quiet machine)
    org.junit.jupiter.api.Assumptions.assumeTrue(!row.verdict().equals("inconclusive"),
        () -> "the machine was too busy for a verdict in 8 pairs: " + row);
    assertThat(row.verdict()).isEqualTo("faster");
    assertThat(row.pairs()).isBetween(3, InterleavedRunner.MAX_TURN_PAIRS);
    assertThat(row.pairRatios()).hasSize(row.pairs()).allMatch(x -> x < 0.6);
    assertThat(row.verdictMillis()).isPositive();
    assertThat(row.note()).contains("decided after " + row.pairs() + " pairs");
    assertThat(row.allocVerdict()).isEqualTo("same");
    for (var side : List.of(out.a(), out.b())) {
      // every round's batch, less those before a compilation during measurement (trimmed)
      assertThat(side.benchmarks().get(0).evidence().forks()).hasSize(row.pairs()).allMatch(f ->
          f.samples().size() <= InterleavedRunner.ROUNDS
              && 2 * f.samples().size() >= InterleavedRunner.ROUNDS);
      // a pair's forks read the clock after the rounds only: not on the path to warm-up
      assertThat(side.benchmarks().get(0).evidence().forks())
          .allMatch(f -> f.calibratedGHzBefore() == null && f.calibratedGHzAfter() != null);
    }
    // each pair's ratio is the geometric mean of its halves' ratios of fastest batches (the
    // halves split where the cores were swapped: after half the rounds, less any left out)
    for (int k = 0; k < row.pairs(); k++) {
      double[] first = new double[2];
      double[] second = new double[2];
      int s = 0;
      for (var side : List.of(out.a(), out.b())) {
        ForkRecord f = side.benchmarks().get(0).evidence().forks().get(k);
        int leftOut = f.samplesLeftOut() == null ? 0 : f.samplesLeftOut();
        int split = Math.max(0, InterleavedRunner.ROUNDS / 2 - leftOut);
        List<Double> v = f.samples();
        first[s] = v.subList(0, split).stream().mapToDouble(x -> x).min().orElse(Double.NaN);
        second[s++] = v.subList(split, v.size()).stream().mapToDouble(x -> x).min().orElseThrow();
      }
      double expected = Double.isNaN(first[0]) || Double.isNaN(first[1])
          ? second[0] / second[1] : Math.sqrt(first[0] / first[1] * (second[0] / second[1]));
      assertThat(row.pairRatios().get(k)).isCloseTo(expected,
          org.assertj.core.data.Percentage.withPercentage(1e-6));
    }
    // each fork measured while its partner waited: its measurement lasted about as long as
    // both sides' batches together, not only its own (timed within the same fork: a ratio)
    ForkRecord fa = out.a().benchmarks().get(0).evidence().forks().get(0);
    ForkRecord fb = out.b().benchmarks().get(0).evidence().forks().get(0);
    double ownA = fa.samples().stream().mapToDouble(x -> x).sum() * fa.opsPerSample();
    double ownB = fb.samples().stream().mapToDouble(x -> x).sum() * fb.opsPerSample();
    assertThat((double) fa.measurementNanos()).isGreaterThan(0.8 * (ownA + ownB));
  }

}

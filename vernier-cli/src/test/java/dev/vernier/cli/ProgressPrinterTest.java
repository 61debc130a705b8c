package dev.vernier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.discover.BenchmarkDescriptor;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Stats;
import dev.vernier.engine.run.Analysis;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class ProgressPrinterTest {
  @Test
  void aLineWiderThanTheTerminalIsCutSoItCanBeRedrawn() {
    assertThat(ProgressPrinter.fit("short", 40)).isEqualTo("short");
    String cut = ProgressPrinter.fit("x".repeat(120), 80);
    assertThat(cut).hasSize(80).endsWith("…");
  }

  @Test
  void aLopsidedIntervalIsGivenSideBySide() {
    // 2.505 ms with -2.407/+0.0836 ms: a half-width of 49.7% would say neither side
    Stats lopsided = new Stats(10, 0.09, 2.505, 2.0, 1.0, 2.505 - 2.407, 2.505 + 0.0836, 0.999,
        2.6, 2.7, null);
    assertThat(ProgressPrinter.interval(lopsided)).isEqualTo("-96.1%/+3.3%");
    Stats even = new Stats(10, 97, 100, 100, 1, 98, 102.2, 0.999, 102, 103, null);
    assertThat(ProgressPrinter.interval(even)).isEqualTo("±2.1%");
  }

  @Test
  void roughErrorComesFromForkMediansOnceThereAreTwoForks() {
    RunningSamples r = new RunningSamples();
    r.startFork();
    for (double v : new double[] {99, 100, 101}) {
      r.add(v);
    }
    r.startFork();
    for (double v : new double[] {109, 110, 111}) {
      r.add(v);
    }
    assertThat(r.count()).isEqualTo(6);
    assertThat(r.median()).isEqualTo(105.0);
    // fork medians 100 and 110: sd 7.07, se of the median 1.2533 * 7.07 / sqrt(2) = 6.27
    assertThat(r.roughRelativeError()).isCloseTo(6.2666 / 105, org.assertj.core.api.Assertions.within(1e-3));
  }

  @Test
  void roundRobinIsTheDefaultAndCanBeTurnedOff() {
    RunCommand plain = new RunCommand();
    new CommandLine(plain).parseArgs("--cp", "x");
    assertThat(plain.options.toRunOptions().roundRobin()).isTrue();
    RunCommand off = new RunCommand();
    new CommandLine(off).parseArgs("--cp", "x", "--no-round-robin");
    assertThat(off.options.toRunOptions().roundRobin()).isFalse();
  }

  @Test
  void aBenchmarkFinishedInALaterRoundIsNumberedAsItWasAskedFor() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    ProgressPrinter p = new ProgressPrinter(new PrintStream(bytes, true, StandardCharsets.UTF_8),
        false, 0);
    BenchmarkTask a = task("a");
    BenchmarkTask b = task("b");
    p.benchmarkStarted(a, 0, 2); // round 1: a, then b
    p.benchmarkStarted(b, 1, 2);
    p.benchmarkFinished(row(a, 4_000)); // a is done while b's turn was the last shown
    p.benchmarkStarted(b, 1, 2);
    p.benchmarkFinished(row(b, 5_000));
    assertThat(bytes.toString(StandardCharsets.UTF_8).lines().toList())
        .satisfiesExactly(
            l -> assertThat(l).startsWith("[1/2] x.Bench.a: failed"),
            l -> assertThat(l).startsWith("[2/2] x.Bench.b: failed"));
  }

  private static BenchmarkTask task(String method) {
    return new BenchmarkTask(new BenchmarkDescriptor("x.Bench", method, "()V", false, false,
        "avgt", 1, List.of()), Map.of(), "avgt", List.of());
  }

  /** A row without forks (so "failed"), spent {@code millis} of wall time. */
  private static BenchmarkResult row(BenchmarkTask t, long millis) {
    return Analysis.analyse(t, List.of(), List.of(), "", millis * 1_000_000L);
  }
}

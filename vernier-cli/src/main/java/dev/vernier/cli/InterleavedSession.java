package dev.vernier.cli;

import dev.vernier.engine.discover.DiscoveryException;
import dev.vernier.engine.fork.ForkRunner;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.plan.Planner;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.report.ComparisonExporter;
import dev.vernier.engine.report.TableExporter;
import dev.vernier.engine.report.html.HtmlReport;
import dev.vernier.engine.result.ResultFiles;
import dev.vernier.engine.run.InterleavedRunner;
import dev.vernier.engine.verdict.Ranking;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * {@code vernier run --cp A --against B} (or {@code --against-jvm}): the benchmarks planned on
 * A, measured in forks alternating between A and B, judged pair by pair. Prints both sides'
 * tables and the comparison; {@code --json} and {@code --md} get the comparison
 * ({@code vernier-compare/1}), {@code --html} the comparison with both sides' runs.
 */
final class InterleavedSession {
  private final MeasureOptions options;
  private final double marginPct;
  private final RegressionGate gate;

  InterleavedSession(MeasureOptions options, double marginPct, RegressionGate gate) {
    this.options = options;
    this.marginPct = marginPct;
    this.gate = gate;
  }

  /**
   * @param roots where A's benchmarks are looked for ({@code --scan}, say a project's test
   *     classes; else all of A's classpath): B's classpath must have the same benchmarks
   */
  int run(List<Path> cpA, List<Path> cpB, Path javaB, List<Path> roots, List<String> patterns) {
    if (!(marginPct >= 0 && marginPct < 100)) {
      throw new UsageException("--margin must be between 0 and 100, got " + marginPct);
    }
    if (options.forks != null && options.forks < 2) {
      throw new UsageException("--against needs --forks 2 or more: pairs of forks are its"
          + " units (default: pairs until the verdict is decided, at most "
          + InterleavedRunner.MAX_TURN_PAIRS + ")");
    }
    if (options.csv != null) {
      throw new UsageException("--csv is not written with --against; use --json, --md or"
          + " --html");
    }
    options.outputs();
    RunOptions runOptions = options.toRunOptions();
    if (javaB != null && !Files.isExecutable(javaB)) {
      throw new UsageException("--against-jvm " + javaB + " is not an executable java");
    }
    List<BenchmarkTask> tasks;
    try {
      tasks = Planner.plan(roots, cpA, "", patterns, runOptions);
      missingOnB(tasks, Planner.plan(cpB, "", patterns, runOptions)); // before any fork
    } catch (DiscoveryException e) {
      throw new UsageException(e.getMessage());
    }
    Path java = runOptions.java();
    InterleavedRunner.Side a = new InterleavedRunner.Side(label(cpA, java), cpA, java);
    Path jb = javaB == null ? java : javaB;
    InterleavedRunner.Side b = new InterleavedRunner.Side(label(cpB, jb), cpB, jb);
    System.err.println("Vernier: " + tasks.size() + " benchmark" + (tasks.size() == 1 ? "" : "s")
        + ", interleaved A/B\n  A: " + a.label() + "\n  B: " + b.label());
    Thread onInterrupt = new Thread(ForkRunner::killAll, "vernier-interrupt");
    Runtime.getRuntime().addShutdownHook(onInterrupt);
    InterleavedRunner runner = new InterleavedRunner(runOptions, a, b,
        new ProgressPrinter(System.err, ProgressPrinter.terminal(), 0), Version.VERSION,
        marginPct / 100);
    if (options.budget != null) { // else the verdict may take InterleavedRunner.DEFAULT_CAP
      runner.withCap(Durations.parse(options.budget));
    }
    InterleavedRunner.Outcome out = runner.run(tasks);
    try {
      Runtime.getRuntime().removeShutdownHook(onInterrupt);
    } catch (IllegalStateException e) {
      // already shutting down
    }
    TableExporter table = new TableExporter();
    System.out.print("A: " + a.label() + "\n" + table.render(out.a()) + "\nB: " + b.label()
        + "\n" + table.render(out.b()) + "\n" + ComparisonExporter.text(out.comparison()));
    System.out.flush();
    try {
      if (options.json != null) {
        ResultFiles.write(options.json, out.comparison());
      }
      if (options.md != null) {
        OutputFiles.write(options.md, ComparisonExporter.markdown(out.comparison()));
      }
      if (options.html != null) {
        OutputFiles.write(options.html, HtmlReport.comparison("Written by Vernier "
            + Version.VERSION + " at the end of an interleaved run", out.comparison(),
            List.of(new HtmlReport.Source("B (base): " + b.label(), Ranking.attach(out.b()),
                null), new HtmlReport.Source("A (new): " + a.label(), Ranking.attach(out.a()),
                null))));
      }
    } catch (IOException | RuntimeException e) {
      System.err.println("vernier: cannot write results: " + e);
      return ExitCodes.USAGE;
    }
    boolean failed = out.a().benchmarks().stream().anyMatch(r -> !r.ok())
        || out.b().benchmarks().stream().anyMatch(r -> !r.ok());
    int verdict = gate.judge(out.comparison());
    return verdict != ExitCodes.OK ? verdict : failed ? ExitCodes.FAILED : ExitCodes.OK;
  }

  /** Refuses a run where B lacks a benchmark A has: it could not be compared. */
  private static void missingOnB(List<BenchmarkTask> a, List<BenchmarkTask> b) {
    java.util.Set<String> onB = b.stream().map(BenchmarkTask::id)
        .collect(Collectors.toSet());
    List<String> missing = a.stream().map(BenchmarkTask::id).filter(id -> !onB.contains(id))
        .toList();
    if (!missing.isEmpty()) {
      throw new UsageException("not on the --against side, so not comparable: "
          + String.join(", ", missing));
    }
  }

  private static String label(List<Path> cp, Path java) {
    return "--cp " + cp.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator))
        + " on " + java;
  }
}

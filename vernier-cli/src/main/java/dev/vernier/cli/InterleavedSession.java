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

  InterleavedSession(MeasureOptions options, double marginPct) {
    this.options = options;
    this.marginPct = marginPct;
  }

  int run(List<Path> cpA, List<Path> cpB, Path javaB, List<String> patterns) {
    if (!(marginPct >= 0 && marginPct < 100)) {
      throw new UsageException("--margin must be between 0 and 100, got " + marginPct);
    }
    if (options.forks != null && options.forks < 2) {
      throw new UsageException("--against needs --forks 2 or more: pairs of forks are its"
          + " units (default " + InterleavedRunner.DEFAULT_PAIRS + " pairs)");
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
      tasks = Planner.plan(cpA, "", patterns, runOptions);
      Planner.plan(cpB, "", patterns, runOptions); // B must have them too, before any fork
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
    InterleavedRunner.Outcome out = new InterleavedRunner(runOptions, a, b,
        new ProgressPrinter(System.err, ProgressPrinter.terminal(), 0), Version.VERSION, marginPct / 100).run(tasks);
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
    return failed ? ExitCodes.FAILED : ExitCodes.OK;
  }

  private static String label(List<Path> cp, Path java) {
    return "--cp " + cp.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator))
        + " on " + java;
  }
}

package dev.vernier.cli;

import dev.vernier.engine.discover.DiscoveryException;
import dev.vernier.engine.fork.ForkRunner;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.plan.PlanNote;
import dev.vernier.engine.plan.Planner;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.profile.PerfStat;
import dev.vernier.engine.report.CsvExporter;
import dev.vernier.engine.report.MarkdownExporter;
import dev.vernier.engine.report.TableExporter;
import dev.vernier.engine.report.html.HtmlExporter;
import dev.vernier.engine.result.ResultFiles;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.run.Runner;
import dev.vernier.engine.scaling.CostPerElement;
import dev.vernier.engine.shard.Shard;
import dev.vernier.engine.verdict.Ranking;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Plans, runs and writes one measurement session for {@code run} and {@code demo}. On Ctrl-C the
 * forks are killed and what has finished is printed and written.
 */
final class BenchmarkSession {
  private final MeasureOptions options;
  private final Shard shard;
  /** A JMH benchmark was skipped as wrong (not merely unsupported): the run exits with 1. */
  private boolean invalid;

  BenchmarkSession(MeasureOptions options) {
    this(options, null);
  }

  /** @param shard {@code run --shard}: the part of the selection to run; null for all of it */
  BenchmarkSession(MeasureOptions options, Shard shard) {
    this.options = options;
    this.shard = shard;
  }

  /** Measures the benchmarks found in {@code scan} that match, with {@code classpath} in forks. */
  int run(List<Path> scan, List<Path> classpath, String packagePrefix, List<String> patterns) {
    options.outputs(); // refuse a file that would be replaced before measuring anything
    RunOptions runOptions = options.toRunOptions();
    if (options.counters) { // --counters: say once what this machine offers, then carry on
      System.err.println("vernier: " + (PerfStat.available()
          ? "this machine has hardware counters, but per-op counters in `run` are not built"
              + " yet; `vernier profile --counters -- java ...` reads them for a whole program"
          : PerfStat.unsupportedNote(PerfStat.executable())));
    }
    List<BenchmarkTask> planned;
    try {
      planned = Planner.plan(scan, classpath, packagePrefix, patterns, runOptions, note -> {
        System.err.println("vernier: " + note.line()); // a JMH benchmark skipped or run otherwise
        invalid |= note.kind() == PlanNote.Kind.INVALID;
      });
      CostPerElement.checkSizeParam(planned, options.sizeParam);
    } catch (DiscoveryException | IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    List<BenchmarkTask> tasks = shard == null ? planned : shard.select(planned);
    if (shard != null) {
      System.err.println("Vernier: shard " + shard + " holds " + tasks.size() + " of the "
          + planned.size() + " selected benchmarks");
    }
    System.err.println("Vernier: " + tasks.size() + " benchmark" + (tasks.size() == 1 ? "" : "s")
        + " to measure");
    Runner runner = new Runner(runOptions, classpath, ProgressPrinter.forRun(runOptions),
        Version.VERSION);
    AtomicBoolean written = new AtomicBoolean();
    Thread onInterrupt = new Thread(() -> {
      runner.stop(); // before the kill, so that no benchmark is finished as failed by it
      ForkRunner.killAll();
      if (written.compareAndSet(false, true)) {
        System.err.println("vernier: interrupted; writing what was measured");
        publish(finish(runner.partialResult(), tasks));
      }
    }, "vernier-interrupt");
    Runtime.getRuntime().addShutdownHook(onInterrupt);
    RunResult result = runner.run(tasks);
    boolean saved = true;
    if (written.compareAndSet(false, true)) {
      saved = publish(finish(result, tasks));
    }
    try {
      Runtime.getRuntime().removeShutdownHook(onInterrupt);
    } catch (IllegalStateException e) {
      // already shutting down
    }
    boolean failed = result.benchmarks().stream().anyMatch(b -> !b.ok());
    if (!saved) {
      return ExitCodes.USAGE;
    }
    return failed || invalid ? ExitCodes.FAILED : ExitCodes.OK;
  }

  /** The run as written: cost per element over a size parameter, each row's rank. */
  private RunResult finish(RunResult result, List<BenchmarkTask> tasks) {
    return Ranking.attach(CostPerElement.attach(result, tasks, options.sizeParam));
  }

  /** Prints the table and writes the files asked for; false when a file could not be written. */
  private boolean publish(RunResult result) {
    System.out.print(new TableExporter(options.rss, options.explain).render(result));
    System.out.flush();
    try {
      if (options.json != null) {
        ResultFiles.write(options.json, result);
      }
      if (options.md != null) {
        OutputFiles.write(options.md, new MarkdownExporter().render(result));
      }
      if (options.csv != null) {
        OutputFiles.write(options.csv, new CsvExporter().render(result));
      }
      if (options.html != null) {
        OutputFiles.write(options.html, new HtmlExporter("Written by Vernier " + Version.VERSION
            + " at the end of the run", "run of " + result.startedAt(), null).render(result));
      }
      return true;
    } catch (IOException | RuntimeException e) {
      System.err.println("vernier: cannot write results: " + e);
      return false;
    }
  }
}

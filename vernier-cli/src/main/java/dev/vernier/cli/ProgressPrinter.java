package dev.vernier.cli;

import dev.vernier.engine.fork.ForkResult;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.report.Figures;
import dev.vernier.engine.run.Analysis;
import dev.vernier.engine.run.RunListener;
import dev.vernier.engine.stats.Summary;
import java.io.PrintStream;

/** One line per fork on stderr, so the table on stdout stays clean for pipes. */
final class ProgressPrinter implements RunListener {
  private final PrintStream out;
  private int index;
  private int total;

  ProgressPrinter(PrintStream out) {
    this.out = out;
  }

  @Override
  public void benchmarkStarted(BenchmarkTask task, int index, int total) {
    this.index = index + 1;
    this.total = total;
  }

  @Override
  public void forkFinished(BenchmarkTask task, int fork, int forks, ForkResult r) {
    String head = "[" + index + "/" + total + "] " + task.id() + " fork " + fork + "/" + forks;
    if (r.failed()) {
      out.println(head + ": failed: " + r.error());
    } else if (!r.samples().isEmpty()) {
      double[] s = r.samples().stream().mapToDouble(Double::doubleValue).toArray();
      out.println(head + ": " + s.length + " samples, median "
          + Figures.sig(Summary.of(s).median()) + " " + Analysis.unit(task.mode()) + " (pid " + r.pid() + ")");
    }
    out.flush();
  }

}

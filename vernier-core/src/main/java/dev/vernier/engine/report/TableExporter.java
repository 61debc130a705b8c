package dev.vernier.engine.report;

import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Warning;
import dev.vernier.engine.verdict.Ranking;
import java.util.List;

/**
 * The console table, in BenchmarkDotNet's spirit: the environment first, then per row the
 * median (the primary figure), the minimum beside it, the error (half-width of the 99.9%
 * interval of the median), the standard deviation, the sample count, the ratio to the baseline
 * with its interval, the rank among the class's rows (only where intervals separate, {@code ≈}
 * for rows that cannot be told apart; see {@link Ranking}), and bytes allocated per operation.
 * Failures and warnings follow the table.
 */
public final class TableExporter implements Exporter {
  private static final boolean[] RIGHT =
      {false, false, false, true, true, true, true, true, true, true, false, true};

  @Override
  public String render(RunResult result) {
    StringBuilder sb = new StringBuilder();
    for (String line : EnvironmentText.lines(result)) {
      sb.append(line).append('\n');
    }
    sb.append('\n');
    TextTable t = new TextTable(RIGHT, "Benchmark", "Params", "Mode", "Median", "Min", "Error",
        "StdDev", "n", "Ratio [99.9% CI]", "Rank", "Unit", "Alloc/op");
    List<String> ranks = Ranking.labels(result.benchmarks());
    for (int i = 0; i < result.benchmarks().size(); i++) {
      BenchmarkResult r = result.benchmarks().get(i);
      if (!r.ok()) {
        t.add(Figures.name(r), Figures.params(r), r.mode(), "FAILED", "-", "-", "-", "-", "-",
            "-", "-", "-");
        continue;
      }
      Figures.Scale s = Figures.scaleOf(r);
      var st = r.stats();
      t.add(Figures.name(r), Figures.params(r), r.mode(), s.format(st.median()),
          s.format(st.min()), "±" + s.format(st.error()), s.format(st.stdDev()),
          Integer.toString(st.n()), Figures.ratio(r), ranks.get(i), s.unit(),
          Figures.bytes(r.allocatedBytesPerOp()));
    }
    sb.append(t.render());
    appendNotes(sb, result);
    return sb.toString();
  }

  static void appendNotes(StringBuilder sb, RunResult result) {
    boolean first = true;
    for (BenchmarkResult r : result.benchmarks()) {
      if (!r.ok()) {
        sb.append(first ? "\n" : "").append("FAILED ").append(r.id()).append(": ")
            .append(r.error()).append('\n');
        first = false;
      }
    }
    for (BenchmarkResult r : result.benchmarks()) {
      for (Warning w : r.warnings()) {
        sb.append(first ? "\n" : "").append(w.severity().toUpperCase()).append(' ')
            .append(w.code()).append(" in ").append(r.id()).append(": ").append(w.message())
            .append(w.fix() == null ? "" : " Fix: " + w.fix()).append('\n');
        first = false;
      }
    }
    for (Warning w : result.environment().warnings()) {
      sb.append(first ? "\n" : "").append(w.severity().toUpperCase()).append(' ')
          .append(w.code()).append(": ").append(w.message())
          .append(w.fix() == null ? "" : " Fix: " + w.fix()).append('\n');
      first = false;
    }
  }
}

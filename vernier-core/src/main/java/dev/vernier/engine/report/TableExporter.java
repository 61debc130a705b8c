package dev.vernier.engine.report;

import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Counter;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Warning;
import dev.vernier.engine.verdict.Ranking;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The console table, in BenchmarkDotNet's spirit: the environment first, then per row the median
 * (the primary figure), the minimum beside it, the error (the 99.9% interval of the median around
 * it, {@code -0.21/+0.34}), the standard deviation, the sample count, the ratio to the baseline
 * with its interval, the rank among the class's rows (only where intervals separate, {@code ≈} for
 * rows that cannot be told apart; see {@link Ranking}), cycles per operation (the median at the
 * calibrated clock) and bytes allocated per operation, then the memory columns that have something
 * to show ({@link MemoryColumns}). Failures and warnings follow the table, warnings grouped by code
 * with the benchmarks they concern.
 */
public final class TableExporter implements Exporter {
  private static final String[] HEADER = {"Benchmark", "Params", "Mode", "Median", "Min",
      "Error", "StdDev", "n", "Ratio [99.9% CI]", "Rank", "Unit", "Cycles/op", "Alloc/op"};
  private static final boolean[] RIGHT =
      {false, false, false, true, true, true, true, true, true, true, false, true, true};

  private final boolean peakRss;
  private final boolean explain;

  public TableExporter() {
    this(false, false);
  }

  /**
   * @param peakRss add the forks' peak resident memory as a column
   * @param explain under the table, each warning's message and fix rather than one line per code
   */
  public TableExporter(boolean peakRss, boolean explain) {
    this.peakRss = peakRss;
    this.explain = explain;
  }

  @Override
  public String render(RunResult result) {
    StringBuilder sb = new StringBuilder();
    for (String line : EnvironmentText.lines(result)) {
      sb.append(line).append('\n');
    }
    sb.append('\n');
    List<MemoryColumns.Column> extra = MemoryColumns.of(result, peakRss);
    List<String> header = new ArrayList<>(List.of(HEADER));
    boolean[] right = Arrays.copyOf(RIGHT, HEADER.length + extra.size());
    for (int i = 0; i < extra.size(); i++) {
      header.add(extra.get(i).header());
      right[HEADER.length + i] = true;
    }
    TextTable t = new TextTable(right, header.toArray(String[]::new));
    List<String> ranks = Ranking.labels(result.benchmarks());
    for (int i = 0; i < result.benchmarks().size(); i++) {
      BenchmarkResult r = result.benchmarks().get(i);
      List<String> cells = new ArrayList<>();
      if (!r.ok()) {
        cells.addAll(List.of(Figures.name(r), Figures.params(r), Figures.mode(r), "FAILED", "-", "-",
            "-", "-", "-", "-", "-", "-", "-"));
        extra.forEach(c -> cells.add("-"));
      } else if (!r.hasFigure()) { // FORKS_DISAGREE under the table says what the forks read
        cells.addAll(List.of(Figures.name(r), Figures.params(r), Figures.mode(r),
            Figures.NO_FIGURE, "-", "-", "-", "-", "-", "-", r.time().unit(), "-",
            Figures.bytes(r.memory().allocatedBytesPerOp())));
        extra.forEach(c -> cells.add(c.cell().apply(r)));
      } else {
        Figures.Scale s = Figures.scaleOf(r);
        var st = r.time().stats();
        cells.addAll(List.of(Figures.name(r), Figures.params(r), Figures.mode(r), s.format(st.median()),
            s.format(st.min()), Figures.error(s, st), s.format(st.stdDev()),
            Integer.toString(st.n()), Figures.ratio(r), ranks.get(i), s.unit(),
            Figures.cycles(r.time().cyclesPerOp()),
            Figures.bytes(r.memory().allocatedBytesPerOp())));
        extra.forEach(c -> cells.add(c.cell().apply(r)));
      }
      t.add(cells.toArray(String[]::new));
    }
    sb.append(t.render());
    sb.append(ProfileText.render(result)); // run --profile: top frames under the rows
    sb.append(ScalingText.table(result));
    appendCounters(sb, result);
    appendNotes(sb, result, explain);
    return sb.toString();
  }

  /** JMH's {@code @AuxCounters}, a line per row that has them, as JMH prints its secondaries. */
  static void appendCounters(StringBuilder sb, RunResult result) {
    boolean first = true;
    for (BenchmarkResult r : result.benchmarks()) {
      Map<String, Counter> counters = r.evidence().counters();
      if (counters == null) {
        continue;
      }
      List<String> parts = new ArrayList<>();
      counters.forEach((name, c) -> parts.add(name + " " + Figures.sig(c.value()) + " " + c.unit()));
      sb.append(first ? "\nCounters (@AuxCounters, median over forks):\n" : "").append("  ")
          .append(r.id()).append(": ").append(String.join(", ", parts)).append('\n');
      first = false;
    }
  }

  /**
   * Failures, then the warnings grouped by code. Compact (the console's default): one line per
   * code with its rows and what it claims, so that a warning stands out instead of being one of
   * twenty; explained: each distinct message and its fix.
   */
  static void appendNotes(StringBuilder sb, RunResult result, boolean explain) {
    boolean first = true;
    for (BenchmarkResult r : result.benchmarks()) {
      if (!r.ok()) {
        sb.append(first ? "\n" : "").append("FAILED ").append(r.id()).append(": ")
            .append(r.error()).append('\n');
        first = false;
      }
    }
    List<WarningGroups.Group> groups = WarningGroups.of(result.benchmarks());
    for (WarningGroups.Group g : groups) {
      sb.append(first ? "\n" : "").append(g.severity().toUpperCase()).append(' ')
          .append(g.code()).append(": ").append(g.benchmarks());
      first = false;
      String summary = WarningCodes.summary(g.code());
      if (!explain && summary != null) {
        sb.append(" - ").append(summary).append('\n');
        continue;
      }
      sb.append('\n');
      String common = g.commonFix();
      for (WarningGroups.Entry e : g.entries()) {
        sb.append("  ").append(e.message()).append('\n');
        if (common == null && e.fix() != null) {
          sb.append("  Fix: ").append(e.fix()).append('\n');
        }
      }
      if (common != null) {
        sb.append("  Fix: ").append(common).append('\n');
      }
    }
    if (!explain && groups.stream().anyMatch(g -> WarningCodes.summary(g.code()) != null)) {
      sb.append("Each warning's evidence and fix: --explain, or the rows' \"warnings\" in the"
          + " --json file.\n");
    }
    for (Warning w : result.environment().warnings()) {
      sb.append(first ? "\n" : "").append(w.severity().toUpperCase()).append(' ')
          .append(w.code()).append(": ").append(w.message())
          .append(w.fix() == null ? "" : " Fix: " + w.fix()).append('\n');
      first = false;
    }
  }
}

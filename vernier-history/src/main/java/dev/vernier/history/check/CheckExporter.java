package dev.vernier.history.check;

import dev.vernier.engine.report.Figures;
import dev.vernier.engine.report.MarkdownExporter;
import dev.vernier.engine.report.TextTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Renders {@code history check} for the console or as a pull-request comment: one row per change
 * point with its commits, its size and interval, the figures on either side, its p-value and the
 * method that found it; then how each benchmark's newest run was judged.
 */
public final class CheckExporter {
  private static final String[] HEADER = {"Benchmark", "Commits", "Run", "Change [99% CI]",
      "Before", "After", "p", "Method"};
  private static final boolean[] RIGHT = {false, false, true, true, true, true, true, false};

  private CheckExporter() {}

  public static String text(CheckReport r, Double failOnRegression) {
    StringBuilder sb = new StringBuilder(summary(r, failOnRegression)).append("\n\n");
    if (!r.changePoints().isEmpty()) {
      TextTable t = new TextTable(RIGHT, HEADER);
      r.changePoints().forEach(c -> t.add(cells(c)));
      sb.append(t.render()).append('\n');
    }
    for (String line : notes(r)) {
      sb.append(line).append('\n');
    }
    return sb.toString();
  }

  public static String markdown(CheckReport r, Double failOnRegression) {
    StringBuilder sb = new StringBuilder("### Vernier: change points on `")
        .append(r.branch()).append("`\n\n**")
        .append(MarkdownExporter.escape(summary(r, failOnRegression))).append("**\n\n");
    if (!r.changePoints().isEmpty()) {
      sb.append("| ").append(String.join(" | ", HEADER)).append(" |\n")
          .append("|---|---|--:|--:|--:|--:|--:|---|\n");
      for (ChangePoint c : r.changePoints()) {
        String[] cells = cells(c);
        cells[3] = (c.direction().equals("slower") ? "**" + cells[3] + "** slower"
            : cells[3] + " faster");
        sb.append("| ");
        for (int i = 0; i < cells.length; i++) {
          sb.append(MarkdownExporter.escape(cells[i])).append(i + 1 < cells.length ? " | "
              : " |\n");
        }
      }
      sb.append('\n');
    }
    sb.append("<details><summary>How each benchmark was checked</summary>\n\n");
    for (String line : notes(r)) {
      sb.append("- ").append(MarkdownExporter.escape(line)).append('\n');
    }
    return sb.append("\n</details>\n").toString();
  }

  static String summary(CheckReport r, Double failOnRegression) {
    String s = String.format(Locale.ROOT, "%d change point%s on branch %s over %d runs%s: %d"
        + " slower, %d faster", r.changePoints().size(), r.changePoints().size() == 1 ? "" : "s",
        r.branch(), r.runs(), (r.since() == null ? "" : " (since " + r.since() + ")")
            + ("min".equals(r.figure()) ? ", on each run's minimum" : ""),
        r.count("slower"), r.count("faster"));
    if (failOnRegression != null) {
      int n = HistoryCheck.regressions(r, failOnRegression).size();
      s += String.format(Locale.ROOT, "; %d regression%s beyond %s%%", n, n == 1 ? "" : "s",
          java.math.BigDecimal.valueOf(failOnRegression).stripTrailingZeros().toPlainString());
    }
    return s;
  }

  private static String[] cells(ChangePoint c) {
    Figures.Scale s = Figures.scaleOf(c.unit(), Math.min(c.beforeMedian(), c.afterMedian()));
    String commits = shortCommit(c.previousCommit()) + ".." + shortCommit(c.commit());
    String p = c.pValue() == null ? "-" : c.pValue() < 0.001 ? "<0.001"
        : String.format(Locale.ROOT, "%.3f", c.pValue());
    return new String[] {c.id(), commits, Integer.toString(c.index()),
        String.format(Locale.ROOT, "%+.1f%% [%+.1f, %+.1f]", c.changePct(), c.ciLow(),
            c.ciHigh()),
        s.format(c.beforeMedian()) + " " + s.unit(), s.format(c.afterMedian()) + " " + s.unit(),
        p, c.method()};
  }

  private static String shortCommit(String commit) {
    return commit == null ? "?" : commit.length() > 10 ? commit.substring(0, 10) : commit;
  }

  private static List<String> notes(CheckReport r) {
    List<String> out = new ArrayList<>();
    out.add("Database: " + r.db() + "; one series per benchmark and environment fingerprint,"
        + " runs in the order they were added. Inside the history: " + ChangePoint.E_DIVISIVE
        + " (Matteson and James 2014, permutation test at 1%); the newest run: "
        + ChangePoint.STORED + " since the last change, 99% prediction interval.");
    for (CheckReport.Series s : r.benchmarks()) {
      out.add(s.id() + " [" + s.fingerprint() + ", " + s.runs() + " runs]: newest run "
          + s.newestRun());
    }
    return out;
  }
}

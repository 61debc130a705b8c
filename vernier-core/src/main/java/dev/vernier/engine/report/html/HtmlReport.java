package dev.vernier.engine.report.html;

import dev.vernier.engine.report.Figures;
import dev.vernier.engine.report.html.PageData.Bar;
import dev.vernier.engine.report.html.PageData.Cell;
import dev.vernier.engine.report.html.PageData.Column;
import dev.vernier.engine.report.html.PageData.RunView;
import dev.vernier.engine.report.html.PageData.Table;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.verdict.ComparisonReport;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one-file HTML report: a page that opens offline, anywhere, with its data, script, styles
 * and charting library inside ({@link Page}). What it shows is built in {@link PageData}.
 */
public final class HtmlReport {
  /**
   * A run to show.
   *
   * @param label how the page names it (a file name, "this run")
   * @param dir the folder relative paths in it (profiles) are resolved against; null for none
   */
  public record Source(String label, RunResult run, Path dir) {}

  private HtmlReport() {}

  /** One run, or several side by side. */
  public static String runs(String generator, List<Source> runs) {
    List<RunView> views = runs.stream().map(RunViews::of).toList();
    return Page.render(new PageData(title(runs), generator, views,
        runs.size() > 1 ? sideBySide(runs) : null, null));
  }

  /** A comparison, with the runs behind it where there are (interleaved A/B; Vernier files). */
  public static String comparison(String generator, ComparisonReport report,
      List<Source> sides) {
    List<RunView> views = sides.stream().map(RunViews::of).toList();
    return Page.render(new PageData("Vernier: new vs base", generator, views, null,
        ComparisonViews.of(report)));
  }

  private static String title(List<Source> runs) {
    if (runs.size() == 1) {
      return "Vernier report: " + runs.get(0).label();
    }
    return "Vernier report: " + runs.size() + " runs side by side";
  }

  /** One row per benchmark id, one column per run: its median with its interval as a bar. */
  static Table sideBySide(List<Source> runs) {
    List<Column> columns = new ArrayList<>(List.of(new Column("Benchmark", false)));
    runs.forEach(s -> columns.add(new Column(s.label(), true)));
    Map<String, BenchmarkResult[]> byId = new LinkedHashMap<>();
    for (int k = 0; k < runs.size(); k++) {
      for (BenchmarkResult r : runs.get(k).run().benchmarks()) {
        byId.computeIfAbsent(r.id(), id -> new BenchmarkResult[runs.size()])[k] = r;
      }
    }
    List<PageData.Row> rows = new ArrayList<>();
    for (Map.Entry<String, BenchmarkResult[]> e : byId.entrySet()) {
      double lo = Double.POSITIVE_INFINITY;
      double hi = Double.NEGATIVE_INFINITY;
      Figures.Scale scale = null;
      for (BenchmarkResult r : e.getValue()) {
        if (r != null && r.hasFigure()) {
          lo = Math.min(lo, r.time().stats().ciLow());
          hi = Math.max(hi, r.time().stats().ciHigh());
          scale = scale == null ? Figures.scaleOf(r) : scale; // one unit across the row
        }
      }
      double[] axis = RunViews.pad(lo, hi);
      List<Cell> cells = new ArrayList<>(List.of(Cell.of(e.getKey())));
      for (BenchmarkResult r : e.getValue()) {
        if (r == null) {
          cells.add(Cell.of("-"));
        } else if (!r.hasFigure()) {
          cells.add(Cell.of(r.ok() ? Figures.NO_FIGURE : "FAILED"));
        } else {
          var st = r.time().stats();
          cells.add(new Cell(scale.format(st.median()) + " " + scale.unit() + " "
              + Figures.error(scale, st), st.median(), new Bar(st.ciLow(), st.median(),
              st.ciHigh(), axis[0], axis[1], false, null, null)));
        }
      }
      rows.add(new PageData.Row(null, null, cells));
    }
    return new Table(columns, rows);
  }
}

package dev.vernier.engine.report.html;

import dev.vernier.engine.report.EnvironmentReport;
import dev.vernier.engine.report.EnvironmentText;
import dev.vernier.engine.report.Figures;
import dev.vernier.engine.report.MemoryColumns;
import dev.vernier.engine.report.WarningGroups;
import dev.vernier.engine.report.html.PageData.Bar;
import dev.vernier.engine.report.html.PageData.Cell;
import dev.vernier.engine.report.html.PageData.Column;
import dev.vernier.engine.report.html.PageData.Fact;
import dev.vernier.engine.report.html.PageData.Row;
import dev.vernier.engine.report.html.PageData.RunView;
import dev.vernier.engine.report.html.PageData.Table;
import dev.vernier.engine.report.html.PageData.WarningGroup;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Stats;
import dev.vernier.engine.result.TimeFigures;
import dev.vernier.engine.result.Warning;
import dev.vernier.engine.verdict.Ranking;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A run's part of the page: the environment, the warnings, the summary table (the console's
 * columns, plus the interval and the ratio as bars and the warning count) and the cards.
 */
final class RunViews {
  private RunViews() {}

  static RunView of(HtmlReport.Source source) {
    RunResult run = source.run();
    List<Fact> facts = new ArrayList<>();
    if (run.environment() != null) {
      for (String[] f : EnvironmentReport.facts(run.environment())) {
        facts.add(new Fact(f[0], f[1]));
      }
    }
    List<WarningGroup> groups = new ArrayList<>();
    for (WarningGroups.Group g : WarningGroups.of(run.benchmarks())) {
      boolean several = g.entries().size() > 1;
      List<Warning> entries = g.entries().stream()
          .map(e -> new Warning(g.code(), g.severity(),
              several ? named(e) : e.message(), e.fix())).toList();
      groups.add(new WarningGroup(g.severity(), g.code(), g.benchmarks(), entries));
    }
    List<String> failures = run.benchmarks().stream().filter(b -> !b.ok())
        .map(b -> b.id() + ": " + b.error()).toList();
    return new RunView(source.label(), EnvironmentText.lines(run), facts,
        run.environment() == null ? List.of() : run.environment().warnings(), groups, failures,
        summary(run), Details.of(source), ScalingViews.of(run));
  }

  /**
   * A message of a group that concerns several benchmarks, led by the rows it is about unless
   * it names them itself (HIGH_NOISE's "the interval is ±71% wide" does not; the console
   * prints it under the group's list of names, the page keeps each with its row).
   */
  static String named(WarningGroups.Entry e) {
    String first = e.rows().get(0);
    int space = first.indexOf(' ');
    String name = space < 0 ? first : first.substring(0, space);
    return e.message().contains(name) ? e.message()
        : String.join(", ", e.rows()) + ": " + e.message();
  }

  /** The console table's columns, with bars for the interval and the ratio. */
  static Table summary(RunResult run) {
    List<BenchmarkResult> rows = run.benchmarks();
    List<MemoryColumns.Column> extra = MemoryColumns.of(run, false);
    List<Column> columns = new ArrayList<>(List.of(new Column("Benchmark", false),
        new Column("Params", false), new Column("Mode", false), new Column("Median", true),
        new Column("Min", true), new Column("Error", true),
        new Column("Interval (99.9%)", true), new Column("StdDev", true),
        new Column("n", true), new Column("Ratio [99.9% CI]", true), new Column("Rank", true),
        new Column("Unit", false), new Column("Cycles/op", true),
        new Column("Alloc/op", true)));
    extra.forEach(c -> columns.add(new Column(c.header(), true)));
    columns.add(new Column("Warnings", true));
    List<String> ranks = Ranking.labels(rows);
    List<Ranking.Place> places = Ranking.recorded(rows);
    Map<List<Object>, double[]> axes = intervalAxes(rows);
    double[] ratioAxis = ratioAxis(rows);
    List<Row> out = new ArrayList<>();
    for (int i = 0; i < rows.size(); i++) {
      BenchmarkResult r = rows.get(i);
      List<Cell> c = new ArrayList<>();
      c.add(Cell.of(Figures.name(r)));
      c.add(Cell.of(Figures.params(r)));
      c.add(Cell.of(Figures.mode(r)));
      if (!r.hasFigure()) {
        c.add(Cell.of(r.ok() ? Figures.NO_FIGURE : "FAILED"));
        for (int k = 4; k < columns.size() - 1; k++) {
          c.add(Cell.of("-"));
        }
      } else {
        Figures.Scale s = Figures.scaleOf(r);
        Stats st = r.time().stats();
        double[] axis = axes.get(group(r));
        c.add(Cell.of(s.format(st.median()), st.median()));
        c.add(Cell.of(s.format(st.min()), st.min()));
        c.add(Cell.of(Figures.error(s, st), (st.ciHigh() - st.ciLow()) / st.median()));
        c.add(new Cell(Figures.sig(st.ciLow() / s.divisor()) + " to "
            + Figures.sig(st.ciHigh() / s.divisor()), st.ciHigh() - st.ciLow(),
            new Bar(st.ciLow(), st.median(), st.ciHigh(), axis[0], axis[1], false, null, null)));
        c.add(Cell.of(s.format(st.stdDev()), st.stdDev()));
        c.add(Cell.of(Integer.toString(st.n()), (double) st.n()));
        c.add(r.time().ratio() == null ? Cell.of("-") : new Cell(Figures.ratio(r),
            r.time().ratio().value(), ratioBar(r, ratioAxis)));
        Ranking.Place p = places.get(i);
        c.add(Cell.of(ranks.get(i), p == null ? null
            : p.position() + (p.tied() ? 0.5 : 0)));
        c.add(Cell.of(s.unit()));
        c.add(Cell.of(Figures.cycles(r.time().cyclesPerOp()), r.time().cyclesPerOp()));
        Number bytes = r.memory().allocatedBytesPerOp();
        c.add(Cell.of(Figures.bytes(bytes), bytes == null ? null : bytes.doubleValue()));
        extra.forEach(col -> c.add(Cell.of(col.cell().apply(r))));
      }
      int warnings = r.evidence().warnings() == null ? 0 : r.evidence().warnings().size();
      c.add(Cell.of(warnings == 0 ? "-" : Integer.toString(warnings), (double) warnings));
      out.add(new Row(i, r.ok() ? null : "failed", c));
    }
    return new Table(columns, out);
  }

  /** The rows ranked together share an axis, so that overlapping intervals are seen as such. */
  static List<Object> group(BenchmarkResult r) {
    return r.identity().rivals();
  }

  private static Map<List<Object>, double[]> intervalAxes(List<BenchmarkResult> rows) {
    Map<List<Object>, double[]> axes = new HashMap<>();
    for (BenchmarkResult r : rows) {
      if (r.hasFigure()) {
        axes.merge(group(r), new double[] {r.time().stats().ciLow(), r.time().stats().ciHigh()},
            (a, b) -> new double[] {Math.min(a[0], b[0]), Math.max(a[1], b[1])});
      }
    }
    axes.replaceAll((k, a) -> pad(a[0], a[1]));
    return axes;
  }

  /** A little room on both sides; an interval of zero width gets ±1% of its value. */
  static double[] pad(double lo, double hi) {
    double w = hi - lo;
    if (!(w > 0)) {
      w = Math.abs(hi) * 0.02 + 1e-12;
    }
    return new double[] {lo - w * 0.08, hi + w * 0.08};
  }

  /** One log axis for every ratio of the run, 1 included. */
  private static double[] ratioAxis(List<BenchmarkResult> rows) {
    double lo = 1;
    double hi = 1;
    for (BenchmarkResult r : rows) {
      TimeFigures.Ratio q = r.time().ratio();
      if (q != null && q.ciLow() > 0) {
        lo = Math.min(lo, q.ciLow());
        hi = Math.max(hi, q.ciHigh());
      }
    }
    return new double[] {lo / 1.15, hi * 1.15};
  }

  static Bar ratioBar(BenchmarkResult r, double[] axis) {
    TimeFigures.Ratio q = r.time().ratio();
    return q.ciLow() > 0 ? new Bar(q.ciLow(), q.value(), q.ciHigh(), axis[0], axis[1], true, 1.0,
        null) : null;
  }

  static double[] ratioAxisOf(BenchmarkResult r) {
    return ratioAxis(List.of(r));
  }
}

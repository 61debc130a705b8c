package dev.vernier.engine.report.html;

import dev.vernier.engine.profile.CollapsedStacks;
import dev.vernier.engine.profile.FlameGraphs;
import dev.vernier.engine.report.Figures;
import dev.vernier.engine.report.ProfileText;
import dev.vernier.engine.report.html.PageData.Cell;
import dev.vernier.engine.report.html.PageData.Column;
import dev.vernier.engine.report.html.PageData.Detail;
import dev.vernier.engine.report.html.PageData.Percentiles;
import dev.vernier.engine.report.html.PageData.ProfileView;
import dev.vernier.engine.report.html.PageData.RatioView;
import dev.vernier.engine.report.html.PageData.Row;
import dev.vernier.engine.report.html.PageData.Strip;
import dev.vernier.engine.report.html.PageData.Table;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.ForkRecord;
import dev.vernier.engine.result.Profile;
import dev.vernier.engine.result.Stats;
import dev.vernier.engine.result.TimeFigures;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The card of each benchmark: its figures in words, its samples by fork, ratio, tail, profile. */
final class Details {
  private static final List<Column> FORK_COLUMNS = List.of(new Column("Fork", true),
      new Column("PID", true), new Column("Samples", true), new Column("Median", true),
      new Column("Min", true), new Column("Warm-up", true), new Column("Steady state", false),
      new Column("GHz", true), new Column("Alloc/op", true), new Column("Error", false));

  private Details() {}

  static List<Detail> of(HtmlReport.Source source) {
    List<Detail> out = new ArrayList<>();
    for (BenchmarkResult r : source.run().benchmarks()) {
      out.add(detail(r, source.dir()));
    }
    return out;
  }

  private static Detail detail(BenchmarkResult r, Path dir) {
    Figures.Scale s = Figures.scaleOf(r);
    List<String> lines = new ArrayList<>();
    Strip strip = null;
    RatioView ratio = null;
    Percentiles tail = null;
    Stats st = r.time().stats();
    List<double[]> forks = samples(r);
    if (r.ok() && st != null) {
      lines.add(String.format(Locale.ROOT, "Median %s %s, min %s; %.1f%% interval %s to %s (%s);"
          + " n = %d samples over %d fork%s", s.format(st.median()), s.unit(),
          s.format(st.min()), st.ciLevel() * 100, s.format(st.ciLow()), s.format(st.ciHigh()),
          Figures.error(s, st), st.n(), forks.size(), forks.size() == 1 ? "" : "s"));
      if (!forks.isEmpty()) {
        strip = new Strip(forks, st.median(), st.min(), st.ciLow(), st.ciHigh(), st.ciLevel());
      }
      TimeFigures.Ratio q = r.time().ratio();
      if (q != null) {
        ratio = new RatioView(q.value(), q.ciLow(), q.ciHigh(),
            "Ratio to the class's baseline " + Figures.ratio(r),
            RunViews.ratioBar(r, RunViews.ratioAxisOf(r)));
      }
      if ("sample".equals(r.identity().mode()) && st.p999() != null && st.max() != null) {
        tail = new Percentiles(List.of("p50", "p90", "p99", "p99.9", "max"),
            List.of(Math.log10(2), 1.0, 2.0, 3.0, 4.0),
            List.of(st.median(), st.p90(), st.p99(), st.p999(), st.max()));
      }
    }
    if (r.run().stopReason() != null) {
      lines.add("Stopped: " + r.run().stopReason()
          + (r.run().wallMillis() == null ? "" : String.format(Locale.ROOT, " (%.1f s in all)",
              r.run().wallMillis() / 1000.0)));
    }
    return new Detail(r.id(), Figures.name(r), Figures.params(r), Figures.mode(r), r.ok(),
        r.error(), s.unit(), s.divisor(), lines, strip, ratio, tail,
        r.evidence().warnings() == null ? List.of() : r.evidence().warnings(),
        r.evidence().profile() == null ? null : profile(r, dir), forks(r, s));
  }

  /** Each fork's samples; forks that failed or measured nothing are left out. */
  private static List<double[]> samples(BenchmarkResult r) {
    List<double[]> out = new ArrayList<>();
    if (r.evidence().forks() != null) {
      for (ForkRecord f : r.evidence().forks()) {
        if (f.samples() != null && !f.samples().isEmpty()) {
          out.add(f.samples().stream().mapToDouble(Double::doubleValue).toArray());
        }
      }
    }
    return out;
  }

  private static Table forks(BenchmarkResult r, Figures.Scale s) {
    List<Row> rows = new ArrayList<>();
    if (r.evidence().forks() == null) {
      return new Table(FORK_COLUMNS, rows);
    }
    int i = 0;
    for (ForkRecord f : r.evidence().forks()) {
      i++;
      List<Cell> c = new ArrayList<>();
      c.add(Cell.of(Integer.toString(i), (double) i));
      c.add(Cell.of(f.pid() == 0 ? "-" : Long.toString(f.pid()), (double) f.pid()));
      int n = f.samples() == null ? 0 : f.samples().size();
      c.add(Cell.of(Integer.toString(n), (double) n));
      if (n > 0) {
        double[] v = f.samples().stream().mapToDouble(Double::doubleValue).sorted().toArray();
        double median = v.length % 2 == 1 ? v[v.length / 2]
            : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
        c.add(Cell.of(s.format(median), median));
        c.add(Cell.of(s.format(v[0]), v[0]));
      } else {
        c.add(Cell.of("-"));
        c.add(Cell.of("-"));
      }
      c.add(Cell.of(f.warmupNanos() == 0 ? "-"
          : String.format(Locale.ROOT, "%.2f s", f.warmupNanos() / 1e9), (double) f.warmupNanos()));
      c.add(Cell.of(f.warmupStopReason() == null ? "-" : f.warmupStopReason()));
      c.add(Cell.of(f.calibratedGHz() == null ? "-"
          : String.format(Locale.ROOT, "%.2f", f.calibratedGHz()), f.calibratedGHz()));
      c.add(Cell.of(Figures.bytes(f.allocatedBytesPerOp()), f.allocatedBytesPerOp() == null
          ? null : f.allocatedBytesPerOp().doubleValue()));
      c.add(Cell.of(f.error() == null ? "-" : f.error()));
      rows.add(new Row(null, f.error() == null ? null : "failed", c));
    }
    return new Table(FORK_COLUMNS, rows);
  }

  /** The profile's lines and top frames, and its flame graph drawn again from the stacks. */
  private static ProfileView profile(BenchmarkResult r, Path dir) {
    Profile p = r.evidence().profile();
    String html = null;
    String note = null;
    if (p.collapsed() == null) {
      note = "no collapsed stacks were written for this profile";
    } else {
      Path file = resolve(dir, p.collapsed());
      if (file == null || !Files.isRegularFile(file)) {
        note = "the collapsed stacks are not at " + p.collapsed() + ": no flame graph";
      } else {
        try {
          html = FlameGraphs.html(CollapsedStacks.read(file), r.id() + " (" + p.event() + ")");
        } catch (IOException | RuntimeException e) {
          note = "cannot read the collapsed stacks " + p.collapsed() + ": " + e.getMessage();
        }
      }
    }
    return new ProfileView(p.event(), ProfileText.lines(p), p.top(), html, note);
  }

  /** A path as the result file gives it: absolute, or relative to the file's folder. */
  private static Path resolve(Path dir, String path) {
    try {
      Path p = Path.of(path);
      return p.isAbsolute() || dir == null ? p : dir.resolve(p);
    } catch (InvalidPathException e) {
      return null;
    }
  }
}

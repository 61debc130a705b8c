package dev.vernier.history.trend;

import dev.vernier.engine.report.Figures;
import dev.vernier.engine.report.MarkdownExporter;
import dev.vernier.engine.report.TextTable;
import dev.vernier.history.store.StoredPoint;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Renders {@code history show}: per benchmark and fingerprint, one row per run (run, branch,
 * commit, median with its interval, min, change from the run before) as a console table, a
 * Markdown section, or an HTML page with a chart of the medians and their intervals.
 */
public final class TrendExporter {
  private static final String[] HEADER = {"Run", "Branch", "Commit", "Started", "Median",
      "99.9% CI", "Min", "vs previous"};
  private static final boolean[] RIGHT = {true, false, false, false, true, false, true, true};

  private TrendExporter() {}

  public static String text(Trend t) {
    StringBuilder sb = new StringBuilder();
    for (Trend.Series s : t.benchmarks()) {
      sb.append(title(s)).append('\n');
      TextTable table = new TextTable(RIGHT, HEADER);
      rows(s).forEach(table::add);
      sb.append(table.render()).append('\n');
    }
    return sb.toString();
  }

  public static String markdown(Trend t) {
    StringBuilder sb = new StringBuilder("### Vernier history: ")
        .append(MarkdownExporter.escape(t.pattern())).append("\n\n");
    for (Trend.Series s : t.benchmarks()) {
      sb.append("#### ").append(MarkdownExporter.escape(title(s))).append("\n\n| ")
          .append(String.join(" | ", HEADER)).append(" |\n|--:|---|---|---|--:|---|--:|--:|\n");
      for (String[] row : rows(s)) {
        sb.append("| ");
        for (int i = 0; i < row.length; i++) {
          sb.append(MarkdownExporter.escape(row[i])).append(i + 1 < row.length ? " | " : " |\n");
        }
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  public static String html(Trend t) {
    StringBuilder sb = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\"><head>"
        + "<meta charset=\"utf-8\"><title>Vernier history: ").append(esc(t.pattern()))
        .append("</title><style>body{font-family:sans-serif;margin:2em}table{border-collapse:"
            + "collapse}td,th{padding:2px 8px;border-bottom:1px solid #ddd;text-align:right}"
            + "td:nth-child(2),td:nth-child(3),td:nth-child(4){text-align:left}"
            + "svg{background:#fafafa;border:1px solid #ddd}</style></head><body>\n<h1>Vernier"
            + " history: ").append(esc(t.pattern())).append("</h1>\n<p>").append(esc(t.db()))
        .append("</p>\n");
    for (Trend.Series s : t.benchmarks()) {
      sb.append("<h2>").append(esc(title(s))).append("</h2>\n").append(chart(s)).append(
          "\n<table><tr>");
      for (String h : HEADER) {
        sb.append("<th>").append(esc(h)).append("</th>");
      }
      sb.append("</tr>\n");
      for (String[] row : rows(s)) {
        sb.append("<tr>");
        for (String c : row) {
          sb.append("<td>").append(esc(c)).append("</td>");
        }
        sb.append("</tr>\n");
      }
      sb.append("</table>\n");
    }
    return sb.append("</body></html>\n").toString();
  }

  private static String title(Trend.Series s) {
    return s.id() + " (" + s.unit() + ", fingerprint " + s.fingerprint() + ", " + s.runs()
        + " run" + (s.runs() == 1 ? "" : "s") + (s.points().size() < s.runs()
            ? ", the last " + s.points().size() + " shown" : "") + ")";
  }

  private static List<String[]> rows(Trend.Series s) {
    List<String[]> out = new ArrayList<>();
    Figures.Scale scale = Figures.scaleOf(s.unit(), s.points().stream()
        .mapToDouble(StoredPoint::median).min().orElse(1));
    StoredPoint previous = null;
    for (StoredPoint p : s.points()) {
      String ci = p.ciLow() == null || p.ciHigh() == null ? "-"
          : "[" + scale.format(p.ciLow()) + ", " + scale.format(p.ciHigh()) + "]";
      String change = previous == null ? "-" : String.format(Locale.ROOT, "%+.1f%%",
          (p.median() / previous.median() - 1) * 100);
      out.add(new String[] {Long.toString(p.runId()), p.branch(), shortCommit(p.commit()),
          p.startedAt() == null ? "-" : p.startedAt(),
          scale.format(p.median()) + " " + scale.unit(), ci,
          p.min() == null ? "-" : scale.format(p.min()), change});
      previous = p;
    }
    return out;
  }

  static String shortCommit(String commit) {
    return commit == null ? "-" : commit.length() > 12 ? commit.substring(0, 12) : commit;
  }

  /** The medians as a line over the runs, each with its interval as a vertical bar. */
  private static String chart(Trend.Series s) {
    List<StoredPoint> pts = s.points();
    int w = 720;
    int h = 200;
    int pad = 30;
    double lo = Double.POSITIVE_INFINITY;
    double hi = Double.NEGATIVE_INFINITY;
    for (StoredPoint p : pts) {
      lo = Math.min(lo, p.ciLow() != null ? p.ciLow() : p.median());
      hi = Math.max(hi, p.ciHigh() != null ? p.ciHigh() : p.median());
    }
    if (hi <= lo) {
      hi = lo * 1.01 + 1e-12;
    }
    StringBuilder sb = new StringBuilder(String.format(Locale.ROOT,
        "<svg width=\"%d\" height=\"%d\" role=\"img\" aria-label=\"medians by run\">", w, h));
    StringBuilder line = new StringBuilder();
    for (int i = 0; i < pts.size(); i++) {
      StoredPoint p = pts.get(i);
      double x = pad + (pts.size() == 1 ? 0 : (w - 2.0 * pad) * i / (pts.size() - 1));
      double y = y(p.median(), lo, hi, h, pad);
      line.append(String.format(Locale.ROOT, "%.1f,%.1f ", x, y));
      if (p.ciLow() != null && p.ciHigh() != null) {
        sb.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\""
            + " y2=\"%.1f\" stroke=\"#9ab\"/>", x, x, y(p.ciLow(), lo, hi, h, pad),
            y(p.ciHigh(), lo, hi, h, pad)));
      }
      sb.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"2.5\""
          + " fill=\"#246\"><title>run %d, %s: %s</title></circle>", x, y, p.runId(),
          esc(shortCommit(p.commit())), esc(String.format(Locale.ROOT, "%.4g %s", p.median(),
              s.unit()))));
    }
    sb.append("<polyline fill=\"none\" stroke=\"#246\" points=\"").append(line.toString().trim())
        .append("\"/>");
    sb.append(String.format(Locale.ROOT, "<text x=\"4\" y=\"%d\" font-size=\"11\">%.4g</text>"
        + "<text x=\"4\" y=\"%d\" font-size=\"11\">%.4g %s</text>", h - 6, lo, 14, hi,
        esc(s.unit())));
    return sb.append("</svg>").toString();
  }

  private static double y(double v, double lo, double hi, int h, int pad) {
    return h - pad - (h - 2.0 * pad) * (v - lo) / (hi - lo);
  }

  private static String esc(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        .replace("\"", "&quot;");
  }
}

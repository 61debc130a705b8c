package dev.vernier.engine.crosscheck;

import dev.vernier.engine.report.Figures;
import dev.vernier.engine.report.TextTable;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.Collectors;

/** The cross-check as a table: figures, agreement, and the evidence under it. */
public final class CrossCheckText {
  private CrossCheckText() {}

  public static String render(CrossCheck.Result r) {
    TextTable t = new TextTable(new boolean[] {false, true, true, true, true, true, true, true,
        true, false}, "Benchmark", "JMH runs", "JMH self", "Vernier runs", "Vernier self",
        "Vernier vs JMH", "B/op JMH", "B/op Vernier", "Unit", "Agree");
    for (CrossCheck.Row row : r.rows()) {
      t.add(row.id(), figures(row.jmh()), pct(row.jmhSelf()), figures(row.vernier()),
          pct(row.vernierSelf()), pct(row.between()), bytes(row.jmhBytes()),
          bytes(row.vernierBytes()), row.unit(),
          row.agree() == null ? "-" : row.agree() ? "yes" : "NO");
    }
    StringBuilder sb = new StringBuilder(t.render());
    sb.append(String.format(Locale.ROOT, "%nSelf: each tool's run-to-run difference (max/min - 1)."
        + " Agree: Vernier within JMH's run-to-run difference + %.0f%%.%n", CrossCheck.MARGIN_PCT));
    long compared = r.compared();
    if (compared > 0) {
      sb.append(String.format(Locale.ROOT, "Agree: %d of %d rows (%.0f%%); agree or the"
          + " difference's evidence named: %d (%.0f%%); Vernier's run-to-run no larger than"
          + " JMH's: %d of %d rows (%.0f%%).%n", r.agreed(), compared,
          100.0 * r.agreed() / compared, r.explained(), 100.0 * r.explained() / compared,
          r.steadier(), compared, 100.0 * r.steadier() / compared));
    }
    sb.append(String.format(Locale.ROOT, "Wall time: JMH %.0f s, Vernier %.0f s (%.0f%% of"
        + " JMH's).%n", r.jmhWallNanos() / 1e9, r.vernierWallNanos() / 1e9,
        r.jmhWallNanos() == 0 ? 0 : 100.0 * r.vernierWallNanos() / r.jmhWallNanos()));
    for (CrossCheck.Row row : r.rows()) {
      if (!row.evidence().isEmpty()) {
        sb.append("DIFFERS ").append(row.id()).append(": ")
            .append(String.join("; ", row.evidence())).append('\n');
      }
    }
    return sb.toString();
  }

  private static String figures(List<Double> f) {
    return f.stream().map(v -> v == null ? "-" : Figures.sig(v))
        .collect(Collectors.joining(" / "));
  }

  private static String pct(Double p) {
    return p == null ? "-" : String.format(Locale.ROOT, "%.1f%%", p);
  }

  private static String bytes(Number n) {
    return n == null ? "-" : Objects.toString(Math.round(n.doubleValue()));
  }
}

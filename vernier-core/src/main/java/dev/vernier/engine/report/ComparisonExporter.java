package dev.vernier.engine.report;

import dev.vernier.engine.verdict.ComparisonReport;
import dev.vernier.engine.verdict.ComparisonReport.Row;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Renders a comparison for the console ({@link #text}) or as a pull-request comment
 * ({@link #markdown}): per benchmark both medians, the change with its interval, the p-value,
 * the verdict and the allocation on each side (exact, so any change is shown).
 */
public final class ComparisonExporter {
  private static final boolean[] RIGHT = {false, true, true, true, true, false, true};


  private ComparisonExporter() {}

  public static String text(ComparisonReport r) {
    StringBuilder sb = new StringBuilder();
    for (String line : header(r)) {
      sb.append(line).append('\n');
    }
    sb.append('\n');
    TextTable t = new TextTable(RIGHT, header(r.figure()));
    for (Row row : r.benchmarks()) {
      t.add(cells(row, row.figure(r.figure())));
    }
    sb.append(t.render()).append('\n');
    for (String line : footer(r)) {
      sb.append(line).append('\n');
    }
    return sb.toString();
  }

  public static String markdown(ComparisonReport r) {
    StringBuilder sb = new StringBuilder("### Vernier: new vs base\n\n");
    sb.append("**").append(summary(r)).append("**\n\n");
    sb.append("| ").append(String.join(" | ", header(r.figure()))).append(" |\n");
    sb.append("|---|--:|--:|--:|--:|---|--:|\n");
    for (Row row : r.benchmarks()) {
      String[] c = cells(row, row.figure(r.figure()));
      if (!row.verdict().equals("same") && !row.verdict().equals("inconclusive")) {
        c[5] = "**" + c[5] + "**";
      }
      sb.append("| ");
      for (int i = 0; i < c.length; i++) {
        sb.append(MarkdownExporter.escape(c[i])).append(i + 1 < c.length ? " | " : " |\n");
      }
    }
    sb.append('\n');
    for (String line : header(r)) {
      sb.append("- ").append(MarkdownExporter.escape(line)).append('\n');
    }
    for (String line : footer(r)) {
      sb.append("- ").append(MarkdownExporter.escape(line)).append('\n');
    }
    return sb.toString();
  }

  /** The table's column names (the first column for the whole is "Base (min)" in min mode). */
  public static String[] columns(String figure) {
    return header(figure);
  }

  /** The table's cells, one array per row, as printed. */
  public static List<String[]> cells(ComparisonReport r) {
    List<String[]> out = new ArrayList<>();
    for (Row row : r.benchmarks()) {
      out.add(cells(row, r.figure()));
    }
    return out;
  }

  /** The lines above the table: both sides, the method, the drift. */
  public static List<String> headerLines(ComparisonReport r) {
    return header(r);
  }

  /** The lines under it: the summary, notes, benchmarks found on one side only. */
  public static List<String> footerLines(ComparisonReport r) {
    return footer(r);
  }

  private static String[] header(String figure) {
    boolean min = ComparisonReport.MIN.equals(figure);
    return new String[] {"Benchmark", min ? "Base (min)" : "Base", min ? "New (min)" : "New",
        "Change [CI]", "p", "Verdict", "Alloc/op"};
  }

  private static List<String> header(ComparisonReport r) {
    List<String> out = new ArrayList<>();
    out.add("Base: " + r.base() + " (" + r.baseTool() + ")");
    out.add("New:  " + r.newFile() + " (" + r.newTool() + ")");
    out.add(String.format(Locale.ROOT, "Change = new/base - 1 with its %.0f%% interval, 'same'"
        + " when all of it lies within ±%s%%; method: %s", r.level() * 100,
        BigDecimal.valueOf(r.marginPct()).stripTrailingZeros().toPlainString(), r.method()));
    out.add(String.format(Locale.ROOT, "Drift: intervals widened by ±%.1f%%; ", r.driftPct())
        + String.join("; ", r.driftWitnesses()));
    return out;
  }

  private static List<String> footer(ComparisonReport r) {
    List<String> out = new ArrayList<>();
    out.add(summary(r));
    out.addAll(methods(r));
    for (Row row : r.benchmarks()) {
      if (row.note() != null) {
        out.add(row.id() + ": " + row.note());
      }
    }
    if (!r.onlyInBase().isEmpty()) {
      out.add("Only in base (not compared): " + String.join(", ", r.onlyInBase()));
    }
    if (!r.onlyInNew().isEmpty()) {
      out.add("Only in new (not compared): " + String.join(", ", r.onlyInNew()));
    }
    return out;
  }

  /** Where rows were judged by different methods ({@code --db}): which used which. */
  static List<String> methods(ComparisonReport r) {
    java.util.Map<String, List<String>> byMethod = new java.util.LinkedHashMap<>();
    for (Row row : r.benchmarks()) {
      if (row.method() != null) {
        byMethod.computeIfAbsent(row.method(), m -> new ArrayList<>()).add(row.id());
      }
    }
    List<String> out = new ArrayList<>();
    byMethod.forEach((method, ids) -> out.add(String.format(Locale.ROOT, "%d of %d by %s: %s",
        ids.size(), r.benchmarks().size(), method, String.join(", ", ids))));
    return out;
  }

  static String summary(ComparisonReport r) {
    String geo = r.geomeanChangePct() == null ? "-"
        : String.format(Locale.ROOT, "%+.1f%%", r.geomeanChangePct());
    String suspected = r.count("suspected-slower") + r.count("suspected-faster") == 0 ? ""
        : String.format(Locale.ROOT, ", %d suspected slower, %d suspected faster",
            r.count("suspected-slower"), r.count("suspected-faster"));
    long more = r.benchmarks().stream().filter(x -> "more".equals(x.allocVerdict())).count();
    long fewer = r.benchmarks().stream().filter(x -> "fewer".equals(x.allocVerdict())).count();
    String bytes = more + fewer == 0 ? "" : String.format(Locale.ROOT,
        "; bytes per op: %d more, %d fewer", more, fewer);
    return String.format(Locale.ROOT,
        "Geometric mean of time change %s; %d faster, %d slower, %d same, %d inconclusive%s%s",
        geo, r.count("faster"), r.count("slower"), r.count("same"), r.count("inconclusive"),
        suspected, bytes);
  }

  private static String[] cells(Row row, String figure) {
    boolean min = ComparisonReport.MIN.equals(figure);
    double base = min ? row.baseMin() : row.baseMedian();
    double newer = min ? row.newMin() : row.newMedian();
    Figures.Scale s = Figures.scaleOf(row.unit(), Math.min(base, newer));
    String change = Double.isNaN(row.changeCiLow())
        ? String.format(Locale.ROOT, "%+.1f%% [no interval]", row.changePct())
        : String.format(Locale.ROOT, "%+.1f%% [%+.1f, %+.1f]", row.changePct(),
            row.changeCiLow(), row.changeCiHigh());
    String p = row.pValue() == null ? "-" : row.pValue() < 0.001 ? "<0.001"
        : String.format(Locale.ROOT, "%.3f", row.pValue());
    return new String[] {row.id(), s.format(base) + " " + s.unit(),
        s.format(newer) + " " + s.unit(), change, p, row.verdict() + survival(row),
        alloc(row.allocBase(), row.allocNew())
            + (row.allocVerdict() == null || row.allocVerdict().equals("same") ? ""
                : " " + row.allocVerdict())};
  }

  /** With {@code --perturb}: whether the verdict holds across the draws. */
  private static String survival(Row row) {
    return row.survives() == null ? ""
        : row.survives() ? " (survives perturbation)" : " (layout: does not survive)";
  }

  /** "416,000 B" when both sides agree, "416,000 -> 256,000 B (-38.5%)" when not. */
  static String alloc(Number base, Number newer) {
    if (base == null && newer == null) {
      return "-";
    }
    if (base != null && newer != null && base.doubleValue() == newer.doubleValue()) {
      return Figures.bytes(base);
    }
    String b = base == null ? "-" : Figures.bytes(base).replace(" B", "");
    String change = base != null && newer != null && base.doubleValue() != 0
        ? String.format(Locale.ROOT, " (%+.1f%%)",
            (newer.doubleValue() / base.doubleValue() - 1) * 100) : "";
    return b + " -> " + Figures.bytes(newer) + change;
  }
}

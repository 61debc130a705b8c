package dev.vernier.engine.report;

import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Scaling;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The cost-per-element table printed under the results when a size parameter was measured. */
public final class ScalingText {
  public static final String TITLE = "Cost per element (slope between successive sizes of each size's"
      + " fastest sample: the call's fixed cost cancels)";
  public static final String[] HEADER =
      {"Benchmark", "Size", "Sizes", "ns/element", "Slopes", "cycles/element", "Fit", "RMS"};
  static final boolean[] RIGHT = {false, false, false, true, false, true, false, true};

  private ScalingText() {}

  /** One row of cells per scaling, in {@link #HEADER}'s order. */
  public static List<String[]> rows(RunResult result) {
    List<String[]> out = new ArrayList<>();
    for (Scaling s : result.scaling()) {
      String name = s.benchmark().substring(s.benchmark().lastIndexOf('.',
          s.benchmark().lastIndexOf('.') - 1) + 1);
      if (s.params() != null && !s.params().isEmpty()) {
        StringBuilder p = new StringBuilder();
        s.params().forEach((k, v) -> p.append(' ').append(k).append('=').append(v));
        name += p;
      }
      out.add(new String[] {name, s.param(), join(s.sizes(), true), num(s.perElement()),
          join(s.slopes(), false), s.cyclesPerElement() == null ? "-" : num(s.cyclesPerElement()),
          s.complexity() == null ? "-" : s.complexity(),
          s.fitRms() == null ? "-" : String.format(Locale.ROOT, "%.1f%%", s.fitRms() * 100)});
    }
    return out;
  }

  /** The table for the console, or "" when there is no scaling. */
  static String table(RunResult result) {
    List<String[]> rows = rows(result);
    if (rows.isEmpty()) {
      return "";
    }
    TextTable t = new TextTable(RIGHT, HEADER);
    rows.forEach(t::add);
    return "\n" + TITLE + "\n" + t.render();
  }

  private static String num(Double v) {
    return v == null ? "-" : Figures.sig(v);
  }

  private static String join(List<Double> values, boolean whole) {
    List<String> parts = new ArrayList<>();
    for (Double v : values) {
      parts.add(whole && v == Math.rint(v) ? String.format(Locale.ROOT, "%d", v.longValue())
          : Figures.sig(v));
    }
    return String.join(", ", parts);
  }
}

package dev.vernier.engine.report.html;

import dev.vernier.engine.report.ScalingText;
import dev.vernier.engine.report.html.PageData.ScalingView;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Scaling;
import dev.vernier.engine.stats.ComplexityFit;
import java.util.ArrayList;
import java.util.List;

/** Cost per element: the console's row, and the points and fitted law for a log–log plot. */
final class ScalingViews {
  private ScalingViews() {}

  static List<ScalingView> of(RunResult run) {
    List<String[]> rows = ScalingText.rows(run);
    List<ScalingView> out = new ArrayList<>();
    for (int i = 0; i < run.scaling().size(); i++) {
      Scaling s = run.scaling().get(i);
      String[] cells = rows.get(i);
      out.add(new ScalingView(cells[0], List.of(ScalingText.HEADER), List.of(cells),
          s.sizes(), s.times(), s.complexity(), fit(s)));
    }
    return out;
  }

  /** The fitted law's time at each size, so the plot shows how well it fits; null without. */
  private static List<Double> fit(Scaling s) {
    if (s.complexity() == null || s.sizes() == null || s.times() == null
        || s.sizes().size() != s.times().size() || s.sizes().size() < 2) {
      return null;
    }
    for (ComplexityFit.Complexity c : ComplexityFit.Complexity.values()) {
      if (c.label().equals(s.complexity())) {
        double[] sizes = s.sizes().stream().mapToDouble(Double::doubleValue).toArray();
        double[] times = s.times().stream().mapToDouble(Double::doubleValue).toArray();
        ComplexityFit.Fit f = ComplexityFit.fit(c, sizes, times);
        List<Double> out = new ArrayList<>();
        for (double n : sizes) {
          out.add(f.coefficient() * c.of(n));
        }
        return out;
      }
    }
    return null;
  }
}

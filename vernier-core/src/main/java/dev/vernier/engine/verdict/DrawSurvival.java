package dev.vernier.engine.verdict;

import dev.vernier.engine.stats.StudentT;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;

/**
 * Whether a verdict on perturbed pairs ({@code run --against --perturb}) holds across the draws:
 * the draws, not the pairs, are then the units, since two pairs under one draw share its layout.
 * The verdict survives when the interval of the mean of the draws' mean log-ratios lies on the
 * verdict's side of no change; else it is a layout effect, and the note gives each draw's change
 * so the user sees under which draws it appears and under which it disappears. Both sides of a
 * pair run under the same draw.
 */
public final class DrawSurvival {
  /**
   * Two-sided level of the draws' interval. Lower than the verdict's own 99%: with two or three
   * draws a t quantile at 99% (63.7 for one degree of freedom) would call every real change a
   * layout effect.
   */
  static final double LEVEL = 0.90;

  /** @param holds null when there is nothing to judge; @param note what the draws showed */
  public record Outcome(Boolean holds, String note) {}

  private DrawSurvival() {}

  /**
   * @param ratios each pair's new/base ratio, in the order the pairs ran
   * @param draws each pair's draw number
   * @param decided whether the verdict claims a change (slower or faster)
   */
  public static Outcome of(double[] ratios, int[] draws, boolean decided) {
    Map<Integer, List<Double>> byDraw = new TreeMap<>();
    for (int i = 0; i < ratios.length; i++) {
      if (ratios[i] > 0) {
        byDraw.computeIfAbsent(draws[i], k -> new ArrayList<>()).add(Math.log(ratios[i]));
      }
    }
    StringJoiner each = new StringJoiner(", ");
    List<Double> means = new ArrayList<>();
    byDraw.forEach((d, logs) -> {
      double m = logs.stream().mapToDouble(Double::doubleValue).average().orElse(0);
      means.add(m);
      each.add(String.format(Locale.ROOT, "%+.1f%% under draw %d", 100 * Math.expm1(m), d));
    });
    if (!decided || means.size() < 2) {
      return new Outcome(null, means.size() < 2 ? null : "draws: " + each);
    }
    int k = means.size();
    double grand = means.stream().mapToDouble(Double::doubleValue).average().orElse(0);
    double ss = 0;
    for (double m : means) {
      ss += (m - grand) * (m - grand);
    }
    double half = StudentT.quantile(1 - (1 - LEVEL) / 2, k - 1) * Math.sqrt(ss / (k - 1) / k);
    boolean holds = grand > 0 ? grand - half > 0 : grand + half < 0;
    return new Outcome(holds, (holds ? "survives perturbation: " : "does not survive"
        + " perturbation (a layout effect): ") + each);
  }
}

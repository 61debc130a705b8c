package dev.vernier.engine.verdict;

import dev.vernier.engine.stats.StudentT;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;

/**
 * Whether a difference on perturbed pairs ({@code run --against --perturb}) holds across the
 * draws. Both sides of a pair run under one draw, two pairs a draw, so a pair's log-ratio is the
 * code's change, plus what the draw's layout does to it, plus the pair's own noise; the draws,
 * not the pairs, are then the units of the verdict's claim.
 *
 * <p>Two questions. Does any layout show a difference: some draw's mean log-ratio lies beyond its
 * pairs' own noise (the pooled within-draw variance, Bonferroni over the draws at {@link
 * #LAYOUT_ALPHA})? Does the difference hold across layouts: the {@link #LEVEL} interval of the
 * mean of the draws' means lies on one side of no change? A claimed change (the pairs' verdict
 * slower or faster) survives when the second holds; it is a layout effect when not, and so is a
 * difference the pairs do not claim that some layouts show beyond doubt and the draws as a whole
 * do not carry. The note gives each draw's change, so the user sees under
 * which draws it appears and under which it disappears.
 */
public final class DrawSurvival {
  /**
   * Two-sided level of the draws' interval. Lower than the verdict's own 99%: with two or three
   * draws a t quantile at 99% (63.7 for one degree of freedom) would call every real change a
   * layout effect.
   */
  static final double LEVEL = 0.90;
  /** Family-wise error of "some layout shows a difference" when the pairs claim none. */
  static final double LAYOUT_ALPHA = 0.01;

  /**
   * @param holds true when the change survives, false for a layout effect, null when there is
   *     nothing to judge yet
   * @param note what the draws showed; null with fewer than two draws
   * @param settled whether more pairs would not change the answer's kind: it survives, or some
   *     layout shows a difference the draws do not carry (the runner may stop then)
   */
  public record Outcome(Boolean holds, String note, boolean settled) {}

  private DrawSurvival() {}

  /**
   * @param ratios each pair's new/base ratio, in the order the pairs ran
   * @param draws each pair's draw number
   * @param claimed whether the pairs' verdict claims a change (slower or faster)
   */
  public static Outcome of(double[] ratios, int[] draws, boolean claimed) {
    Map<Integer, List<Double>> byDraw = new TreeMap<>();
    for (int i = 0; i < ratios.length; i++) {
      if (ratios[i] > 0) {
        byDraw.computeIfAbsent(draws[i], k -> new ArrayList<>()).add(Math.log(ratios[i]));
      }
    }
    int k = byDraw.size();
    if (k < 2) {
      return new Outcome(null, null, false);
    }
    StringJoiner each = new StringJoiner(", ");
    List<Double> means = new ArrayList<>();
    List<Integer> counts = new ArrayList<>();
    double within = 0;
    int n = 0;
    for (Map.Entry<Integer, List<Double>> e : byDraw.entrySet()) {
      List<Double> logs = e.getValue();
      double m = logs.stream().mapToDouble(Double::doubleValue).average().orElse(0);
      for (double x : logs) {
        within += (x - m) * (x - m);
      }
      n += logs.size();
      means.add(m);
      counts.add(logs.size());
      each.add(String.format(Locale.ROOT, "%+.1f%% under draw %d", 100 * Math.expm1(m),
          e.getKey()));
    }
    double grand = means.stream().mapToDouble(Double::doubleValue).average().orElse(0);
    double ss = 0;
    for (double m : means) {
      ss += (m - grand) * (m - grand);
    }
    double half = StudentT.quantile(1 - (1 - LEVEL) / 2, k - 1) * Math.sqrt(ss / (k - 1) / k);
    boolean carried = grand - half > 0 || grand + half < 0;
    boolean someLayout = n > k && someLayoutDiffers(means, counts, within / (n - k), n - k);
    String layout = "does not survive perturbation (a layout effect): " + each;
    if (claimed) {
      return carried ? new Outcome(true, "survives perturbation: " + each, true)
          : new Outcome(false, layout, someLayout);
    }
    return someLayout && !carried ? new Outcome(false, layout, true)
        : new Outcome(null, "draws: " + each, false);
  }

  /** Whether some draw's mean lies beyond its pairs' noise, Bonferroni over the draws. */
  private static boolean someLayoutDiffers(List<Double> means, List<Integer> counts,
      double withinVariance, int df) {
    if (!(withinVariance > 0)) {
      return false; // identical pairs within every draw: no noise to judge against
    }
    double t = StudentT.quantile(1 - LAYOUT_ALPHA / (2 * means.size()), df);
    for (int d = 0; d < means.size(); d++) {
      if (Math.abs(means.get(d)) > t * Math.sqrt(withinVariance / counts.get(d))) {
        return true;
      }
    }
    return false;
  }
}

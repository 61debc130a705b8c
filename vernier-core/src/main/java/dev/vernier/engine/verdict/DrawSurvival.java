package dev.vernier.engine.verdict;

import dev.vernier.engine.stats.FisherF;
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
 * <p>Two questions. Does the layout matter: do the draws' mean log-ratios differ beyond their
 * pairs' own noise (one-way analysis of variance, the F test at {@link #LAYOUT_ALPHA})? Does the
 * difference hold across layouts: the {@link #LEVEL} interval of the mean of the draws' means
 * lies on one side of no change? A claimed change (the pairs' verdict slower or faster) survives
 * when the second holds; it is a layout effect when not, and so is a difference the pairs do not
 * claim whose size the layouts decide beyond doubt and the draws as a whole do not carry. The
 * note gives each draw's change, so the user sees under which draws it appears and under which it
 * disappears.
 *
 * <p>The F test, not each draw against no change with Bonferroni: a layout lever can make one
 * draw's pairs noisy (at a loop alignment of 1 or 2 bytes each fork's own code addresses
 * decide), and the pooled noise then hid draws of -20% and +22% under a per-draw t quantile of 14
 * (two degrees of freedom, 0.25% a side); the F test weighs all draws' spread at once.
 *
 * <p>A layout effect settles the row early only when more draws could not carry it: with the
 * draws' mean and spread as seen so far, even the most draws the budget allows would leave the
 * interval across zero. Draws of one sign and different sizes (+13.5% and +6.4%, a real +10%
 * that the layouts scale) fail the two-draw interval, whose t quantile is 6.3, but not that
 * projection, so the runner goes on to a third draw instead of naming a real change a layout
 * effect.
 */
public final class DrawSurvival {
  /**
   * Two-sided level of the draws' interval. Lower than the verdict's own 99%: with two or three
   * draws a t quantile at 99% (63.7 for one degree of freedom) would call every real change a
   * layout effect.
   */
  static final double LEVEL = 0.90;
  /** Error of "the layout matters" when the draws do nothing. */
  static final double LAYOUT_ALPHA = 0.01;

  /**
   * @param holds true when the change survives, false for a layout effect, null when there is
   *     nothing to judge yet
   * @param note what the draws showed; null with fewer than two draws
   * @param settled whether more pairs would not change the answer's kind: it survives, or the
   *     layout matters and no more draws could carry the change (the runner may stop then)
   */
  public record Outcome(Boolean holds, String note, boolean settled) {}

  private DrawSurvival() {}

  /**
   * @param ratios each pair's new/base ratio, in the order the pairs ran
   * @param draws each pair's draw number
   * @param claimed whether the pairs' verdict claims a change (slower or faster)
   */
  public static Outcome of(double[] ratios, int[] draws, boolean claimed) {
    return of(ratios, draws, claimed, 0);
  }

  /**
   * @param maxDraws the most draws the run may reach; a layout effect is settled only when that
   *     many draws, with the mean and spread seen so far, would still not carry the change
   */
  public static Outcome of(double[] ratios, int[] draws, boolean claimed, int maxDraws) {
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
    boolean layoutMatters = n > k && drawsDiffer(means, counts, within, n)
        && !moreDrawsCouldCarry(Math.abs(grand), Math.sqrt(ss / (k - 1)), k, maxDraws);
    String layout = "does not survive perturbation (a layout effect): " + each;
    if (claimed) {
      return carried ? new Outcome(true, "survives perturbation: " + each, true)
          : new Outcome(false, layout, layoutMatters);
    }
    return layoutMatters && !carried ? new Outcome(false, layout, true)
        : new Outcome(null, "draws: " + each, false);
  }

  /**
   * Whether {@code maxDraws} draws with this mean and spread would carry the change: the
   * projection of a futility rule, so that a layout effect is named early only when waiting could
   * not turn it into a surviving change.
   */
  private static boolean moreDrawsCouldCarry(double mean, double spread, int k, int maxDraws) {
    if (maxDraws <= k) {
      return false;
    }
    return mean > StudentT.quantile(1 - (1 - LEVEL) / 2, maxDraws - 1) * spread
        / Math.sqrt(maxDraws);
  }

  /** Whether the draws' means differ beyond their pairs' noise: the one-way F test. */
  private static boolean drawsDiffer(List<Double> means, List<Integer> counts, double within,
      int n) {
    int k = means.size();
    if (!(within > 0)) {
      return false; // identical pairs within every draw: no noise to judge against
    }
    double grand = 0;
    for (int d = 0; d < k; d++) {
      grand += counts.get(d) * means.get(d) / n;
    }
    double between = 0;
    for (int d = 0; d < k; d++) {
      between += counts.get(d) * (means.get(d) - grand) * (means.get(d) - grand);
    }
    double f = (between / (k - 1)) / (within / (n - k));
    return FisherF.upperP(f, k - 1, n - k) < LAYOUT_ALPHA;
  }
}

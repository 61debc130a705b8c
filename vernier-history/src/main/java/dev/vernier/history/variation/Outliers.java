package dev.vernier.history.variation;

import dev.vernier.engine.stats.StudentT;
import java.util.ArrayList;
import java.util.List;

/**
 * Stored runs far from all the others, by the generalized extreme Studentized deviate test
 * (Rosner, "Percentage Points for a Generalized ESD Many-Outlier Procedure", Technometrics
 * 1983). On a shared machine a run can be slowed all through by a neighbour, or a fork can
 * compile the code differently; one such run among five multiplies the sample variance many
 * times and hides every real change behind it. The test is calibrated for normal data: at
 * {@link #ALPHA} it leaves out a run of ordinary noise in 1% of histories.
 */
final class Outliers {
  static final double ALPHA = 0.01;
  /** Fewest runs kept: the variance needs some degrees of freedom of its own. */
  static final int MIN_KEPT = 4;

  private Outliers() {}

  /** The values without the outliers the test finds (at most a third of them), in order. */
  static double[] kept(double[] x) {
    int n = x.length;
    int most = Math.max(0, Math.min(n / 3, n - MIN_KEPT));
    List<Integer> left = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      left.add(i);
    }
    List<Integer> removedInOrder = new ArrayList<>();
    int outliers = 0;
    for (int i = 1; i <= most; i++) {
      double mean = 0;
      for (int k : left) {
        mean += x[k] / left.size();
      }
      double ss = 0;
      int worst = -1;
      for (int k : left) {
        ss += (x[k] - mean) * (x[k] - mean);
        if (worst < 0 || Math.abs(x[k] - mean) > Math.abs(x[worst] - mean)) {
          worst = k;
        }
      }
      double sd = Math.sqrt(ss / (left.size() - 1));
      if (!(sd > 0)) {
        break; // the rest are identical: nothing stands out
      }
      double r = Math.abs(x[worst] - mean) / sd;
      int m = left.size();
      double t = StudentT.quantile(1 - ALPHA / (2.0 * m), m - 2);
      double lambda = (m - 1) * t / Math.sqrt((m - 2 + t * t) * m);
      if (r > lambda) {
        outliers = i; // Rosner: the largest i whose statistic exceeds its critical value
      }
      removedInOrder.add(worst);
      left.remove(Integer.valueOf(worst));
    }
    List<Integer> out = removedInOrder.subList(0, outliers);
    double[] kept = new double[n - outliers];
    int j = 0;
    for (int i = 0; i < n; i++) {
      if (!out.contains(i)) {
        kept[j++] = x[i];
      }
    }
    return kept;
  }
}

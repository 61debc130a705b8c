package dev.vernier.engine.stats;

import java.util.List;

/**
 * The part of a variance that lies between groups: a one-way random-effects analysis of
 * variance, the between-group component over the total (the intraclass correlation), with the
 * effective group size n0 for unbalanced groups (Searle, Casella and McCulloch, "Variance
 * Components", 1992, section 3.6). Used on perturbed forks' log medians grouped by draw: forks
 * of one draw differ by the JVM's luck alone, draws by that and by layout.
 */
public final class IntraclassShare {
  private IntraclassShare() {}

  /** The share, 0 to 1; null when it cannot be told (fewer than two groups, or none of two). */
  public static Double of(List<double[]> groups) {
    int g = 0;
    int n = 0;
    double sum = 0;
    for (double[] xs : groups) {
      if (xs.length > 0) {
        g++;
        n += xs.length;
        for (double x : xs) {
          sum += x;
        }
      }
    }
    if (g < 2 || n - g < 1) {
      return null;
    }
    double grand = sum / n;
    double ssWithin = 0;
    double ssBetween = 0;
    double sizesSquared = 0;
    for (double[] xs : groups) {
      if (xs.length == 0) {
        continue;
      }
      double mean = 0;
      for (double x : xs) {
        mean += x / xs.length;
      }
      for (double x : xs) {
        ssWithin += (x - mean) * (x - mean);
      }
      ssBetween += xs.length * (mean - grand) * (mean - grand);
      sizesSquared += (double) xs.length * xs.length;
    }
    double msWithin = ssWithin / (n - g);
    double msBetween = ssBetween / (g - 1);
    double n0 = (n - sizesSquared / n) / (g - 1);
    double between = Math.max(0, (msBetween - msWithin) / n0);
    double total = between + msWithin;
    return total == 0 ? 0.0 : between / total;
  }
}

package dev.vernier.history.changepoint;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;

/**
 * E-divisive means: change points in a series by hierarchical divisive clustering on energy
 * statistics (Matteson and James, "A Nonparametric Approach for Multiple Change Point Analysis of
 * Multivariate Data", JASA 2014), as MongoDB's performance CI uses it (Daly et al., "Change Point
 * Detection in Software Performance Testing", ICPE 2020).
 *
 * <p>For a segment split at τ into X (n values) and Y (m values), with α = 1 the energy distance
 * is Ê = 2/(nm)·Σ|x−y| − C(n,2)⁻¹·Σ|x−x'| − C(m,2)⁻¹·Σ|y−y'| and the statistic Q = nm/(n+m)·Ê. The
 * split with the largest Q over all current segments is tested by permutation: values are
 * shuffled within each segment of the current partition, the largest Q recomputed, and the
 * p-value is (1 + #{Q_perm ≥ Q}) / (1 + permutations). A significant split divides its segment and
 * the search goes on; the first split that is not significant ends it. No distribution is
 * assumed, and the seed is fixed, so a series always gives the same answer.
 */
public final class EDivisive {
  /** The 1% level, and enough permutations to reach it: p cannot go below 1/(R+1). */
  public static final double ALPHA = 0.01;
  public static final int PERMUTATIONS = 199;
  /** Fewest values on each side of a split: a change needs a few runs to be told from noise. */
  public static final int MIN_SIZE = 5;
  private static final long SEED = 0x45444956L;

  private EDivisive() {}

  /**
   * A change point: the first index of the new segment, the statistic and its p-value.
   */
  public record Split(int index, double q, double pValue) {}

  /** Change points with the defaults: 1% level, 199 permutations, segments of at least 5. */
  public static List<Split> detect(double[] series) {
    return detect(series, ALPHA, PERMUTATIONS, MIN_SIZE);
  }

  /** Change points in index order. */
  public static List<Split> detect(double[] series, double alpha, int permutations,
      int minSize) {
    if (minSize < 2) {
      throw new IllegalArgumentException("minSize must be at least 2");
    }
    List<Integer> bounds = new ArrayList<>(List.of(0, series.length));
    List<Split> found = new ArrayList<>();
    SplittableRandom random = new SplittableRandom(SEED);
    while (true) {
      Candidate best = best(series, bounds, minSize);
      if (best == null) {
        break;
      }
      int atLeast = 0;
      double[] shuffled = series.clone();
      for (int r = 0; r < permutations; r++) {
        for (int b = 0; b + 1 < bounds.size(); b++) {
          shuffle(shuffled, bounds.get(b), bounds.get(b + 1), random);
        }
        Candidate c = best(shuffled, bounds, minSize);
        if (c != null && c.q >= best.q) {
          atLeast++;
        }
      }
      double p = (1.0 + atLeast) / (1.0 + permutations);
      if (p > alpha) {
        break;
      }
      found.add(new Split(best.index, best.q, p));
      bounds.add(best.index);
      bounds.sort(Comparator.naturalOrder());
    }
    found.sort(Comparator.comparingInt(Split::index));
    return found;
  }

  record Candidate(int index, double q) {}

  /** The split with the largest statistic over every segment of the partition; null if none. */
  private static Candidate best(double[] x, List<Integer> bounds, int minSize) {
    Candidate best = null;
    for (int b = 0; b + 1 < bounds.size(); b++) {
      Candidate c = bestSplit(x, bounds.get(b), bounds.get(b + 1), minSize);
      if (c != null && (best == null || c.q > best.q)) {
        best = c;
      }
    }
    return best;
  }

  /**
   * The best split of x[from, to): O(L²) in all, by carrying the within-left and within-right
   * sums of distances from one τ to the next.
   */
  static Candidate bestSplit(double[] x, int from, int to, int minSize) {
    int length = to - from;
    if (length < 2 * minSize) {
      return null;
    }
    double total = 0;
    for (int i = from; i < to; i++) {
      for (int j = i + 1; j < to; j++) {
        total += Math.abs(x[i] - x[j]);
      }
    }
    double left = 0;
    double right = total;
    Candidate best = null;
    for (int tau = from; tau < to; tau++) {
      int n = tau - from;
      int m = to - tau;
      if (n >= minSize && m >= minSize) {
        double between = total - left - right;
        double e = 2 * between / ((double) n * m) - 2 * left / ((double) n * (n - 1))
            - 2 * right / ((double) m * (m - 1));
        double q = (double) n * m / (n + m) * e;
        if (best == null || q > best.q) {
          best = new Candidate(tau, q);
        }
      }
      // move x[tau] from the right segment to the left one
      for (int i = from; i < tau; i++) {
        left += Math.abs(x[i] - x[tau]);
      }
      for (int j = tau + 1; j < to; j++) {
        right -= Math.abs(x[tau] - x[j]);
      }
    }
    return best;
  }

  private static void shuffle(double[] x, int from, int to, SplittableRandom random) {
    for (int i = to - 1; i > from; i--) {
      int j = from + random.nextInt(i - from + 1);
      double t = x[i];
      x[i] = x[j];
      x[j] = t;
    }
  }
}

package dev.vernier.engine.stats;

/**
 * Medians by selection: linear, unlike a sort, for the bootstrap's thousands of resampled
 * medians; and not {@code java.util.Arrays}, for the fork, which computes medians between samples:
 * a JDK method the harness calls could be compiled while the benchmark is measured, where it
 * could not be told from the benchmark's own JIT activity (the harness's own classes are told
 * apart by name, {@code measure.JitMonitor#harnessCode}).
 */
public final class Select {
  private Select() {}

  /** The median of the first {@code n} values; reorders them. */
  public static double median(double[] a, int n) {
    if (n == 0) {
      return Double.NaN;
    }
    double hi = kth(a, n, n / 2);
    if (n % 2 == 1) {
      return hi;
    }
    double lo = a[0]; // after kth, the lower part holds the n/2 smallest values
    for (int i = 1; i < n / 2; i++) {
      lo = Math.max(lo, a[i]);
    }
    return (lo + hi) / 2;
  }

  /** The k-th smallest (0-based) of the first {@code n} values, Hoare's selection. */
  static double kth(double[] a, int n, int k) {
    int left = 0;
    int right = n - 1;
    while (left < right) {
      double pivot = a[(left + right) >>> 1];
      int i = left;
      int j = right;
      while (i <= j) {
        while (a[i] < pivot) {
          i++;
        }
        while (a[j] > pivot) {
          j--;
        }
        if (i <= j) {
          double t = a[i];
          a[i] = a[j];
          a[j] = t;
          i++;
          j--;
        }
      }
      if (k <= j) {
        right = j;
      } else if (k >= i) {
        left = i;
      } else {
        break;
      }
    }
    return a[k];
  }
}

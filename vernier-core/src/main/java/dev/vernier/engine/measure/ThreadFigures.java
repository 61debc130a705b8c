package dev.vernier.engine.measure;

/**
 * How one sample of several threads becomes one figure, as JMH reports it: average time is the
 * threads' total time over their total calls, throughput is the sum of the threads' rates. Every
 * thread runs the same number of calls per sample, so both reduce to a mean of the threads'
 * times: the arithmetic mean for average time, the harmonic mean for throughput. Pure functions
 * on preallocated arrays: they run between samples, where nothing may allocate.
 */
final class ThreadFigures {
  private ThreadFigures() {}

  /**
   * The batch time that, divided by one thread's calls, gives the average time per call: total
   * time over total calls ({@code Σt / (n·ops)} = mean t / ops).
   */
  static long meanNanos(long[] elapsed) {
    return meanNanos(elapsed, null);
  }

  /** The same over the threads marked in {@code counted} (null: all). */
  static long meanNanos(long[] elapsed, boolean[] counted) {
    double sum = 0;
    int n = 0;
    for (int i = 0; i < elapsed.length; i++) {
      if (counted == null || counted[i]) {
        sum += elapsed[i];
        n++;
      }
    }
    return Math.round(sum / n);
  }

  /**
   * The batch time that, dividing n threads' calls, gives their summed rate: {@code Σ ops/t =
   * n·ops / H} with H the harmonic mean of the threads' times.
   */
  static long harmonicMeanNanos(long[] elapsed) {
    return harmonicMeanNanos(elapsed, null);
  }

  /** The same over the threads marked in {@code counted} (null: all). */
  static long harmonicMeanNanos(long[] elapsed, boolean[] counted) {
    double inverse = 0;
    int n = 0;
    for (int i = 0; i < elapsed.length; i++) {
      if (counted == null || counted[i]) {
        long t = elapsed[i];
        inverse += 1.0 / (t < 1 ? 1 : t);
        n++;
      }
    }
    return Math.round(n / inverse);
  }

  /** Sum of the threads' bytes over their timed calls only. */
  static long sum(long[] values) {
    return sum(values, null);
  }

  /** The same over the threads marked in {@code counted} (null: all). */
  static long sum(long[] values, boolean[] counted) {
    long s = 0;
    for (int i = 0; i < values.length; i++) {
      if (counted == null || counted[i]) {
        s += values[i];
      }
    }
    return s;
  }
}

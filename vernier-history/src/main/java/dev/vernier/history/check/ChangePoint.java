package dev.vernier.history.check;

/**
 * A change in one benchmark's figure across the runs of a branch, as {@code vernier-history/1}
 * writes it.
 *
 * @param id the benchmark id, as in {@code vernier/1}
 * @param commit the first commit after the change, as given to {@code history add --commit}
 * @param previousCommit the last commit before it: the change lies in previousCommit..commit
 * @param index the 0-based position of that first run in the branch's history
 * @param changePct afterMedian / beforeMedian − 1, in %
 * @param ciLow the interval of changePct at {@code level}
 * @param beforeMedian e-divisive: the median of the runs' medians from the previous change to
 *     this one; stored variation: their geometric mean, the centre the variation is about
 * @param afterMedian the median of the runs' medians from this change to the next (or the
 *     newest run); stored variation: the newest run's median
 * @param pValue the method's p-value
 * @param method {@code e-divisive means} or {@code stored run-to-run variation}
 * @param direction {@code slower} or {@code faster}, in time (a higher throughput is faster)
 */
public record ChangePoint(String id, String commit, String previousCommit, int index,
    double changePct, double ciLow, double ciHigh, double level, double beforeMedian,
    double afterMedian, Double pValue, String method, String unit, String fingerprint,
    int runsBefore, int runsAfter, String direction) {

  public static final String E_DIVISIVE = "e-divisive means";
  public static final String STORED = "stored run-to-run variation";

  /** The change in time, in %: for a throughput, before/after − 1. */
  public double timeChangePct() {
    return unit.startsWith("ops/") ? (beforeMedian / afterMedian - 1) * 100 : changePct;
  }
}

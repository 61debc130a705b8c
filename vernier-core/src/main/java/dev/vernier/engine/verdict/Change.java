package dev.vernier.engine.verdict;

import dev.vernier.exec.Verdict;

/**
 * The change of one benchmark from a base to a new measurement.
 *
 * @param changePct new/base − 1, in %
 * @param ciLowPct lower end of the interval of the change, in %, widened by the drift
 * @param ciHighPct upper end, in %, widened by the drift
 * @param level the interval's confidence level before widening
 * @param pValue two-sided p-value of Welch's test on the forks' log-medians; null with fewer than
 *     two forks on a side
 * @param driftPct the drift (in %) the interval was widened by on each side; 0 when none measured
 * @param verdict faster, slower, same or inconclusive, of new against base
 * @param note why the verdict is what it is when the interval alone does not say it; null else
 */
public record Change(double baseMedian, double newMedian, double changePct, double ciLowPct,
    double ciHighPct, double level, Double pValue, double driftPct, Verdict verdict,
    String note) {}

package dev.vernier.engine.result;

/**
 * A benchmark's figures over all its forks; the interval is that of the median. In sample mode
 * the figures are over every call (from the merged HdrHistograms, three significant digits) and
 * {@code n} counts calls; the interval is from a uniform reservoir of the calls.
 *
 * @param p999 the 99.9th percentile (most telling in sample mode)
 * @param max the slowest sample (in sample mode: call)
 */
public record Stats(int n, double min, double median, double mean, double stdDev, double ciLow,
    double ciHigh, double ciLevel, double p90, double p99, Double mValue, Double p999,
    Double max) {

  /** Without the tail figures (p99.9, max). */
  public Stats(int n, double min, double median, double mean, double stdDev, double ciLow,
      double ciHigh, double ciLevel, double p90, double p99, Double mValue) {
    this(n, min, median, mean, stdDev, ciLow, ciHigh, ciLevel, p90, p99, mValue, null, null);
  }

  /** The table's Error column: half the interval's width. */
  public double error() {
    return (ciHigh - ciLow) / 2;
  }
}

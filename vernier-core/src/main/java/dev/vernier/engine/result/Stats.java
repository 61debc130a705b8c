package dev.vernier.engine.result;

/** A benchmark's figures over all its forks; the interval is that of the median. */
public record Stats(int n, double min, double median, double mean, double stdDev, double ciLow,
    double ciHigh, double ciLevel, double p90, double p99, Double mValue) {

  /** The table's Error column: half the interval's width. */
  public double error() {
    return (ciHigh - ciLow) / 2;
  }
}

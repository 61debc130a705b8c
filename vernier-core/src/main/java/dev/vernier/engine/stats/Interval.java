package dev.vernier.engine.stats;

/** A confidence interval at a level such as 0.999. */
public record Interval(double low, double high, double level) {
  public double halfWidth() {
    return (high - low) / 2;
  }

  public boolean contains(double x) {
    return low <= x && x <= high;
  }
}

package dev.vernier.exec;

/**
 * How to run: {@code warmup} uncounted rounds, then {@code runs} counted ones; {@code prepare}
 * (may be null) runs untimed before every run; {@code margin} is the relative half-width of the
 * "same" band for the verdict (0.02 = ±2%).
 */
public record ExecSettings(int runs, int warmup, ProcessSpec prepare, boolean showOutput,
    boolean ignoreFailure, double margin) {
  public static final int DEFAULT_RUNS = 10;
  public static final int DEFAULT_WARMUP = 1;
  public static final double DEFAULT_MARGIN = 0.02;

  public ExecSettings {
    if (runs < 1) {
      throw new IllegalArgumentException("runs must be at least 1, got " + runs);
    }
    if (warmup < 0) {
      throw new IllegalArgumentException("warm-up runs must be 0 or more, got " + warmup);
    }
    if (!(margin >= 0 && margin < 1)) {
      throw new IllegalArgumentException("margin must be in [0, 1), got " + margin);
    }
  }

  public static ExecSettings defaults() {
    return new ExecSettings(DEFAULT_RUNS, DEFAULT_WARMUP, null, false, false, DEFAULT_MARGIN);
  }
}

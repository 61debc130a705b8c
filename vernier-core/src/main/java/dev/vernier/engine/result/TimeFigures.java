package dev.vernier.engine.result;

/**
 * A row's time figures.
 *
 * @param unit the unit of the statistics: {@code ns/op}, or {@code ops/s} in thrpt mode (a JMH
 *     file's rows keep JMH's unit)
 * @param stats the figures over the forks; null when the row failed or its forks disagreed
 * @param cyclesPerOp the median times the forks' calibrated clock; null without calibration
 * @param ratio the median over the baseline's, with its interval; null without a baseline
 * @param rank the row's place among its rivals; null without rivals
 */
public record TimeFigures(String unit, Stats stats, Double cyclesPerOp, Ratio ratio, Rank rank) {
  public static final TimeFigures NONE = new TimeFigures(null, null, null, null, null);

  /** Figures before the baseline and the rivals are known. */
  public static TimeFigures of(String unit, Stats stats) {
    return new TimeFigures(unit, stats, null, null, null);
  }

  public TimeFigures withRatio(Ratio r) {
    return new TimeFigures(unit, stats, cyclesPerOp, r, rank);
  }

  public TimeFigures withRank(Rank r) {
    return new TimeFigures(unit, stats, cyclesPerOp, ratio, r);
  }

  /** The median over the baseline's median, and that ratio's interval. */
  public record Ratio(double value, double ciLow, double ciHigh) {}

  /**
   * The row's place among the rows it is ranked with (same class, parameters, mode and threads),
   * only as far as their intervals separate.
   *
   * @param place 1 is fastest
   * @param tied true when other rows share this place: their intervals overlap (printed
   *     {@code ≈2})
   */
  public record Rank(int place, boolean tied) {}
}

package dev.vernier.exec;

import dev.vernier.engine.stats.Summary;
import java.util.List;
import java.util.function.ToLongFunction;

/** min, median, mean, max and standard deviation of one figure over the counted runs. */
public record FigureStats(double min, double median, double mean, double max, double stdDev) {
  public static FigureStats of(double[] values) {
    Summary s = Summary.of(values);
    return new FigureStats(s.min(), s.median(), s.mean(), s.max(), s.stdDev());
  }

  public static FigureStats of(List<RunResult> runs, ToLongFunction<RunResult> figure) {
    return of(values(runs, figure));
  }

  static double[] values(List<RunResult> runs, ToLongFunction<RunResult> figure) {
    return runs.stream().mapToDouble(r -> (double) figure.applyAsLong(r)).toArray();
  }
}

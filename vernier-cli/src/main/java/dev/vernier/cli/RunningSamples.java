package dev.vernier.cli;

import dev.vernier.engine.stats.Summary;
import java.util.ArrayList;
import java.util.List;

/**
 * The measured samples of the benchmark in progress, for the live line only: its median, and an
 * error that is a rough guide (the standard error of the median of fork medians, or within one
 * fork while there is only one), never the reported interval.
 */
final class RunningSamples {
  private final List<List<Double>> forks = new ArrayList<>();
  private int count;

  void startFork() {
    forks.add(new ArrayList<>());
  }

  void add(double v) {
    if (forks.isEmpty()) {
      startFork();
    }
    forks.get(forks.size() - 1).add(v);
    count++;
  }

  int count() {
    return count;
  }

  double median() {
    double[] all = forks.stream().flatMap(List::stream).mapToDouble(Double::doubleValue).toArray();
    return Summary.of(all).median();
  }

  double roughRelativeError() {
    List<Double> medians = new ArrayList<>();
    for (List<Double> f : forks) {
      if (f.size() >= 3) {
        medians.add(Summary.of(f.stream().mapToDouble(Double::doubleValue).toArray()).median());
      }
    }
    double[] values = medians.size() >= 2
        ? medians.stream().mapToDouble(Double::doubleValue).toArray()
        : forks.get(forks.size() - 1).stream().mapToDouble(Double::doubleValue).toArray();
    if (values.length < 3 && medians.size() < 2) {
      return Double.NaN;
    }
    Summary s = Summary.of(values);
    return 1.2533 * s.stdDev() / Math.sqrt(values.length) / Math.abs(s.median());
  }
}

package dev.vernier.engine.fork;

import dev.vernier.engine.measure.ForkMeasurement;
import dev.vernier.engine.result.PerturbationDraw;
import java.util.List;
import java.util.Map;

/**
 * What came back from one fork: its environment, its samples and counters, or why it failed.
 *
 * @param error one line when the fork failed, null otherwise
 * @param measurement null when the fork failed
 * @param wallNanos the fork's wall time from start to exit, 0 when not taken
 * @param perturbation the fork's draw under {@code --perturb}; null without
 */
public record ForkResult(long pid, Map<String, String> environment, List<Double> warmupSamples,
    List<Double> samples, ForkMeasurement measurement, long peakRssBytes, String error,
    long wallNanos, PerturbationDraw perturbation) {

  public ForkResult(long pid, Map<String, String> environment, List<Double> warmupSamples,
      List<Double> samples, ForkMeasurement measurement, long peakRssBytes, String error,
      long wallNanos) {
    this(pid, environment, warmupSamples, samples, measurement, peakRssBytes, error, wallNanos,
        null);
  }

  public ForkResult(long pid, Map<String, String> environment, List<Double> warmupSamples,
      List<Double> samples, ForkMeasurement measurement, long peakRssBytes, String error) {
    this(pid, environment, warmupSamples, samples, measurement, peakRssBytes, error, 0);
  }

  /** The same result with the fork's wall time. */
  public ForkResult withWall(long nanos) {
    return new ForkResult(pid, environment, warmupSamples, samples, measurement, peakRssBytes,
        error, nanos, perturbation);
  }

  /** The same result with the draw the fork ran under. */
  public ForkResult withPerturbation(PerturbationDraw draw) {
    return new ForkResult(pid, environment, warmupSamples, samples, measurement, peakRssBytes,
        error, wallNanos, draw);
  }

  public static ForkResult failedWith(String error) {
    return new ForkResult(0, Map.of(), List.of(), List.of(), null, 0, error);
  }

  public boolean failed() {
    return error != null;
  }
}

package dev.vernier.engine.fork;

import dev.vernier.engine.measure.ForkMeasurement;
import java.util.List;
import java.util.Map;

/**
 * What came back from one fork: its environment, its samples and counters, or why it failed.
 *
 * @param error one line when the fork failed, null otherwise
 * @param measurement null when the fork failed
 */
public record ForkResult(long pid, Map<String, String> environment, List<Double> warmupSamples,
    List<Double> samples, ForkMeasurement measurement, long peakRssBytes, String error) {

  public static ForkResult failedWith(String error) {
    return new ForkResult(0, Map.of(), List.of(), List.of(), null, 0, error);
  }

  public boolean failed() {
    return error != null;
  }
}

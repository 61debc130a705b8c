package dev.vernier.engine.adaptive;

/**
 * What the schedule needs to know of a finished fork.
 *
 * @param samples its measured samples
 * @param wallNanos the fork's whole life as the harness saw it: start-up, warm-up, measurement
 * @param warmupNanos how long its warm-up took
 * @param measureNanos how long its measurement took
 * @param steady whether its warm-up ended at steady state
 */
public record ForkObservation(double[] samples, long wallNanos, long warmupNanos,
    long measureNanos, boolean steady) {

  /** What a fork costs besides warm-up and measurement: JVM start-up and exit, calibration. */
  long startupNanos() {
    return Math.max(0, wallNanos - warmupNanos - measureNanos);
  }

  /** Time per sample during measurement. */
  double sampleNanos() {
    return samples.length == 0 ? measureNanos : (double) measureNanos / samples.length;
  }
}

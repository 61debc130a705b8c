package dev.vernier.engine.result;

import java.util.List;

/**
 * One fork of one benchmark, with every sample it measured.
 *
 * @param steadyState whether warm-up ended at steady state (null for failed forks)
 * @param warmupStopReason why warm-up ended, in words
 * @param compiledDuringMeasurement the benchmark's methods the JIT compiled while measuring
 * @param measurementNanos how long measurement took
 * @param emptyFloorNanos the empty-method floor measured in this fork (ns per call), or null
 * @param calibratedGHz the fork's core clock: the higher of its two calibrations
 * @param calibratedGHzBefore the calibration before the benchmark ran
 * @param calibratedGHzAfter the calibration after it
 */
public record ForkRecord(long pid, List<Double> samples, long opsPerSample,
    Number allocatedBytesPerOp, long gcCount, long gcTimeMillis, long peakRssBytes,
    Long jitCompilationsDuringMeasurement, Double calibratedGHz, long warmupNanos,
    int warmupSamples, String error, Boolean steadyState, String warmupStopReason,
    List<String> compiledDuringMeasurement, long measurementNanos, Double emptyFloorNanos,
    Double calibratedGHzBefore, Double calibratedGHzAfter) {

  /** Without the warm-up story and the floor (tests, failed forks). */
  public ForkRecord(long pid, List<Double> samples, long opsPerSample,
      Number allocatedBytesPerOp, long gcCount, long gcTimeMillis, long peakRssBytes,
      Long jitCompilationsDuringMeasurement, Double calibratedGHz, long warmupNanos,
      int warmupSamples, String error) {
    this(pid, samples, opsPerSample, allocatedBytesPerOp, gcCount, gcTimeMillis, peakRssBytes,
        jitCompilationsDuringMeasurement, calibratedGHz, warmupNanos, warmupSamples, error, null,
        null, List.of(), 0, null, null, null);
  }
}

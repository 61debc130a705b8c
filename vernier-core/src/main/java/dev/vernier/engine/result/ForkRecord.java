package dev.vernier.engine.result;

import java.util.List;

/**
 * One fork of one benchmark, with every sample it measured.
 *
 * @param emptyFloorNanos the empty-method floor measured in this fork (ns per call), or null
 */
public record ForkRecord(long pid, List<Double> samples, long opsPerSample,
    Number allocatedBytesPerOp, long gcCount, long gcTimeMillis, long peakRssBytes,
    Integer jitCompilationsDuringMeasurement, Double calibratedGHz, long warmupNanos,
    int warmupSamples, String error, Double emptyFloorNanos) {

  public ForkRecord(long pid, List<Double> samples, long opsPerSample,
      Number allocatedBytesPerOp, long gcCount, long gcTimeMillis, long peakRssBytes,
      Integer jitCompilationsDuringMeasurement, Double calibratedGHz, long warmupNanos,
      int warmupSamples, String error) {
    this(pid, samples, opsPerSample, allocatedBytesPerOp, gcCount, gcTimeMillis, peakRssBytes,
        jitCompilationsDuringMeasurement, calibratedGHz, warmupNanos, warmupSamples, error, null);
  }
}

package dev.vernier.engine.result;

import java.util.List;
import java.util.Map;

/**
 * One fork of one benchmark, with every sample it measured.
 *
 * @param allocatedBytesPerOp bytes per op during measurement, the harness's own bytes taken out
 * @param gcTimeMillis collectors' pause time during measurement
 * @param harnessBytesPerBatch the empty benchmark's bytes per batch, subtracted from each batch
 * @param warmupAllocatedBytesPerOp bytes per op over warm-up's last batches, corrected alike
 * @param batchBytesPerOpMin the fewest bytes per op of one measured batch, corrected alike
 * @param batchBytesPerOpMax the most; equal to the minimum when every batch allocated the same
 * @param gcCollections collections per collector during measurement
 */
public record ForkRecord(long pid, List<Double> samples, long opsPerSample,
    Number allocatedBytesPerOp, long gcCount, long gcTimeMillis, long peakRssBytes,
    Integer jitCompilationsDuringMeasurement, Double calibratedGHz, long warmupNanos,
    int warmupSamples, String error, Long harnessBytesPerBatch, Number warmupAllocatedBytesPerOp,
    Number batchBytesPerOpMin, Number batchBytesPerOpMax, Map<String, Long> gcCollections) {

  /** Without the allocation details and per-collector counts. */
  public ForkRecord(long pid, List<Double> samples, long opsPerSample,
      Number allocatedBytesPerOp, long gcCount, long gcTimeMillis, long peakRssBytes,
      Integer jitCompilationsDuringMeasurement, Double calibratedGHz, long warmupNanos,
      int warmupSamples, String error) {
    this(pid, samples, opsPerSample, allocatedBytesPerOp, gcCount, gcTimeMillis, peakRssBytes,
        jitCompilationsDuringMeasurement, calibratedGHz, warmupNanos, warmupSamples, error, null,
        null, null, null, null);
  }
}

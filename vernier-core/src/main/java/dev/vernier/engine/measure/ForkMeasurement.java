package dev.vernier.engine.measure;

/**
 * What one fork measured besides its samples (which were streamed as they came).
 *
 * @param opsPerSample calls in each measured batch (1 for sample and single-shot modes)
 * @param measuredOps calls made while measuring, over which the counters below were taken
 * @param allocatedBytes bytes this thread allocated during the measured batches only
 * @param gcCount collections (all collectors) during measurement
 * @param gcTimeMillis collectors' pause time during measurement (see {@link GcCounts#pauseMillis})
 * @param warmupNanos how long warm-up took
 * @param warmupSamples batches run while warming up
 * @param allocation the harness's bytes and how steady the batches' bytes were
 * @param gc collections and their time per collector during measurement
 */
public record ForkMeasurement(long opsPerSample, long measuredOps, long allocatedBytes,
    long gcCount, long gcTimeMillis, long warmupNanos, int warmupSamples,
    AllocationFigures allocation, GcCounts gc) {

  /** Without allocation details (no harness correction) nor per-collector counts. */
  public ForkMeasurement(long opsPerSample, long measuredOps, long allocatedBytes, long gcCount,
      long gcTimeMillis, long warmupNanos, int warmupSamples) {
    this(opsPerSample, measuredOps, allocatedBytes, gcCount, gcTimeMillis, warmupNanos,
        warmupSamples, AllocationFigures.UNCALIBRATED, GcCounts.NONE);
  }
}

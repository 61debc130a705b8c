package dev.vernier.engine.measure;

/**
 * What one fork measured besides its samples (which were streamed as they came).
 *
 * @param opsPerSample calls in each measured batch (1 for sample and single-shot modes)
 * @param measuredOps calls made while measuring, over which the counters below were taken
 * @param allocatedBytes bytes this thread allocated during the measured batches only
 * @param gcCount collections (all collectors) during measurement
 * @param gcTimeMillis collectors' accumulated time during measurement
 * @param warmupNanos how long warm-up took
 * @param warmupSamples batches run while warming up
 * @param calibratedGHzBefore the core clock measured before the benchmark ({@link
 *     FrequencyCalibrator}); null when not taken
 * @param calibratedGHzAfter the core clock measured after the benchmark
 */
public record ForkMeasurement(long opsPerSample, long measuredOps, long allocatedBytes,
    long gcCount, long gcTimeMillis, long warmupNanos, int warmupSamples,
    Double calibratedGHzBefore, Double calibratedGHzAfter) {

  /** What the measurer knows; the fork adds the calibration around it. */
  public ForkMeasurement(long opsPerSample, long measuredOps, long allocatedBytes, long gcCount,
      long gcTimeMillis, long warmupNanos, int warmupSamples) {
    this(opsPerSample, measuredOps, allocatedBytes, gcCount, gcTimeMillis, warmupNanos,
        warmupSamples, null, null);
  }

  public ForkMeasurement withCalibration(Double before, Double after) {
    return new ForkMeasurement(opsPerSample, measuredOps, allocatedBytes, gcCount, gcTimeMillis,
        warmupNanos, warmupSamples, before, after);
  }
}

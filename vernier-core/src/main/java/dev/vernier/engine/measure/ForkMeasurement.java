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
 */
public record ForkMeasurement(long opsPerSample, long measuredOps, long allocatedBytes,
    long gcCount, long gcTimeMillis, long warmupNanos, int warmupSamples) {}

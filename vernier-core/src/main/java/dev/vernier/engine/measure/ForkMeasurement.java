package dev.vernier.engine.measure;

import java.util.List;

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
 * @param compiledDuringMeasurement benchmark methods the JIT compiled while measuring, e.g.
 *     {@code "pkg.Cls::method tier=4 at 1234ms"}
 * @param emptyFloorNanos time per call of {@link EmptyBenchmark} through the same generated loop,
 *     measured in this fork after the benchmark; null when not measured (sample and ss modes)
 */
public record ForkMeasurement(long opsPerSample, long measuredOps, long allocatedBytes,
    long gcCount, long gcTimeMillis, long warmupNanos, int warmupSamples,
    List<String> compiledDuringMeasurement, Double emptyFloorNanos) {

  public ForkMeasurement {
    compiledDuringMeasurement =
        compiledDuringMeasurement == null ? List.of() : List.copyOf(compiledDuringMeasurement);
  }

  /** Counters only: no JIT observation, no floor. */
  public ForkMeasurement(long opsPerSample, long measuredOps, long allocatedBytes, long gcCount,
      long gcTimeMillis, long warmupNanos, int warmupSamples) {
    this(opsPerSample, measuredOps, allocatedBytes, gcCount, gcTimeMillis, warmupNanos,
        warmupSamples, List.of(), null);
  }

  public ForkMeasurement(long opsPerSample, long measuredOps, long allocatedBytes, long gcCount,
      long gcTimeMillis, long warmupNanos, int warmupSamples,
      List<String> compiledDuringMeasurement) {
    this(opsPerSample, measuredOps, allocatedBytes, gcCount, gcTimeMillis, warmupNanos,
        warmupSamples, compiledDuringMeasurement, null);
  }

  public ForkMeasurement withEmptyFloor(Double nanos) {
    return new ForkMeasurement(opsPerSample, measuredOps, allocatedBytes, gcCount, gcTimeMillis,
        warmupNanos, warmupSamples, compiledDuringMeasurement, nanos);
  }
}

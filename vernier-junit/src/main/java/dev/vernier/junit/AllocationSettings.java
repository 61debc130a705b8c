package dev.vernier.junit;

import java.time.Duration;

/**
 * How long to warm up and how much to measure.
 *
 * @param minWarmup warm up at least this long, so the JIT sees the code hot
 * @param maxWarmup stop warming up here even if the code is not steady yet (said in the result)
 * @param quietFor steady means: this long with no JIT compilation anywhere in the JVM and the
 *     same bytes in every batch
 * @param batches measured batches; the figure is theirs, the harness's own bytes taken out
 */
public record AllocationSettings(Duration minWarmup, Duration maxWarmup, Duration quietFor,
    int batches) {
  public static final AllocationSettings DEFAULT = new AllocationSettings(Duration.ofMillis(200),
      Duration.ofSeconds(20), Duration.ofMillis(100), 10);

  public AllocationSettings {
    if (batches < 1 || minWarmup.isNegative() || maxWarmup.compareTo(minWarmup) < 0) {
      throw new IllegalArgumentException("need batches >= 1 and 0 <= minWarmup <= maxWarmup");
    }
  }
}

package dev.vernier.samples.traps;

import dev.vernier.Benchmark;
import dev.vernier.Level;
import dev.vernier.Setup;

/**
 * Samples that form two modes within every fork: the input switches between a small and a large
 * one from batch to batch (an iteration-level set-up that alternates, as a cache that is warm for
 * one batch and cold for the next would). The median sits between the modes and describes
 * neither; Vernier says MULTIMODAL. Measure each input as its own benchmark instead (a
 * {@code @Param}).
 */
public class BimodalBench {
  long[] small = new long[1_000];
  long[] large = new long[1_600];
  long[] input = small;
  int batch;

  @Setup(Level.ITERATION)
  void alternate() {
    input = (batch++ & 1) == 0 ? small : large;
  }

  @Benchmark
  long sum() {
    long acc = 0;
    for (long v : input) {
      acc += v ^ (acc >>> 3);
    }
    return acc;
  }
}

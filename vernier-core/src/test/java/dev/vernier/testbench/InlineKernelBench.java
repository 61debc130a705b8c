package dev.vernier.testbench;

import dev.vernier.Benchmark;

/**
 * The lab's popCount (KernelBench): a kernel past C2's trivial size whose inlining into the
 * generated loop raced with its own first compilation.
 */
public class InlineKernelBench {
  private final long[] data = new long[256];

  public InlineKernelBench() {
    for (int i = 0; i < data.length; i++) {
      data[i] = 0x9E3779B97F4A7C15L * (i + 1);
    }
  }

  @Benchmark
  int popCount() {
    int sum = 0;
    for (long v : data) {
      sum += Long.bitCount(v);
    }
    return sum;
  }
}

package dev.vernier.testbench;

import dev.vernier.Benchmark;

/** Throws with a message longer than the 64 KiB a DataOutput UTF string may hold. */
public class LongMessageBench {
  int x;

  @Benchmark
  int run() {
    throw new IllegalStateException("huge " + "x".repeat(100_000));
  }
}

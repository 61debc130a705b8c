package dev.vernier.testbench;

import dev.vernier.Benchmark;
import dev.vernier.Setup;

public class SetupThrows {
  int x;

  @Setup
  void prepare() {
    throw new IllegalStateException("setup exploded on purpose");
  }

  @Benchmark
  int run() {
    return x;
  }
}

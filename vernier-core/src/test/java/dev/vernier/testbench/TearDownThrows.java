package dev.vernier.testbench;

import dev.vernier.Benchmark;
import dev.vernier.TearDown;

public class TearDownThrows {
  int x = 1;

  @Benchmark
  int run() {
    return x;
  }

  @TearDown
  void close() {
    throw new IllegalArgumentException("teardown exploded on purpose");
  }
}

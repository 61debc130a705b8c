package dev.vernier.testbench;

import dev.vernier.Benchmark;

public class BodyThrows {
  int calls;

  @Benchmark
  int run() {
    if (++calls > 50) {
      throw new UnsupportedOperationException("body exploded after 50 calls");
    }
    return calls;
  }
}

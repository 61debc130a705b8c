package dev.vernier.testbench;

import dev.vernier.Benchmark;

public class ExitsBench {
  int calls;

  @Benchmark
  int run() {
    if (++calls > 10) {
      System.exit(3);
    }
    return calls;
  }
}

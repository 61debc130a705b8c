package dev.vernier.testbench;

import dev.vernier.Benchmark;

/** Real work against no work: the harness must see the difference. */
public class CostBench {
  double x = 12.345;

  @Benchmark
  double log() {
    return Math.log(x);
  }

  @Benchmark
  void empty() {}
}

package dev.vernier.testbench;

import dev.vernier.Benchmark;

/** A cheap, well-behaved benchmark that runs beside failing ones. */
public class QuickBench {
  long x = 12345;

  @Benchmark
  long mix() {
    return x * 31 + (x >>> 3);
  }
}

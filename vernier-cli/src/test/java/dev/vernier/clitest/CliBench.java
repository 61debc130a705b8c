package dev.vernier.clitest;

import dev.vernier.Benchmark;

/** One good and one failing benchmark for the command line's exit codes. */
public class CliBench {
  long x = 99;

  @Benchmark
  long good() {
    return x * 3 + 1;
  }

  @Benchmark
  long bad() {
    throw new IllegalStateException("cli bench fails on purpose");
  }
}

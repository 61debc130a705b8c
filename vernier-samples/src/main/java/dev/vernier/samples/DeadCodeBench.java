package dev.vernier.samples;

import dev.vernier.Benchmark;
import dev.vernier.Blackhole;

/**
 * The dead-code pair from the Go article (seed 003): the same work, once with its result thrown
 * away (the JIT may delete it and the figure is the empty loop's) and once sunk (the real cost).
 */
public class DeadCodeBench {
  double x = 42.0;

  @Benchmark
  void discarded() {
    Math.log(x); // result unused: dead code the JIT is free to remove
  }

  @Benchmark(baseline = true)
  double returned() {
    return Math.log(x); // returned values are sunk by Vernier
  }

  @Benchmark
  void consumed(Blackhole bh) {
    bh.consume(Math.log(x));
  }
}

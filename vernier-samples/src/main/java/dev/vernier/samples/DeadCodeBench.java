package dev.vernier.samples;

import dev.vernier.Benchmark;
import dev.vernier.Blackhole;

/**
 * The dead-code pair from the Go article (seed 003): the same work, once with its result thrown
 * away and once sunk. C2 sees that {@code discarded} computes nothing anyone reads and deletes
 * it, so its figure is the empty loop's (a fraction of a nanosecond); {@code returned} and
 * {@code consumed} measure the real 20 dependent multiply-adds.
 */
public class DeadCodeBench {
  double x = 1.5;

  @Benchmark
  void discarded() {
    horner(x); // result unused: dead code the JIT is free to remove
  }

  @Benchmark(baseline = true)
  double returned() {
    return horner(x); // returned values are sunk by Vernier
  }

  @Benchmark
  void consumed(Blackhole bh) {
    bh.consume(horner(x));
  }

  /** 20 multiply-adds, each waiting for the previous one. */
  static double horner(double v) {
    double r = v;
    for (int i = 0; i < 20; i++) {
      r = r * v + 0.25;
    }
    return r;
  }
}

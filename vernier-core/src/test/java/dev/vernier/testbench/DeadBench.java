package dev.vernier.testbench;

import dev.vernier.Benchmark;

/** The dead-code pair: the same work discarded (the JIT deletes it) and returned (it is sunk). */
public class DeadBench {
  double x = 1.5;

  @Benchmark
  void discarded() {
    horner(x);
  }

  @Benchmark
  double returned() {
    return horner(x);
  }

  static double horner(double v) {
    double r = v;
    for (int i = 0; i < 20; i++) {
      r = r * v + 0.25;
    }
    return r;
  }
}

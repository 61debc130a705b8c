package dev.vernier.samples.traps;

import dev.vernier.Benchmark;

/**
 * Constant inputs (seed 002's closed-form loop, seed 003's constant argument): when a benchmark
 * reads nothing but literals and static finals, the JIT knows its inputs while compiling and may
 * compute the answer once, or at compile time. Vernier flags both with CONSTANT_INPUT before
 * running them. The same work on a field is {@code DeadCodeBench.returned}, which is not flagged.
 */
public class FoldingBench {
  static final long N = 100_000;

  /** DeadCodeBench's 20 multiply-adds on a literal: C2 unrolls them and folds the result. */
  @Benchmark
  double constantInput() {
    return horner(1.5);
  }

  /** Seed 002's sum of squares over a constant bound, which LLVM replaces by n(n-1)(2n-1)/6. */
  @Benchmark
  long closedForm() {
    long acc = 0;
    for (long i = 0; i < N; i++) {
      acc += i * i;
    }
    return acc;
  }

  static double horner(double v) {
    double r = v;
    for (int i = 0; i < 20; i++) {
      r = r * v + 0.25;
    }
    return r;
  }
}

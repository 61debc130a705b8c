package dev.vernier.testbench;

import dev.vernier.Benchmark;
import dev.vernier.OperationsPerInvocation;

/** The same 100-step loop, once as one op per call and once declared as 100 ops per call. */
public class OpsBench {
  long seed = 42;

  @Benchmark
  long perCall() {
    return hundredSteps(seed);
  }

  @Benchmark
  @OperationsPerInvocation(100)
  long perStep() {
    return hundredSteps(seed);
  }

  private static long hundredSteps(long x) {
    for (int i = 0; i < 100; i++) {
      x = x * 6364136223846793005L + 1442695040888963407L;
      x ^= x >>> 29;
    }
    return x;
  }
}

package dev.vernier.testbench;

import dev.vernier.Benchmark;
import dev.vernier.Mode;
import dev.vernier.OperationsPerInvocation;

/** Discovery fixture: class-level @Mode and @OperationsPerInvocation, overridden on one method. */
@Mode(Mode.Kind.SS)
@OperationsPerInvocation(10)
public class ClassModeBench {
  int x = 3;

  @Benchmark
  int inherits() {
    return x;
  }

  @Benchmark
  @Mode(Mode.Kind.SAMPLE)
  @OperationsPerInvocation(7)
  int overrides() {
    return x * 2;
  }
}

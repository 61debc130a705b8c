package dev.vernier.testbench;

import dev.vernier.Benchmark;
import dev.vernier.Blackhole;
import dev.vernier.Mode;
import dev.vernier.OperationsPerInvocation;
import dev.vernier.Param;

/** Discovery fixture: every annotation the scanner reads. Never run. */
public class Shapes {
  @Param({"1", "2"})
  int n;

  @Param({"a", "b", "c"})
  String s;

  @Benchmark(baseline = true)
  long base() {
    return n;
  }

  @Benchmark
  void withBlackhole(Blackhole bh) {
    bh.consume(s);
  }

  @Benchmark
  @Mode(Mode.Kind.THRPT)
  int throughput() {
    return n + 1;
  }

  @Benchmark
  @OperationsPerInvocation(100)
  int hundred() {
    return n * 100;
  }

  /** Not a benchmark. */
  int helper() {
    return 0;
  }
}

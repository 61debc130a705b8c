package dev.vernier.jmhbench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/** A class written for both harnesses at once, as teams do while they compare them. */
@State(Scope.Benchmark)
public class JmhAndVernier {
  int n = 3;

  @Benchmark
  @dev.vernier.Benchmark
  public int both() {
    return n * 7;
  }

  @Benchmark
  public int jmhOnly() {
    return n * 11;
  }
}

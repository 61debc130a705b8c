package sample;

import dev.vernier.Benchmark;

/** Fails on purpose: reported, and the other benchmarks still run. */
public class BrokenBench {
  @Benchmark
  public long broken() {
    throw new IllegalStateException("planted failure");
  }
}

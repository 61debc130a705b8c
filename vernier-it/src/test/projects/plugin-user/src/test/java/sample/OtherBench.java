package sample;

import dev.vernier.Benchmark;

/** Not in vernier.include: never run. */
public class OtherBench {
  long x = 5;

  @Benchmark
  public long other() {
    return x * x;
  }
}

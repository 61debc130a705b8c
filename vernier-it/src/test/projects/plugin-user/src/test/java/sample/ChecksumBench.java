package sample;

import dev.vernier.Benchmark;
import dev.vernier.Param;

/** Main code measured from the test classes; each round is a dependent step, so 2n takes 2x. */
public class ChecksumBench {
  @Param({"1000"})
  int rounds;
  long seed = 42;

  @Benchmark
  public long mix() {
    return Checksum.mix(seed, rounds);
  }
}

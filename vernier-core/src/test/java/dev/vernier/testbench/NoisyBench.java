package dev.vernier.testbench;

import dev.vernier.Benchmark;
import dev.vernier.Setup;

/** Floods stdout and stderr; the channel to the harness must not care. */
public class NoisyBench {
  long x = 7;

  @Setup
  void shout() {
    for (int i = 0; i < 20_000; i++) {
      System.out.println("out line " + i + " Exception-looking text 1.0 2.0 3.0");
      System.err.println("err line " + i + " RESULT 42");
    }
  }

  @Benchmark
  long run() {
    if ((x++ & 1023) == 0) {
      System.out.println("still here " + x);
      System.err.println("still here on err " + x);
    }
    return x;
  }
}

package dev.vernier.testbench;

import dev.vernier.Benchmark;

/** Objects whose size 64-bit HotSpot with compressed oops and class pointers fixes exactly. */
public class AllocBench {
  long next = 1_000_000;

  @Benchmark
  byte[] bytes1000() {
    return new byte[1000]; // 16-byte array header + 1000, aligned to 8: 1016
  }

  @Benchmark
  Object object() {
    return new Object(); // 12-byte header, aligned to 8: 16
  }

  @Benchmark
  Long boxed() {
    return next++; // outside Long's cache: a fresh Long, 12 + 8 aligned: 24
  }

  @Benchmark
  long primitive() {
    return next++; // sunk as a long: the sink must not box it
  }
}

package dev.vernier.engine.validate;

import dev.vernier.Benchmark;

/**
 * Known answers in bytes: on 64-bit HotSpot with compressed class pointers an object header is
 * 12 bytes and an array's 16, and objects are padded to 8. So {@code new byte[1000]} is 1016 B,
 * {@code new Object()} 16 B and a {@code Long} outside the -128..127 cache 24 B. The harness
 * sinks each result, so escape analysis cannot remove the allocation.
 */
public class KnownAllocations {
  long value = 1_000_000L;

  @Benchmark
  public byte[] bytes1000() {
    return new byte[1000];
  }

  @Benchmark
  public Object object() {
    return new Object();
  }

  @Benchmark
  public Long boxedLong() {
    return Long.valueOf(value);
  }
}

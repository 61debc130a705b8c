package dev.vernier.crosscheck;

import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * Objects whose size 64-bit HotSpot with compressed oops and compressed class pointers fixes
 * (12-byte header, 8-byte alignment). The same methods carry both tools' annotations, so JMH and
 * Vernier measure literally the same code.
 */
@State(Scope.Thread)
public class Truths {
  public long next = 1_000_000;

  @dev.vernier.Benchmark
  @org.openjdk.jmh.annotations.Benchmark
  public byte[] bytes1000() {
    return new byte[1000]; // 16-byte array header + 1000: 1016
  }

  @dev.vernier.Benchmark
  @org.openjdk.jmh.annotations.Benchmark
  public Object object() {
    return new Object(); // header only, aligned: 16
  }

  @dev.vernier.Benchmark
  @org.openjdk.jmh.annotations.Benchmark
  public Long boxed() {
    return next++; // above Long's cache of -128..127: a fresh Long, 24
  }
}

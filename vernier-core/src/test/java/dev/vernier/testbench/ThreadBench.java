package dev.vernier.testbench;

import dev.vernier.Benchmark;
import dev.vernier.Threads;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Code whose cost under two threads is known in direction: each thread has an instance of its
 * own (its fields are its state), the static fields are shared. Counters are cells of {@code
 * AtomicLongArray}s, so that where two threads' cells lie is fixed by index, not by the
 * allocator: cell 16 of an array of 32 is 128 bytes from either end, away from anything else.
 */
public class ThreadBench {
  /** One counter every thread increments: its cache line moves between the cores per call. */
  static final AtomicLongArray SHARED = new AtomicLongArray(32);
  /** Cells written by both threads, each thread its own cells. */
  static final AtomicLongArray CELLS = new AtomicLongArray(256);
  private static final AtomicInteger NEXT = new AtomicInteger();

  /** This thread's counter, far from any other thread's. */
  private final AtomicLongArray own = new AtomicLongArray(32);
  /** 0 or 1: the instances are made one per thread, in thread order. */
  private final int slot = NEXT.getAndIncrement() & 1;

  @Benchmark
  long contended() {
    return SHARED.incrementAndGet(16);
  }

  @Benchmark
  long uncontended() {
    return own.incrementAndGet(16);
  }

  /**
   * Each thread writes two cells of its own, interleaved with the other's over 32 bytes: wherever
   * a cache line boundary falls, some line holds both threads' cells. Cells from 64 on: the
   * first ones share a line with the array's header, whose length every access reads.
   */
  @Benchmark
  long falseSharing() {
    bump(64 + slot);
    return bump(66 + slot);
  }

  /** The same writes, each thread's two cells adjacent and 1 KiB from the other thread's. */
  @Benchmark
  long padded() {
    bump(64 + slot * 128);
    return bump(65 + slot * 128);
  }

  private static long bump(int cell) {
    long v = CELLS.get(cell) + 1;
    CELLS.set(cell, v); // a volatile store waits until this core owns the line (x86: xchg)
    return v;
  }

  /** 64 bytes of payload: 80 bytes a call with the array's header, on any thread. */
  @Benchmark
  byte[] allocating() {
    return new byte[64];
  }

  /** Two threads by annotation. */
  @Benchmark
  @Threads(2)
  byte[] allocatingOnTwo() {
    return new byte[64];
  }
}

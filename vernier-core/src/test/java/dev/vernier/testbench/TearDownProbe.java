package dev.vernier.testbench;

import dev.vernier.Benchmark;
import dev.vernier.Level;
import dev.vernier.TearDown;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * For the threads' second barrier: instance 0's calls are quick, instance 1's take 50 us; every
 * iteration tear-down counts whether some thread was still inside a call when it ran (a JMH
 * benchmark draining a queue there would then be a second consumer).
 */
public class TearDownProbe {
  public static final AtomicInteger IN_CALL = new AtomicInteger();
  public static final AtomicInteger OVERLAPS = new AtomicInteger();
  public static final AtomicInteger TEAR_DOWNS = new AtomicInteger();
  private static final AtomicInteger NEXT = new AtomicInteger();
  private final int slot = NEXT.getAndIncrement();

  public static void reset() {
    NEXT.set(0);
    IN_CALL.set(0);
    OVERLAPS.set(0);
    TEAR_DOWNS.set(0);
  }

  @Benchmark
  void call() {
    IN_CALL.incrementAndGet();
    long end = System.nanoTime() + (slot == 1 ? 50_000 : 500);
    while (System.nanoTime() < end) {
      Thread.onSpinWait();
    }
    IN_CALL.decrementAndGet();
  }

  @TearDown(Level.ITERATION)
  void check() {
    TEAR_DOWNS.incrementAndGet();
    if (IN_CALL.get() != 0) {
      OVERLAPS.incrementAndGet();
    }
  }
}

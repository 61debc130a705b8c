package dev.vernier.testbench;

import dev.vernier.Benchmark;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * For tests of the threads' synchronized batch in one JVM: instance 0 is fast, instance 1 slow
 * (a millisecond's spinning per call); each counts its calls, and every call allocates 80 bytes.
 */
public class GangProbe {
  public static final AtomicLongArray CALLS = new AtomicLongArray(2);
  private static final AtomicInteger NEXT = new AtomicInteger();
  private final int slot = NEXT.getAndIncrement();

  /** Before making the instances: the next one is instance 0 again, with no calls counted. */
  public static void reset() {
    NEXT.set(0);
    CALLS.set(0, 0);
    CALLS.set(1, 0);
  }

  @Benchmark
  byte[] call() {
    CALLS.incrementAndGet(slot);
    if (slot == 1) { // a millisecond's work that allocates nothing (Thread.sleep may)
      long end = System.nanoTime() + 1_000_000;
      while (System.nanoTime() < end) {
        Thread.onSpinWait();
      }
    }
    return new byte[64];
  }

  @Benchmark
  void failOnSecond() {
    if (slot == 1) {
      throw new IllegalStateException("second thread fails");
    }
  }
}

package dev.vernier.engine.measure;

import java.lang.management.ManagementFactory;

/** The JVM's exact per-thread allocation counter, read around measured batches. */
final class Counters {
  private static final com.sun.management.ThreadMXBean THREADS = threads();

  private Counters() {}

  private static com.sun.management.ThreadMXBean threads() {
    if (ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean t
        && t.isThreadAllocatedMemorySupported()) {
      t.setThreadAllocatedMemoryEnabled(true);
      return t;
    }
    return null;
  }

  /** Bytes allocated so far by the calling thread, or -1 where the JVM cannot tell. */
  static long allocatedBytes() {
    return THREADS == null ? -1 : THREADS.getCurrentThreadAllocatedBytes();
  }
}

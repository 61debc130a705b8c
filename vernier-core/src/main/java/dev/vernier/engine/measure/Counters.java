package dev.vernier.engine.measure;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.List;

/** The JVM's own exact counters, read around measured batches. */
final class Counters {
  private static final com.sun.management.ThreadMXBean THREADS = threads();
  private static final List<GarbageCollectorMXBean> GCS =
      ManagementFactory.getGarbageCollectorMXBeans();

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

  static long gcCount() {
    long n = 0;
    for (GarbageCollectorMXBean gc : GCS) {
      n += Math.max(0, gc.getCollectionCount());
    }
    return n;
  }

  static long gcTimeMillis() {
    long t = 0;
    for (GarbageCollectorMXBean gc : GCS) {
      t += Math.max(0, gc.getCollectionTime());
    }
    return t;
  }
}

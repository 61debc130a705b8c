package dev.vernier.engine.measure;

import java.lang.reflect.Field;
import java.nio.ByteBuffer;

/**
 * What a first touch of a 4 KiB page costs on this machine: the time to fill fresh native
 * memory (the page faults and the kernel's zeroing), per page. A fraction of a microsecond on
 * bare metal; 11 us on a virtual machine whose host backs guest memory only when it is first
 * written (this project's VMs). A JVM whose heap is still growing pays it for every new page.
 */
public final class PageTouch {
  /** Pages one try touches: 8 MiB, enough to average over, quick everywhere. */
  static final int PAGES = 2048;
  private static final int TRIES = 3;

  private PageTouch() {}

  /** Nanoseconds per page, the lowest of three tries (the first also loads the classes). */
  public static synchronized double nanosPerPage() {
    long best = Long.MAX_VALUE;
    ByteBuffer[] tried = new ByteBuffer[TRIES]; // all held until the end: a buffer freed
    for (int i = 0; i < TRIES; i++) { // before the next try would hand it pages already touched
      long start = System.nanoTime();
      tried[i] = ByteBuffer.allocateDirect(PAGES * (int) ResidentMemory.PAGE_BYTES); // zeroed
      long t = System.nanoTime() - start;
      best = t < best ? t : best;
    }
    for (ByteBuffer b : tried) {
      free(b);
    }
    return best / (double) PAGES;
  }

  /**
   * Gives the buffer's memory back now, so that the fork's peak resident set (reported) does not
   * carry the probe: {@code sun.misc.Unsafe.invokeCleaner}, open to class-path code. Where it is
   * not available, the buffer is left to the collector.
   */
  static void free(ByteBuffer direct) {
    try {
      Class<?> unsafeClass = Class.forName("sun.misc.Unsafe");
      Field f = unsafeClass.getDeclaredField("theUnsafe");
      f.setAccessible(true);
      unsafeClass.getMethod("invokeCleaner", ByteBuffer.class).invoke(f.get(null), direct);
    } catch (ReflectiveOperationException | RuntimeException e) {
      // left to the collector
    }
  }
}

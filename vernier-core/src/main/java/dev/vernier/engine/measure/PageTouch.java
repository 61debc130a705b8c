package dev.vernier.engine.measure;

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
  /** Kept until the process ends, so that each try gets pages no earlier try freed. */
  private static final ByteBuffer[] KEPT = new ByteBuffer[TRIES];

  private PageTouch() {}

  /** Nanoseconds per page, the lowest of three tries (the first also loads the classes). */
  public static synchronized double nanosPerPage() {
    long best = Long.MAX_VALUE;
    for (int i = 0; i < TRIES; i++) {
      long start = System.nanoTime();
      KEPT[i] = ByteBuffer.allocateDirect(PAGES * (int) ResidentMemory.PAGE_BYTES); // zeroed
      long t = System.nanoTime() - start;
      best = t < best ? t : best;
    }
    return best / (double) PAGES;
  }
}

package dev.vernier.engine.measure;

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
    FreshMemory[] tried = new FreshMemory[TRIES]; // all held until the end: memory freed
    for (int i = 0; i < TRIES; i++) { // before the next try would hand it pages already touched
      long start = System.nanoTime();
      tried[i] = FreshMemory.allocate(PAGES * (int) ResidentMemory.PAGE_BYTES); // zeroed
      long t = System.nanoTime() - start;
      best = t < best ? t : best;
    }
    for (FreshMemory m : tried) {
      m.close(); // given back now: the fork's peak resident set does not carry the probe
    }
    return best / (double) PAGES;
  }
}

package dev.vernier.engine.measure;

/**
 * Whether the process reached memory it had not touched before, at a cost the figure would feel,
 * polled between warm-up samples. A benchmark that allocates runs slower until the young
 * generation has been filled once and collected: every new heap page costs a page fault. On
 * bare metal that is a fraction of a microsecond a page and hardly shows; on a virtual machine
 * whose host backs guest memory lazily a first touch was measured at 11 us per 4 KiB page, and a
 * 25 KB-per-call benchmark read 68 us a call instead of 6.7 until its first collection. The
 * figure is then flat but wrong, which no test on the figure alone can see. So growth counts
 * when touching it took a noticeable share of the time it grew in, at this machine's measured
 * price of a page ({@link PageTouch}).
 */
final class MemoryWatch {
  /** At most one read this often: a read is a few microseconds of system calls. */
  static final long POLL_NANOS = 10_000_000L;
  /** Growth is judged once it reaches this much past the last level. */
  static final long GROWTH_BYTES = 1L << 20;
  /** Growth counts when its page faults cost at least this share of the time it took. */
  static final double COST_SHARE = 0.01;

  private final ResidentMemory memory;
  private final double pageNanos;
  private long level = -1;
  private long levelNanos;
  private long lastPollNanos = -POLL_NANOS;

  /** @param pageNanos what touching a new 4 KiB page costs here */
  MemoryWatch(ResidentMemory memory, double pageNanos) {
    this.memory = memory;
    this.pageNanos = pageNanos;
  }

  /** True when, at {@code nowNanos}, the resident set has grown past the last level at a cost. */
  boolean grew(long nowNanos) {
    if (nowNanos - lastPollNanos < POLL_NANOS) {
      return false;
    }
    lastPollNanos = nowNanos;
    return grewTo(memory.bytes(), nowNanos);
  }

  /**
   * The ratchet: growth of {@link #GROWTH_BYTES} or more raises the level, and counts when its
   * pages cost {@link #COST_SHARE} of the time since the last level; shrinking lowers the level.
   */
  boolean grewTo(long bytes, long nowNanos) {
    if (bytes < 0) {
      return false; // unknown: never claims growth
    }
    if (level < 0 || bytes < level) {
      level = bytes;
      levelNanos = nowNanos;
      return false;
    }
    long grown = bytes - level;
    if (grown < GROWTH_BYTES) {
      return false;
    }
    double cost = grown / (double) ResidentMemory.PAGE_BYTES * pageNanos;
    boolean costly = cost >= COST_SHARE * (nowNanos - levelNanos);
    level = bytes;
    levelNanos = nowNanos;
    return costly;
  }

  /** The resident bytes at the last growth (or the first read); -1 when unknown. */
  long residentBytes() {
    return level;
  }
}

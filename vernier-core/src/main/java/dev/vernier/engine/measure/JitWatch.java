package dev.vernier.engine.measure;

/**
 * The JIT's activity as the benchmark sees it: every compilation counts (the JDK's and the
 * libraries' methods the benchmark calls as much as its own), except a lone compilation of the
 * harness's own classes. The harness keeps its side of the fork quiet instead of filtering: no
 * channel traffic during warm-up or measurement, buffers allocated up front, and the few JDK
 * methods it does call between samples (the counters read here, the allocation counter)
 * compiled before the benchmark starts ({@link #prewarm}).
 *
 * <p>Only the last compiled method is visible at a poll. When several compilations finished
 * since the last poll they all count, whatever the last one was: a harness method among them
 * cannot vouch for the others.
 */
final class JitWatch {
  /** Polls made before the benchmark starts: past HotSpot's C2 thresholds (10,000 calls). */
  static final int PREWARM_POLLS = 20_000;
  /** After prewarming, the JIT must have finished nothing for this long... */
  static final long SETTLE_NANOS = 100_000_000L;
  /** ...or this much time passed. */
  static final long MAX_SETTLE_NANOS = 1_000_000_000L;
  /** Between warm-up and measurement: a short quiet, at most a short wait. */
  static final long PHASE_QUIET_NANOS = 20_000_000L;
  static final long PHASE_MAX_SETTLE_NANOS = 200_000_000L;

  private final JitMonitor jit;
  private long seen;
  private long events;
  private String last;
  private long harnessEvents;
  private String lastHarness;

  JitWatch(JitMonitor jit) {
    this.jit = jit;
    this.seen = jit.activity();
  }

  /**
   * Calls what a poll calls often enough for the JIT to compile it now, with C2, rather than
   * while the benchmark is measured; then waits for the JIT to finish what the harness's
   * preparation queued, and starts counting from here.
   *
   * <p>An interleaved pair's forks wait too, though their warm-ups run one after the other and
   * the wait is on every pair's path: without it, 4 of 90 of the lab's library side rows warned
   * JIT_DURING_MEASUREMENT, against 1 of 90 with it (and that one the JIT monitor's own JDK
   * read), and the wait's cost did not show there (tools/lab/results/pairs-settle-2026-12-07.txt).
   */
  void prewarm() {
    long sink = 0;
    for (int i = 0; i < PREWARM_POLLS; i++) {
      sink += jit.activity();
      sink += Counters.allocatedBytes();
      sink += System.nanoTime();
      String m = jit.lastCompiledRaw();
      sink += m == null ? 0 : m.length();
      sink += JitMonitor.harnessCode(m == null ? "" : m) ? 1 : 0;
    }
    Prewarmed.sink = sink;
    settle(SETTLE_NANOS, MAX_SETTLE_NANOS);
  }

  /**
   * Compilations finish in the background, some milliseconds after what triggered them: waits
   * until the JIT has finished nothing for {@code quietNanos} (or {@code maxNanos} passed), then
   * counts from there. Called after the harness's own work between phases (the phase message,
   * the GC counters), whose JDK code the JIT may have just queued.
   */
  void settle(long quietNanos, long maxNanos) {
    long start = System.nanoTime();
    long last = jit.activity();
    long quietSince = start;
    while (System.nanoTime() - quietSince < quietNanos
        && System.nanoTime() - start < maxNanos) {
      Thread.onSpinWait();
      long now = jit.activity();
      if (now != last) {
        last = now;
        quietSince = System.nanoTime();
      }
    }
    seen = jit.activity();
  }

  /** True when the JIT finished work since the last poll that the benchmark may depend on. */
  boolean changed() {
    long now = jit.activity();
    if (now == seen) {
      return false;
    }
    long delta = now - seen;
    seen = now;
    String m = jit.lastCompiledRaw();
    if (delta == 1 && m != null && JitMonitor.harnessCode(m)) {
      harnessEvents++;
      lastHarness = m;
      return false;
    }
    events++;
    last = m;
    return true;
  }

  /** Changes seen so far that counted. */
  long events() {
    return events;
  }

  /** Lone compilations of the harness's own code seen so far (not counted as changes). */
  long harnessEvents() {
    return harnessEvents;
  }

  /** The harness method compiled last, as HotSpot names it, or null. */
  String lastHarnessMethod() {
    return lastHarness;
  }

  /** The method the JIT compiled last at a counted change, as HotSpot names it, or null. */
  String lastMethod() {
    return last;
  }

  boolean precise() {
    return jit.precise();
  }

  /** Holds what prewarming computed, so the JIT cannot drop the calls as unused. */
  private static final class Prewarmed {
    static volatile long sink;
  }
}

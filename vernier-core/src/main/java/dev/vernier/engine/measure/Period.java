package dev.vernier.engine.measure;

import java.util.ArrayList;
import java.util.List;

/**
 * One measurement period: its start, the GC counters, and the compilations the JIT finished
 * during it, with the sample each one followed. Every way of taking samples ends its measurement
 * here ({@link #finish}), so the fork's figures are made in one place.
 */
final class Period {
  /** The names of at most this many compilations during measurement are kept. */
  static final int MAX_NAMED_COMPILES = 20;

  private final Trial t;
  final GcCounts gc0 = GcCounts.now();
  /** After the harness's own work at the boundary has compiled what it triggered. */
  final long start;
  int events;
  int lastEventSample = -1;
  int trimmed;
  long elapsed;
  long periodOps;
  long calls = -1;
  long callBytes;
  final String[] names = new String[MAX_NAMED_COMPILES];
  final long[] eventNanos = new long[MAX_NAMED_COMPILES];
  /** The harness's own compilations in this period: there should be none. */
  final String[] harnessNames = new String[MAX_NAMED_COMPILES];
  final long[] harnessNanos = new long[MAX_NAMED_COMPILES];
  int harnessNamed;
  GcCounts gc = GcCounts.NONE;

  Period(Trial t) {
    this(t, true);
  }

  /** @param settle wait for the JIT to finish what the boundary's work queued (not rehearsing) */
  Period(Trial t, boolean settle) {
    this.t = t;
    start = settle ? t.settledClock() : t.clock.getAsLong();
  }

  /** Polls the JIT after sample {@code index}; names what it compiled. */
  void afterSample(int index, long elapsedNanos) {
    long harness = t.jit.harnessEvents();
    boolean changed = t.jit.changed();
    record(changed, t.jit.harnessEvents() != harness, index, elapsedNanos);
  }

  /**
   * Notes a poll's outcome. Branch-light and rehearsed with every outcome: a branch first taken
   * during measurement (the first compilation there) would deoptimize this method, and its
   * recompilation would be one of the harness's during measurement. Past the last slot, the
   * last one keeps the newest name.
   */
  void record(boolean changed, boolean harnessChanged, int index, long elapsedNanos) {
    if (harnessChanged) {
      int slot = Math.min(harnessNamed, MAX_NAMED_COMPILES - 1);
      harnessNames[slot] = t.jit.lastHarnessMethod();
      harnessNanos[slot] = elapsedNanos;
      harnessNamed = slot + 1;
    }
    if (changed) { // no string work here: it would compile JDK code
      int slot = Math.min(events, MAX_NAMED_COMPILES - 1);
      names[slot] = t.jit.lastMethod();
      eventNanos[slot] = elapsedNanos;
      events++;
      lastEventSample = index;
    }
  }

  void end(long elapsedNanos) {
    elapsed = elapsedNanos;
    periodOps = t.measured.totalOps();
    gc = GcCounts.now().since(gc0);
  }

  /** Sample mode's figures: calls and bytes over the whole period. */
  void callTotals(long totalCalls, long bytes) {
    calls = totalCalls;
    callBytes = bytes;
  }

  /**
   * Keeps only the samples after the last compilation when they are at least half of them
   * and the plan's minimum; true when it did (or nothing needed cutting).
   */
  boolean trimToTail() {
    Series measured = t.measured;
    int after = measured.size() - (lastEventSample + 1);
    if (after < t.plan.minSamples() || 2 * after < measured.size()) {
      return false;
    }
    trimmed = lastEventSample + 1;
    measured.dropFirst(trimmed);
    return true;
  }

  /**
   * @param singleCalls whether the measured unit was one call (sample, single-shot and
   *     invocation-level benchmarks), for the harness's own bytes per unit
   */
  ForkMeasurement finish(Warmup warm, long opsPerSample, int remeasured, String histogram,
      boolean singleCalls) throws Throwable {
    boolean counted = Counters.allocatedBytes() >= 0;
    long measuredOps = calls >= 0 ? calls : t.measured.totalOps();
    long allocated = calls >= 0 ? callBytes : t.measured.totalBytes();
    // After measurement, so the empty benchmark cannot disturb what was measured.
    long harness = HarnessBytes.perBatch(opsPerSample, singleCalls);
    List<String> compiled = new ArrayList<>();
    for (int i = 0; i < Math.min(events, MAX_NAMED_COMPILES); i++) {
      compiled.add((names[i] == null ? "(unnamed)" : JitMonitor.display(names[i])) + " at "
          + eventNanos[i] / 1_000_000 + " ms");
    }
    List<String> harnessCompiled = new ArrayList<>();
    for (int i = 0; i < harnessNamed; i++) {
      harnessCompiled.add(JitMonitor.display(harnessNames[i]) + " at "
          + harnessNanos[i] / 1_000_000 + " ms");
    }
    boolean clean = events == 0 || trimmed > 0;
    String reason = warm.reason() + measurementNote(remeasured);
    return new ForkMeasurement(opsPerSample, measuredOps, counted ? allocated : -1,
        gc.totalCollections(), gc.pauseMillis(), warm.nanos(), warm.samples(),
        warm.steady() && clean, reason, t.jit.precise() ? (clean ? 0 : events) : -1,
        clean ? List.of() : List.copyOf(compiled), histogram, elapsed, null, null, null,
        t.alloc.figures(harness), gc, trimmed, remeasured, clean ? List.copyOf(compiled)
            : List.of(), calls >= 0 ? calls : periodOps).withHarnessCompiled(harnessCompiled);
  }

  private String measurementNote(int remeasured) {
    StringBuilder s = new StringBuilder();
    if (remeasured > 0) {
      s.append("; measured again ").append(remeasured == 1 ? "once" : remeasured + " times")
          .append(" after the JIT compiled during measurement");
    }
    if (trimmed > 0) {
      s.append("; the JIT compiled ").append(events == 1 ? "once" : events + " times")
          .append(" early in measurement: the first ").append(trimmed)
          .append(" samples, before it, were left out");
    } else if (events > 0) {
      s.append("; the JIT compiled ").append(events == 1 ? "once" : events + " times")
          .append(" during measurement and no time was left to measure again");
    }
    return s.toString();
  }
}

package dev.vernier.engine.measure;

import dev.vernier.Level;
import dev.vernier.Mode;
import dev.vernier.engine.stats.Select;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.function.LongSupplier;
import org.HdrHistogram.Histogram;

/**
 * Runs one benchmark inside a fork: warm-up, then measurement, as the plan says. While it warms
 * up and measures, nothing but the benchmark and this class's own bookkeeping runs: samples are
 * kept in arrays allocated beforehand and handed to the listener once measurement is over, so
 * that every compilation the JIT finishes in that time is the benchmark's (see {@link JitWatch}).
 *
 * <p>Warm-up and measurement time the same unit of work: a batch of calls through the generated
 * loop in avgt and thrpt modes, a window of individually timed calls in sample mode, so that what
 * warm-up compiled is what measurement runs.
 */
public sealed class Measurer permits ThreadedMeasurer {
  private final BenchmarkInstance bench;
  private MeasurementPlan plan; // shortened at warm-up's start when start-up ran late
  private final SampleListener listener;
  private final Mode.Kind mode;
  private final int opsPerInvocation;
  private final LongSupplier clock;
  private final JitWatch jit = new JitWatch(JitMonitor.open());
  /** Set when warm-up begins: a single-shot fork has no warm-up to price pages for. */
  private ResidentMemory resident;
  private double pageNanos;
  private MemoryWatch memory;
  private final Series warmSeries = new Series(WARMUP_CAPACITY, true);
  private final Series measured = new Series(MEASURE_CAPACITY, false);
  /** Bytes the last batch allocated; set by {@link #batch} (and its threaded override). */
  long lastBatchAllocated;
  private final boolean invocationLevel;
  /** Profiling hooks around the measurement phase ({@code run --profile}); keep the calls. */
  private PhaseHooks hooks = PhaseHooks.NONE;
  /** Interleaved A/B: whose turn it is to measure a batch; NONE for an ordinary fork. */
  private TurnGate gate = TurnGate.NONE;
  private final AllocationTally alloc = new AllocationTally(); // allocation: issue 4

  /** Sample mode keeps a uniform reservoir of this many calls for the interval of the median. */
  static final int RESERVOIR = 10_000;
  /** The names of at most this many compilations during measurement are kept. */
  static final int MAX_NAMED_COMPILES = 20;
  /** Warm-up samples kept for the result (the newest); the detector keeps its own window. */
  static final int WARMUP_CAPACITY = 1 << 16;
  /** Most samples one measurement takes: 20 minutes of 10 ms samples. */
  static final int MEASURE_CAPACITY = 1 << 17;

  public Measurer(BenchmarkInstance bench, MeasurementPlan plan, SampleListener listener,
      Mode.Kind mode, int opsPerInvocation) {
    this(bench, plan, listener, mode, opsPerInvocation, System::nanoTime);
  }

  Measurer(BenchmarkInstance bench, MeasurementPlan plan, SampleListener listener,
      Mode.Kind mode, int opsPerInvocation, LongSupplier clock) {
    this.bench = bench;
    this.plan = plan;
    this.listener = listener;
    this.mode = mode;
    this.opsPerInvocation = Math.max(1, opsPerInvocation);
    this.clock = clock;
    this.invocationLevel = bench.hasInvocationLevel();
  }

  /** Sets the hooks called around the measurement phase; returns this. */
  public Measurer withHooks(PhaseHooks h) {
    this.hooks = h;
    return this;
  }

  /** Makes this fork take turns with its partner during measurement; returns this. */
  public Measurer withGate(TurnGate g) {
    this.gate = g;
    return this;
  }

  public ForkMeasurement run() throws Throwable {
    listener.phaseStarted(Phase.SETUP, 0);
    bench.setup(Level.TRIAL);
    try {
      if (mode == Mode.Kind.SS) {
        return singleShot();
      }
      listener.phaseStarted(Phase.WARMUP, plan.maxWarmupNanos());
      resident = ResidentMemory.open();
      pageNanos = PageTouch.nanosPerPage();
      memory = new MemoryWatch(resident, pageNanos);
      rehearse();
      gate.rehearse();
      jit.prewarm();
      // one fork of an interleaved pair warms up at a time (the harness's preparation above
      // may overlap the other's warm-up: it is not measured)
      if (!gate.warmUpTurn()) {
        throw new IllegalStateException("the interleaved pair was aborted: its other fork failed");
      }
      plan = plan.startingAt(uptimeNanos());
      Warmup warm = mode == Mode.Kind.SAMPLE ? warmUpCalls() : warmUpBatches();
      ForkMeasurement m = mode == Mode.Kind.SAMPLE ? measureCalls(warm) : measureBatches(warm);
      deliver();
      // only once measured: a fork that threw in warm-up or measurement still tears down,
      // and its error names the stage it threw in
      listener.phaseStarted(Phase.TEARDOWN, 0);
      return m;
    } finally {
      bench.tearDown(Level.TRIAL);
    }
  }

  /**
   * How warm-up ended.
   *
   * @param ops the measurement's batch size
   * @param startNanos when warm-up began, on the Measurer's clock
   */
  private record Warmup(long ops, int samples, long nanos, boolean steady, String fixedReason,
      long startNanos, SteadyState state) {
    /**
     * Why warm-up ended, in words: made only after measurement, because formatting numbers is
     * JDK code (java.util.Formatter) that a benchmark may be measuring.
     */
    String reason() {
      return state == null ? fixedReason : state.describe(nanos, steady);
    }
  }

  /** This JVM's uptime (millisecond resolution), as the fork's deadlines are given in it. */
  public static long uptimeNanos() {
    return java.lang.management.ManagementFactory.getRuntimeMXBean().getUptime() * 1_000_000L;
  }

  /** Calls of each bookkeeping step in the rehearsal: past HotSpot's C2 thresholds. */
  static final int REHEARSALS = 20_000;

  /**
   * Runs the harness's own bookkeeping between samples (figures, the sample series, the
   * steady-state detector, the plan, the allocation tally, the JIT poll) on made-up figures, so
   * that the JIT compiles it now. Called only from here, at one sample every 10 ms, these
   * methods would reach the JIT's thresholds seconds into measurement, and their compilations
   * could hide the benchmark's among them.
   */
  private void rehearse() {
    SteadyState state = new SteadyState(plan.measureNanos());
    Series series = new Series(1024, true);
    Series fixed = new Series(1024, false); // both kinds, so no branch of either is new later
    AllocationTally tally = new AllocationTally();
    Period period = new Period(false);
    MemoryWatch memoryRehearsal = new MemoryWatch(resident, pageNanos); // its reads, not its level
    long ops = 1;
    long sink = 0;
    for (int i = 0; i < REHEARSALS; i++) {
      long elapsed = atLeastOne(i & 1023);
      double v = value(elapsed, ops);
      series.add(v, ops, elapsed, i);
      ops = resize(ops, elapsed, 512);
      ops = ops > 4096 ? 1 : ops;
      state.add(1_000_000L * i, v);
      // every other call reads (10,000 reads, past C2's 5,000 calls; about 40 ms)
      if ((i & 1) == 0 && memoryRehearsal.grew(MemoryWatch.POLL_NANOS * i)) {
        state.memoryGrew(1_000_000L * i, memoryRehearsal.residentBytes(), pageNanos);
      }
      if ((i & 31) == 0) {
        state.jitChanged(1_000_000L * i, null);
        sink += state.steady(1_000_000L * i) ? 1 : 0;
        sink += plan.keepWarming(1_000_000L * i, state) ? 1 : 0;
      }
      sink += plan.keepMeasuring(i, i) ? 1 : 0;
      sink += series.full() ? 1 : series.size();
      if ((i & 1023) == 0) {
        fixed.clear();
      }
      fixed.add(v, ops, elapsed, i);
      sink += fixed.full() ? 1 : fixed.size();
      tally.warmup(ops, elapsed);
      tally.measured(elapsed);
      period.afterSample(i & 15, i);
      period.record((i & 3) == 0, (i & 7) == 0, i & 15, i);
      if ((i & 63) == 0) {
        period.events = 0; // so that both sides of every slot choice are seen
        period.harnessNamed = 0;
      }
    }
    rehearsed = sink;
  }

  /** What the rehearsal computed, kept so the JIT cannot drop it. */
  private static volatile long rehearsed;

  /**
   * Warm-up runs in two stages. First short batches, a hundredth of a sample, until the figure is
   * steady at that size: the generated loop is then entered thousands of times a second, and
   * HotSpot, which moves a method between its tiers at call and loop-count events, takes the
   * loop through all of them (at one entry per 10 ms sample, a loop parked at tier 2 while C2 was
   * busy was seen climbing to tier 4 a second into measurement). Then batches of the
   * measurement's own size until steady again: the end of warm-up runs exactly as measurement
   * will, and only those batches are judged for it. The JIT's activity counts in both stages.
   */
  static final int SHORT_BATCH_DIVISOR = 100;
  /**
   * The first stage runs at least this many batches: the harness's per-batch code (the batch
   * method, set-up and tear-down calls, the clock) reaches C2 within them (at the lowered
   * thresholds JvmProbe sets), not during measurement, even while C2's queue is long.
   */
  static final int MIN_SHORT_BATCHES = 2_000;
  /** A measurement-shaped batch this far off its target (either way) is resized. */
  static final double RESHAPE_FACTOR = 2.0;
  /** The second stage is given at least its judging window and this much more. */
  static final long SHAPED_SLACK_NANOS = 100_000_000L;

  private Warmup warmUpBatches() throws Throwable {
    SteadyState shortState = new SteadyState(plan.measureNanos());
    SteadyState state = new SteadyState(plan.measureNanos());
    long start = clock.getAsLong();
    long target = Math.max(1, plan.sampleTargetNanos());
    long shortTarget = Math.max(1, target / SHORT_BATCH_DIVISOR);
    long shapedFrom = plan.maxWarmupNanos() - state.flatWindow(0) - SHAPED_SLACK_NANOS;
    long ops = 1;
    long elapsed;
    long now;
    int shortBatches = 0;
    do { // stage 1: short batches
      elapsed = atLeastOne(batch(ops));
      now = clock.getAsLong() - start;
      warmSeries.add(value(elapsed, ops), ops, lastBatchAllocated, now);
      if (jit.changed()) {
        shortState.jitChanged(now, jit.lastMethod());
        state.jitChanged(now, jit.lastMethod());
      }
      if (memory.grew(now)) {
        shortState.memoryGrew(now, memory.residentBytes(), pageNanos);
        state.memoryGrew(now, memory.residentBytes(), pageNanos);
      }
      shortState.add(now, value(elapsed, ops));
      if (now < shapedFrom && (++shortBatches < MIN_SHORT_BATCHES || !shortState.steady(now))) {
        ops = resize(ops, elapsed, shortTarget);
      } else {
        break;
      }
    } while (true);
    // the last short batch's own time, scaled to the measurement's (a hundredfold at once)
    ops = atLeastOne((long) ((double) ops * target / elapsed));
    do { // stage 2: the measurement's batch size
      elapsed = atLeastOne(batch(ops));
      now = clock.getAsLong() - start;
      warmSeries.add(value(elapsed, ops), ops, lastBatchAllocated, now);
      if (jit.changed()) {
        state.jitChanged(now, jit.lastMethod());
      }
      if (memory.grew(now)) {
        state.memoryGrew(now, memory.residentBytes(), pageNanos);
      }
      alloc.warmup(ops, lastBatchAllocated);
      state.add(now, value(elapsed, ops));
      if (elapsed > RESHAPE_FACTOR * target || elapsed * RESHAPE_FACTOR < target) {
        ops = resize(ops, elapsed, target);
        state.reshaped(); // another shape: judge the new one afresh
      }
    } while (plan.keepWarming(now, state));
    boolean steady = state.steady(now);
    return new Warmup(ops, warmSeries.size(), now, steady, null, start, state);
  }

  /** The batch size that would take {@code target}, growing at most tenfold a step. */
  private static long resize(long ops, long elapsed, long target) {
    double scaled = (double) ops * target / atLeastOne(elapsed);
    double capped = scaled < ops * 10.0 ? scaled : ops * 10.0;
    return atLeastOne((long) capped);
  }

  /**
   * {@code Math.max(1, v)} without calling into the JDK between samples: a JDK method the
   * harness calls there would be compiled while the benchmark runs, and counted as its own.
   */
  private static long atLeastOne(long v) {
    return v < 1 ? 1 : v;
  }

  /** Sample mode's warm-up: windows of individually timed calls, as measurement takes them. */
  private Warmup warmUpCalls() throws Throwable {
    SteadyState state = new SteadyState(plan.measureNanos());
    long start = clock.getAsLong();
    long now;
    do {
      CallWindow w = callWindow(plan.sampleTargetNanos(), null);
      now = clock.getAsLong() - start;
      alloc.warmup(w.calls, w.allocated);
      warmSeries.add(w.meanNanos(), w.calls, w.allocated, now);
      if (jit.changed()) {
        state.jitChanged(now, jit.lastMethod());
      }
      if (memory.grew(now)) {
        state.memoryGrew(now, memory.residentBytes(), pageNanos);
      }
      state.add(now, w.meanNanos());
    } while (plan.keepWarming(now, state));
    boolean steady = state.steady(now);
    return new Warmup(1, warmSeries.size(), now, steady, null, start, state);
  }

  /**
   * Measures in fixed batches. When the JIT finished compiling something during measurement, the
   * samples before it timed code that has since been replaced: when at least half the samples
   * (and the plan's minimum) came after the last compilation, the fork keeps only those;
   * otherwise, while the warm-up time it did not need allows, it measures again from the start
   * (what came before counts as warm-up); when neither is possible it keeps everything and
   * reports the compilations.
   */
  private ForkMeasurement measureBatches(Warmup warm) throws Throwable {
    long ops = warm.ops;
    hooks.beforeMeasurement(); // profiler on: measurement phase only
    Period p;
    int remeasured = 0;
    while (true) {
      listener.phaseStarted(Phase.MEASUREMENT, plan.measureNanos());
      boolean gated = gate.gated();
      p = gated ? gatedPeriod() : new Period();
      long elapsedPhase = 0;
      // gated (interleaved A/B): a turn per batch, as many rounds as the pair was given
      // an ordinary fork does not call the gate here, so nothing of it can compile meanwhile
      while (!gated || gate.await()) {
        long elapsed = atLeastOne(batch(ops));
        if (gated) {
          gate.done();
        }
        elapsedPhase = clock.getAsLong() - p.start;
        measured.add(value(elapsed, ops), ops, lastBatchAllocated, elapsedPhase);
        p.afterSample(measured.size() - 1, elapsedPhase);
        if (!(gated || plan.keepMeasuring(elapsedPhase, measured.size()))
            || measured.full()) {
          break;
        }
      }
      gate.finish();
      p.end(elapsedPhase);
      if (measured.size() == 0) {
        throw new IllegalStateException("the other fork of the interleaved pair stopped before"
            + " this one measured");
      }
      if (p.events == 0 || !plan.measuresAroundJit() || p.trimToTail() || gated) {
        break;
      }
      long spent = clock.getAsLong() - warm.startNanos;
      if (!plan.mayMeasureAgain(spent)) {
        break;
      }
      remeasured++;
      for (int i = 0; i < measured.size(); i++) { // what was measured becomes warm-up
        warmSeries.add(measured.value(i), measured.ops(i), measured.bytes(i), 0);
      }
      measured.clear();
    }
    hooks.afterMeasurement(); // profiler off
    for (int i = 0; i < measured.size(); i++) {
      alloc.measured(measured.bytes(i));
    }
    return p.finish(warm, ops, remeasured, null, invocationLevel);
  }

  /**
   * Sample mode: every call timed on its own and recorded in an HdrHistogram (the percentiles);
   * a seeded uniform reservoir of the calls becomes the fork's samples (the interval). A
   * compilation during measurement cannot be cut out of a histogram, so the fork measures again
   * when the plan allows.
   */
  private ForkMeasurement measureCalls(Warmup warm) throws Throwable {
    hooks.beforeMeasurement(); // profiler on: measurement phase only
    Histogram histogram;
    Reservoir reservoir;
    Period p;
    long calls;
    int remeasured = 0;
    while (true) {
      Histogram h = histogram = new Histogram(3);
      Reservoir r = reservoir = new Reservoir(RESERVOIR);
      listener.phaseStarted(Phase.MEASUREMENT, plan.measureNanos());
      p = new Period();
      calls = 0;
      int windows = 0;
      long allocated = 0;
      long elapsedPhase;
      do {
        CallWindow w = callWindow(plan.sampleTargetNanos(), (ns, bytes) -> {
          h.recordValue(ns < 0 ? 0 : ns);
          r.offer(ns);
          alloc.measured(bytes);
        });
        allocated += w.allocated;
        calls += w.calls;
        windows++;
        elapsedPhase = clock.getAsLong() - p.start;
        p.afterSample(windows - 1, elapsedPhase);
      } while (plan.keepMeasuring(elapsedPhase, windows));
      p.end(elapsedPhase);
      p.callTotals(calls, allocated);
      long spent = clock.getAsLong() - warm.startNanos;
      if (p.events == 0 || !plan.mayMeasureAgain(spent)) {
        break;
      }
      remeasured++;
      alloc.resetMeasured();
    }
    hooks.afterMeasurement(); // profiler off
    for (double ns : reservoir.values()) {
      measured.add(ns / opsPerInvocation, 1, 0, 0);
    }
    return p.finish(warm, 1, remeasured, encode(histogram), true);
  }

  private interface CallSink {
    void record(long nanos, long bytes);
  }

  private record CallWindow(long calls, long elapsed, long allocated) {
    double meanNanos() {
      return (double) elapsed / atLeastOne(calls);
    }
  }

  /** Individually timed calls until their time adds up to the target; iteration setup around. */
  private CallWindow callWindow(long targetNanos, CallSink sink) throws Throwable {
    bench.setup(Level.ITERATION);
    long calls = 0;
    long elapsed = 0;
    long allocated = 0;
    do {
      bench.setup(Level.INVOCATION);
      long a0 = Counters.allocatedBytes();
      long t0 = System.nanoTime();
      bench.runOnce();
      long ns = System.nanoTime() - t0;
      long callBytes = Counters.allocatedBytes() - a0;
      allocated += callBytes;
      bench.tearDown(Level.INVOCATION);
      if (sink != null) {
        sink.record(ns, callBytes);
      }
      elapsed += ns;
      calls++;
    } while (elapsed < targetNanos);
    bench.tearDown(Level.ITERATION);
    return new CallWindow(calls, elapsed, allocated);
  }

  /**
   * The median time of one call over the kept samples (the unit is the benchmark's mode's:
   * per operation, or operations per second), NaN before measurement.
   */
  public double medianNanosPerCall() {
    if (measured.size() == 0) {
      return Double.NaN;
    }
    double median = Select.median(measured.values(), measured.size());
    return mode == Mode.Kind.THRPT ? 1e9 * opsPerInvocation / median
        : median * opsPerInvocation;
  }

  /**
   * A gated fork settles the JIT before it reaches the start line (the settling spins, and the
   * other side may be measuring by then), then waits there for its partner.
   */
  private Period gatedPeriod() {
    jit.settle(JitWatch.PHASE_QUIET_NANOS, JitWatch.PHASE_MAX_SETTLE_NANOS);
    if (!gate.start()) {
      throw new IllegalStateException("the interleaved pair was aborted: its other fork failed");
    }
    jit.settle(0, 0); // count from here: nothing the wait compiled (it was rehearsed) is new
    return new Period(false);
  }

  private long settledClock() {
    jit.settle(JitWatch.PHASE_QUIET_NANOS, JitWatch.PHASE_MAX_SETTLE_NANOS);
    return clock.getAsLong();
  }

  /** Hands every kept sample to the listener, warm-up first; after the phases, off the clock. */
  private void deliver() {
    for (int i = 0; i < warmSeries.size(); i++) {
      listener.sample(Phase.WARMUP, warmSeries.value(i), warmSeries.ops(i));
    }
    for (int i = 0; i < measured.size(); i++) {
      listener.sample(Phase.MEASUREMENT, measured.value(i), measured.ops(i));
    }
  }

  private ForkMeasurement singleShot() throws Throwable {
    listener.phaseStarted(Phase.MEASUREMENT, 0);
    Period p = new Period();
    bench.setup(Level.ITERATION);
    bench.setup(Level.INVOCATION);
    long a0 = Counters.allocatedBytes();
    hooks.beforeMeasurement(); // profiler on: measurement phase only
    long t0 = System.nanoTime();
    bench.runOnce();
    long t1 = System.nanoTime();
    hooks.afterMeasurement(); // profiler off
    long bytes = Counters.allocatedBytes() - a0;
    bench.tearDown(Level.INVOCATION);
    bench.tearDown(Level.ITERATION);
    measured.add((double) (t1 - t0) / opsPerInvocation, 1, bytes, t1 - t0);
    alloc.measured(bytes);
    p.end(t1 - t0);
    ForkMeasurement m = p.finish(new Warmup(1, 0, 0, false, "single shot: no warm-up, by design",
        0, null), 1, 0, null, true);
    deliver();
    return m;
  }

  /**
   * One timed batch with iteration-level setup around it; invocation level times each call.
   * {@link ThreadedMeasurer} overrides it; a fork on one thread never loads that class, so the
   * JIT binds this call statically (class hierarchy analysis), as when it was private.
   */
  long batch(long ops) throws Throwable {
    bench.setup(Level.ITERATION);
    long elapsed;
    long allocated;
    if (invocationLevel) {
      elapsed = 0;
      allocated = 0;
      for (long i = 0; i < ops; i++) {
        bench.setup(Level.INVOCATION);
        long a0 = Counters.allocatedBytes();
        long t0 = System.nanoTime();
        bench.runOnce();
        elapsed += System.nanoTime() - t0;
        allocated += Counters.allocatedBytes() - a0;
        bench.tearDown(Level.INVOCATION);
      }
    } else {
      long a0 = Counters.allocatedBytes();
      elapsed = bench.runBatch(ops);
      allocated = Counters.allocatedBytes() - a0;
    }
    lastBatchAllocated = allocated;
    bench.tearDown(Level.ITERATION);
    return elapsed;
  }

  /** A batch's figure in the mode's unit (overridden with threads, as {@link #batch}). */
  double value(long elapsedNanos, long ops) {
    double calls = (double) ops * opsPerInvocation;
    return mode == Mode.Kind.THRPT ? calls * 1e9 / elapsedNanos : elapsedNanos / calls;
  }

  /**
   * One measurement period: its start, the GC counters, and the compilations the JIT finished
   * during it, with the sample each one followed.
   */
  private final class Period {
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

    Period() {
      this(true);
    }

    /** @param settle wait for the JIT to finish what the boundary's work queued (not rehearsing) */
    Period(boolean settle) {
      start = settle ? settledClock() : clock.getAsLong();
    }

    /** Polls the JIT after sample {@code index}; names what it compiled. */
    void afterSample(int index, long elapsedNanos) {
      long harness = jit.harnessEvents();
      boolean changed = jit.changed();
      record(changed, jit.harnessEvents() != harness, index, elapsedNanos);
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
        harnessNames[slot] = jit.lastHarnessMethod();
        harnessNanos[slot] = elapsedNanos;
        harnessNamed = slot + 1;
      }
      if (changed) { // no string work here: it would compile JDK code
        int slot = Math.min(events, MAX_NAMED_COMPILES - 1);
        names[slot] = jit.lastMethod();
        eventNanos[slot] = elapsedNanos;
        events++;
        lastEventSample = index;
      }
    }

    void end(long elapsedNanos) {
      elapsed = elapsedNanos;
      periodOps = measured.totalOps();
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
      int after = measured.size() - (lastEventSample + 1);
      if (after < plan.minSamples() || 2 * after < measured.size()) {
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
      long measuredOps = calls >= 0 ? calls : measured.totalOps();
      long allocated = calls >= 0 ? callBytes : measured.totalBytes();
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
          gc.totalCollections(), gc.pauseMillis(), warm.nanos, warm.samples,
          warm.steady && clean, reason, jit.precise() ? (clean ? 0 : events) : -1,
          clean ? List.of() : List.copyOf(compiled), histogram, elapsed, null, null, null,
          alloc.figures(harness), gc, trimmed, remeasured, clean ? List.copyOf(compiled)
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

  private static String encode(Histogram h) {
    ByteBuffer buf = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
    int n = h.encodeIntoCompressedByteBuffer(buf);
    byte[] bytes = new byte[n];
    buf.flip();
    buf.get(bytes);
    return Base64.getEncoder().encodeToString(bytes);
  }

  /**
   * Algorithm R: every call has the same chance to be kept, whatever the run's length. Its
   * random numbers come from a xorshift kept here rather than the JDK's generators, which would
   * be compiled while the benchmark is measured (see {@link Select}).
   */
  private static final class Reservoir {
    private final double[] kept;
    private long state = 0x5645524EL;
    private long seen;

    Reservoir(int size) {
      kept = new double[size];
    }

    void offer(long value) {
      if (seen < kept.length) {
        kept[(int) seen] = value;
      } else {
        long j = uniform(seen + 1);
        if (j < kept.length) {
          kept[(int) j] = value;
        }
      }
      seen++;
    }

    /** Uniform in [0, bound): the high bits of a 64-bit xorshift, by multiply-shift. */
    private long uniform(long bound) {
      state ^= state << 13;
      state ^= state >>> 7;
      state ^= state << 17;
      return (long) ((state >>> 11) * 0x1.0p-53 * bound);
    }

    double[] values() {
      return java.util.Arrays.copyOf(kept, (int) (seen < kept.length ? seen : kept.length));
    }
  }
}

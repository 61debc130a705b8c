package dev.vernier.engine.measure;

import dev.vernier.Mode;
import java.util.function.LongSupplier;

/**
 * One benchmark's trial in this fork (JMH's word for a fork's whole run of it): what every stage
 * of the {@link Measurer} reads and writes. The sample series are allocated here, before warm-up,
 * so that nothing between samples allocates or calls code the benchmark might be measuring.
 */
final class Trial {
  /** Warm-up samples kept for the result (the newest); the detector keeps its own window. */
  static final int WARMUP_CAPACITY = 1 << 16;
  /** Most samples one measurement takes: 20 minutes of 10 ms samples. */
  static final int MEASURE_CAPACITY = 1 << 17;

  final BenchmarkInstance bench;
  /** Shortened at warm-up's start when start-up ran late. */
  MeasurementPlan plan;
  final SampleListener listener;
  final Mode.Kind mode;
  final int opsPerInvocation;
  final LongSupplier clock;
  final boolean invocationLevel;
  final JitWatch jit = new JitWatch(JitMonitor.open());
  final Series warmSeries = new Series(WARMUP_CAPACITY, true);
  final Series measured = new Series(MEASURE_CAPACITY, false);
  final AllocationTally alloc = new AllocationTally(); // allocation: issue 4
  /** Profiling hooks around the measurement phase ({@code run --profile}); keep the calls. */
  PhaseHooks hooks = PhaseHooks.NONE;
  /** Interleaved A/B: whose turn it is to measure a batch; NONE for an ordinary fork. */
  TurnGate gate = TurnGate.NONE;
  /** Set when warm-up begins: a single-shot fork has no warm-up to price pages for. */
  ResidentMemory resident;
  double pageNanos;
  MemoryWatch memory;

  Trial(BenchmarkInstance bench, MeasurementPlan plan, SampleListener listener, Mode.Kind mode,
      int opsPerInvocation, LongSupplier clock) {
    this.bench = bench;
    this.plan = plan;
    this.listener = listener;
    this.mode = mode;
    this.opsPerInvocation = Math.max(1, opsPerInvocation);
    this.clock = clock;
    this.invocationLevel = bench.hasInvocationLevel();
  }

  /** Prices this machine's new pages and starts watching resident memory: warm-up's first act. */
  void watchMemory() {
    resident = ResidentMemory.open();
    pageNanos = PageTouch.nanosPerPage();
    memory = new MemoryWatch(resident, pageNanos);
  }

  /** The clock once the JIT has finished what the work at a phase boundary queued. */
  long settledClock() {
    jit.settle(JitWatch.PHASE_QUIET_NANOS, JitWatch.PHASE_MAX_SETTLE_NANOS);
    return clock.getAsLong();
  }

  /** Hands every kept sample to the listener, warm-up first; after the phases, off the clock. */
  void deliver() {
    for (int i = 0; i < warmSeries.size(); i++) {
      listener.sample(Phase.WARMUP, warmSeries.value(i), warmSeries.ops(i));
    }
    for (int i = 0; i < measured.size(); i++) {
      listener.sample(Phase.MEASUREMENT, measured.value(i), measured.ops(i));
    }
  }

  /**
   * {@code Math.max(1, v)} without calling into the JDK between samples: a JDK method the
   * harness calls there would be compiled while the benchmark runs, and counted as its own.
   */
  static long atLeastOne(long v) {
    return v < 1 ? 1 : v;
  }
}

package dev.vernier.engine.measure;

import dev.vernier.Level;
import dev.vernier.Mode;
import java.util.Arrays;

/**
 * A {@link Measurer} whose batches run on several threads at once ({@code @Threads}, {@code
 * --threads}): warm-up, steady state, the JIT watch and the phases are the Measurer's own; only
 * the batch is a {@link Gang}'s synchronized batch ({@link ThreadedBatchSampling}), and this
 * class sets up every thread's unit and runs the workers throughout.
 *
 * <p>Average time and throughput only: sample mode times single calls on one thread and
 * single-shot mode measures one cold call, neither of which a batch of several threads is.
 */
public final class ThreadedMeasurer extends Measurer {
  private final Gang gang;
  private final BenchmarkInstance[] units;
  /** Whose figures make the sample: all threads, or a group's method's (JMH {@code @Group}). */
  private final boolean[] counted;
  private final int countedThreads;

  private ThreadedMeasurer(BenchmarkInstance[] units, boolean[] counted, MeasurementPlan plan,
      SampleListener listener, Mode.Kind mode, int opsPerInvocation) {
    super(units[0], plan, listener, mode, opsPerInvocation);
    this.units = units;
    this.gang = new Gang(units);
    this.counted = counted;
    int n = 0;
    for (boolean c : counted) {
      n += c ? 1 : 0;
    }
    this.countedThreads = n;
  }

  /**
   * The Measurer for {@code threads} threads, one unit each. Declared to return a plain
   * Measurer so that a fork on one thread, whose code mentions this method, never loads this
   * class (the verifier would, to check an assignment of it to a Measurer).
   *
   * @throws IllegalArgumentException for a mode that cannot run on several threads
   */
  public static Measurer create(UnitFactory factory, int threads, MeasurementPlan plan,
      SampleListener listener, Mode.Kind mode, int opsPerInvocation) throws Exception {
    return create(factory, threads, null, plan, listener, mode, opsPerInvocation);
  }

  /**
   * The same, keeping only the figures of the threads marked in {@code counted} (null: all):
   * the others run beside them, as a JMH {@code @Group}'s other methods do.
   */
  public static Measurer create(UnitFactory factory, int threads, boolean[] counted,
      MeasurementPlan plan, SampleListener listener, Mode.Kind mode, int opsPerInvocation)
      throws Exception {
    if (mode != Mode.Kind.AVGT && mode != Mode.Kind.THRPT) {
      throw new IllegalArgumentException(threads + " threads in " + mode.id()
          + " mode: not supported (threads run avgt and thrpt; use one of those, or 1 thread)");
    }
    BenchmarkInstance[] units = new BenchmarkInstance[threads];
    for (int i = 0; i < threads; i++) {
      units[i] = factory.create(i);
    }
    boolean[] all = new boolean[threads];
    Arrays.fill(all, true);
    return new ThreadedMeasurer(units, counted != null ? counted : all, plan, listener, mode,
        opsPerInvocation);
  }

  /**
   * The Measurer's run with every thread's unit set up for the trial (the first unit by the
   * Measurer itself, the others here, all on this thread) and the workers running throughout.
   */
  @Override
  public ForkMeasurement run() throws Throwable {
    for (int i = 1; i < units.length; i++) {
      units[i].setup(Level.TRIAL);
    }
    gang.start();
    try {
      return super.run().acrossThreads(countedThreads);
    } finally {
      gang.stop();
      for (int i = 1; i < units.length; i++) {
        units[i].tearDown(Level.TRIAL);
      }
    }
  }

  @Override
  void startCounting() {
    for (BenchmarkInstance u : units) {
      u.startCounting();
    }
  }

  /** Every thread's counters added up, as JMH adds them. */
  @Override
  AuxCounts counted() {
    CounterSeries sum = null;
    for (BenchmarkInstance u : units) {
      sum = CounterSeries.plus(sum, u.counted());
    }
    return sum == null ? null : sum.counts();
  }

  /** Every batch on the gang's threads. */
  @Override
  BatchSampling batches(Trial t) {
    return new ThreadedBatchSampling(t, gang, counted, countedThreads);
  }
}

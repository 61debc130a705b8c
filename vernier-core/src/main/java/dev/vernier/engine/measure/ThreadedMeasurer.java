package dev.vernier.engine.measure;

import dev.vernier.Mode;
import java.util.Arrays;

/**
 * A {@link Measurer} whose batches run on several threads at once ({@code @Threads}, {@code
 * --threads}): warm-up, steady state, the JIT watch and the phases are the Measurer's own; only
 * the batch is a {@link Gang}'s synchronized batch ({@link ThreadedBatchSampling}), on workers
 * that each make, set up and tear down their own unit, and run throughout.
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

  private ThreadedMeasurer(Gang gang, boolean[] counted, MeasurementPlan plan,
      SampleListener listener, Mode.Kind mode, int opsPerInvocation) {
    super(gang.units()[0], plan, listener, mode, opsPerInvocation);
    this.units = gang.units();
    this.gang = gang;
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
    boolean[] all = new boolean[threads];
    Arrays.fill(all, true);
    Gang gang;
    try {
      gang = Gang.start(factory, threads); // each worker makes and sets up its own unit
    } catch (Exception | Error e) {
      throw e;
    } catch (Throwable t) {
      throw new IllegalStateException(t);
    }
    return new ThreadedMeasurer(gang, counted != null ? counted : all, plan, listener, mode,
        opsPerInvocation);
  }

  /** The Measurer's run on the gang's threads; the workers tear their units down at its end. */
  @Override
  public ForkMeasurement run() throws Throwable {
    try {
      return super.run().acrossThreads(countedThreads);
    } finally {
      gang.stop();
    }
  }

  /** Done: each worker set its unit up for the trial as it made it. */
  @Override
  void setUpTrial() {}

  /** Done by the workers as the gang stops. */
  @Override
  void tearDownTrial() {}

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

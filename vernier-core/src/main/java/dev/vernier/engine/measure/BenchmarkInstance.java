package dev.vernier.engine.measure;

import dev.vernier.Level;
import java.util.Map;

/**
 * The benchmark as the {@link Measurer} drives it inside a fork: batches of calls through its
 * generated loop, single calls, and its set-up and tear-down by level. {@link VernierInstance}
 * runs a class written with Vernier's annotations; {@code jmh.JmhInstance} one written with JMH's.
 */
public interface BenchmarkInstance {

  /** A Vernier benchmark: loads the class, makes the instance, sets the parameters. */
  static BenchmarkInstance create(ClassLoader loader, String className, String methodName,
      Map<String, String> params) throws Exception {
    return VernierInstance.create(loader, className, methodName, params);
  }

  void setup(Level level) throws Throwable;

  void tearDown(Level level) throws Throwable;

  /** True when a set-up or tear-down runs around every call: each call is then timed alone. */
  boolean hasInvocationLevel();

  /** A batch of {@code ops} calls; returns elapsed nanoseconds. */
  long runBatch(long ops);

  /** One call, timed by the caller. */
  void runOnce();

  /**
   * Every thread of the batch has finished its timed calls; some may still be inside a call,
   * waiting on another thread's (JMH's {@code Control.stopMeasurement} tells them to return).
   * Called once per batch, on one thread, between the timed calls and the tear-down.
   */
  default void timedCallsDone() {}

  /**
   * Before a timed batch and after its calls end, outside the window whose allocation is
   * counted: where JMH's {@code @AuxCounters} are read. On one thread, around the timed batch;
   * on several, from just before they start together until this thread's calls end (its untimed
   * tail included, as JMH counts every call of an iteration), over the batch's common time.
   */
  default void countersBefore() throws Throwable {}

  /** After the calls, which counted over {@code nanos}. */
  default void countersAfter(long nanos) throws Throwable {}

  /** From now on, count the benchmark's own counters (JMH's {@code @AuxCounters}), from zero. */
  default void startCounting() {}

  /** What the counters counted since {@link #startCounting}; null for a benchmark without any. */
  default CounterSeries counted() {
    return null;
  }
}

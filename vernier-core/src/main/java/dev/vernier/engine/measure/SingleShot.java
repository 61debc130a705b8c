package dev.vernier.engine.measure;

import dev.vernier.Level;

/** Single-shot mode: one cold call, timed with its set-up outside, no warm-up by design. */
final class SingleShot {
  private SingleShot() {}

  static ForkMeasurement run(Trial t) throws Throwable {
    BenchmarkInstance bench = t.bench;
    t.listener.phaseStarted(Phase.MEASUREMENT, 0);
    Period p = new Period(t);
    bench.setup(Level.ITERATION);
    bench.setup(Level.INVOCATION);
    long a0 = Counters.allocatedBytes();
    t.hooks.beforeMeasurement(); // profiler on: measurement phase only
    long t0 = System.nanoTime();
    bench.runOnce();
    long t1 = System.nanoTime();
    t.hooks.afterMeasurement(); // profiler off
    long bytes = Counters.allocatedBytes() - a0;
    bench.tearDown(Level.INVOCATION);
    bench.tearDown(Level.ITERATION);
    t.measured.add((double) (t1 - t0) / t.opsPerInvocation, 1, bytes, t1 - t0);
    t.alloc.measured(bytes);
    p.end(t1 - t0);
    ForkMeasurement m = p.finish(Warmup.NONE, 1, 0, null, true);
    t.deliver();
    return m;
  }
}

package dev.vernier.engine.measure;

import dev.vernier.Level;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * Worker threads that run one benchmark at once, one unit each, a batch at a time (JMH's
 * "synchronized iterations"). For each batch the coordinator (the {@link ThreadedMeasurer}'s
 * thread) wakes the workers; each sets up its iteration, then all wait at a barrier and start
 * their timed batch together. A worker that has finished its timed batch keeps calling the
 * benchmark, untimed, in short batches until every worker has finished its timed one, so no
 * timed call runs without the others' contention. Only the timed batches are counted: their
 * times and the bytes their threads allocated during them, not the untimed tail's and not the
 * coordinator's.
 *
 * <p>The code that runs per batch allocates nothing and uses no JDK collections (arrays, atomics
 * and {@link LockSupport} only): it runs while the benchmark is measured, and whatever it
 * compiles late would be counted as the benchmark's. {@code fork/JvmProbe} lists it with the
 * per-batch code that compiles early, and keeps {@link #work} (a worker's whole life, one loop
 * turn per batch) out of the JIT, as at one back-edge per batch it would be compiled on-stack
 * at an unforeseeable time.
 */
final class Gang {
  /** The untimed tail runs batches of this fraction of a timed batch, so it ends soon after. */
  static final int TAIL_DIVISOR = 64;

  private final BenchmarkInstance[] units;
  /** Read once the units exist: before the first batch. */
  private boolean invocationLevel;
  private final int size;
  private final Thread[] workers;
  private final long[] elapsed;
  private final long[] bytes;
  private final AtomicInteger arrived = new AtomicInteger();
  private final AtomicInteger timedDone = new AtomicInteger();
  private final AtomicInteger done = new AtomicInteger();
  private final AtomicInteger callsDone = new AtomicInteger();
  private volatile long generation;
  private volatile long ops;
  /** This turn primes (single calls, see {@link #prime}) rather than runs a batch. */
  private volatile boolean priming;
  private volatile long primeMaxNanos;
  private final int[] primed;
  private volatile boolean stopping;
  private volatile Throwable failure;
  private volatile Thread coordinator;
  private volatile Throwable tearDownFailure;
  /** Workers whose units are made and set up (a volatile write after each unit's). */
  private volatile int ready;

  private Gang(int size) {
    this.size = size;
    this.units = new BenchmarkInstance[size];
    this.workers = new Thread[size];
    this.elapsed = new long[size];
    this.bytes = new long[size];
    this.primed = new int[size];
  }

  /**
   * Starts {@code size} workers, each of which makes its own unit and sets it up for the trial
   * on its own thread, as JMH's threads make their states: a state's constructor or set-up that
   * reads a {@code ThreadLocal} (JCTools' ring benchmarks number their threads so) sees the
   * thread that will run it. One worker at a time, thread 0 first, so that a shared state is made
   * and set up by one thread before the others take it. Returns once all are ready; rethrows what
   * a worker's set-up threw (the others then end).
   */
  static Gang start(UnitFactory factory, int size) throws Throwable {
    Gang g = new Gang(size);
    g.coordinator = Thread.currentThread();
    for (int i = 0; i < size; i++) {
      int index = i;
      g.workers[i] = new Thread(() -> g.work(factory, index), "vernier-worker-" + i);
      g.workers[i].setDaemon(true); // a benchmark that never returns must not keep the fork alive
      g.workers[i].start();
      while (g.ready <= i && g.failure == null) {
        LockSupport.park(g);
      }
      if (g.failure != null) {
        g.stop();
        throw g.failure;
      }
    }
    return g;
  }

  /** The workers' units, thread 0's first (each made on its worker). */
  BenchmarkInstance[] units() {
    return units.clone();
  }

  int size() {
    return size;
  }

  /**
   * Ends the workers once they are idle: each tears its unit down for the trial on its own
   * thread. Waits for them (a tear-down may take a while: 10 s each at most) and rethrows what a
   * tear-down threw (a batch's failure was {@link #runBatch}'s to throw).
   */
  void stop() throws Throwable {
    stopping = true;
    generation = generation + 1;
    for (Thread w : workers) {
      if (w != null) {
        LockSupport.unpark(w);
      }
    }
    for (Thread w : workers) {
      if (w != null) {
        w.join(10_000);
      }
    }
    Throwable t = tearDownFailure;
    if (t != null) {
      throw t;
    }
  }

  /**
   * Warm-up's priming on threads ({@code BatchSampling.prime}): each worker calls its own unit
   * through the single-call method up to {@code calls} times, stopping after {@code maxNanos},
   * together and inside iteration-level set-up and tear-down, as in a batch, so the benchmark has
   * been called past C2's inlining threshold before the loop is compiled. Not at invocation
   * level, where the loop is not used. Returns the fewest calls a worker made.
   */
  int prime(int calls, long maxNanos) throws Throwable {
    if (invocationLevel) {
      return 0;
    }
    primeMaxNanos = maxNanos;
    priming = true;
    try {
      runBatch(calls);
    } finally {
      priming = false;
    }
    int fewest = Integer.MAX_VALUE;
    for (int n : primed) {
      fewest = Math.min(fewest, n);
    }
    return fewest;
  }

  /**
   * One synchronized batch of {@code opsEach} calls on every worker; returns when all have
   * finished (their iteration's tear-down included), and rethrows what a worker threw.
   */
  void runBatch(long opsEach) throws Throwable {
    ops = opsEach;
    arrived.set(0);
    timedDone.set(0);
    callsDone.set(0);
    done.set(0);
    generation = generation + 1; // the only writer: the coordinator
    for (int i = 0; i < size; i++) {
      LockSupport.unpark(workers[i]);
    }
    while (done.get() < size) {
      LockSupport.park(this);
    }
    Throwable t = failure;
    if (t != null) {
      throw t;
    }
  }

  /** The threads' timed batch times of the last batch, in ns (read after {@link #runBatch}). */
  long[] elapsed() {
    return elapsed;
  }

  /** The bytes the threads allocated during their timed batches of the last batch. */
  long timedBytes() {
    return ThreadFigures.sum(bytes);
  }

  /** The same for the threads marked in {@code counted} only. */
  long timedBytes(boolean[] counted) {
    return ThreadFigures.sum(bytes, counted);
  }

  /**
   * A worker's whole life: its unit made and set up, one turn per batch, its tear-down. Not
   * compiled (see the class comment).
   */
  private void work(UnitFactory factory, int index) {
    try {
      BenchmarkInstance unit = factory.create(index);
      unit.setup(Level.TRIAL);
      invocationLevel = unit.hasInvocationLevel(); // the same for every thread's unit
      units[index] = unit;
      ready = index + 1;
    } catch (Throwable t) {
      failure = t;
      LockSupport.unpark(coordinator);
      return;
    }
    LockSupport.unpark(coordinator);
    long seen = 0;
    while (true) {
      seen = awaitBatch(seen);
      if (stopping) {
        try {
          units[index].tearDown(Level.TRIAL);
        } catch (Throwable t) {
          tearDownFailure = t;
        }
        return;
      }
      try {
        if (priming) { // here, not in batchOn: its compiled code never sees the branch
          primeOn(index);
        } else {
          batchOn(index);
        }
      } catch (Throwable t) {
        failure = t;
      }
      if (done.incrementAndGet() == size) {
        LockSupport.unpark(coordinator);
      }
    }
  }

  /**
   * A worker's priming: single calls, together with the others; then, as in a batch, single
   * calls (never the loop, whose own profile must not start here) until every worker is done,
   * for a call may wait on another thread's (a {@code @Group}'s producer and consumer).
   */
  private void primeOn(int i) throws Throwable {
    BenchmarkInstance unit = units[i];
    int n = (int) ops;
    unit.setup(Level.ITERATION);
    startTogether();
    primed[i] = BatchSampling.primeCalls(unit, n, primeMaxNanos);
    if (timedDone.incrementAndGet() == size) {
      allTimedCallsDone();
    }
    while (timedDone.get() < size && failure == null) {
      unit.runOnce();
    }
    finishTogether();
    unit.tearDown(Level.ITERATION);
  }

  private long awaitBatch(long seen) {
    long g;
    while ((g = generation) == seen) {
      LockSupport.park(this);
    }
    return g;
  }

  private void batchOn(int i) throws Throwable {
    BenchmarkInstance unit = units[i];
    long n = ops;
    unit.setup(Level.ITERATION);
    unit.countersBefore();
    startTogether();
    if (invocationLevel) {
      elapsed[i] = timedCalls(i, unit, n);
    } else {
      long a0 = Counters.allocatedBytes();
      long t = unit.runBatch(n);
      bytes[i] = Counters.allocatedBytes() - a0;
      elapsed[i] = t;
    }
    if (timedDone.incrementAndGet() == size) {
      allTimedCallsDone(); // the last to finish: the others' waits may end (JMH's Control)
    }
    // at least one call, without a branch: one whose side changes as warm-up grows the
    // batch (seen: a tail of 1 while batches were short) made C2 drop this method's code
    // and compile it again, during measurement
    keepContending(unit, n / TAIL_DIVISOR + 1);
    unit.countersAfter(window());
    finishTogether();
    unit.tearDown(Level.ITERATION);
  }

  /**
   * Tells every unit, not only this thread's: in a {@code @Group} the thread that finishes last
   * may run a method that takes no {@code Control} (JCTools' channel processors), while the
   * threads it would release do.
   */
  private void allTimedCallsDone() {
    for (BenchmarkInstance u : units) {
      u.timedCallsDone();
    }
  }

  /**
   * The barrier: spins until all came. Without branches inside the loop: a branch first taken
   * during measurement (a yield after long spinning, say, when another process held a core)
   * would deoptimize the compiled batch, whose recompilation would then count as the JIT's
   * activity during measurement. More threads than cores still progress: the scheduler
   * preempts a spinning thread at the end of its time slice.
   */
  private void startTogether() {
    arrived.incrementAndGet();
    while (arrived.get() < size && failure == null) {
      Thread.onSpinWait();
    }
  }

  /**
   * The batch's common time, from the start together to the last timed call's end: the window
   * every thread's counters counted in (JMH counts each thread's over one shared iteration).
   * Read once every timed batch is done, so every thread's time is written.
   */
  private long window() {
    long max = 0;
    for (long e : elapsed) {
      max = Math.max(max, e);
    }
    return max;
  }

  /**
   * The second barrier: no thread tears its iteration down while another still calls the
   * benchmark, as JMH synchronizes iteration tear-downs. A shared state's {@code
   * @TearDown(Level.Iteration)} runs on the thread that made it; JCTools' queue benchmarks drain
   * their single-consumer queue there, and beside a consumer still in its untimed tail that was a
   * second consumer: the queue's poll then spun forever on a slot the other had taken.
   */
  private void finishTogether() {
    callsDone.incrementAndGet();
    while (callsDone.get() < size && failure == null) {
      Thread.onSpinWait();
    }
  }

  /** Untimed calls until every worker has finished its timed batch. */
  private void keepContending(BenchmarkInstance unit, long tail) throws Throwable {
    while (timedDone.get() < size && failure == null) {
      if (invocationLevel) {
        untimedCalls(unit, tail);
      } else {
        unit.runBatch(tail);
      }
    }
  }

  /** As {@code BatchSampling.batch} at invocation level: each call timed, its set-up outside. */
  private long timedCalls(int i, BenchmarkInstance unit, long n) throws Throwable {
    long t = 0;
    long allocated = 0;
    for (long k = 0; k < n; k++) {
      unit.setup(Level.INVOCATION);
      long a0 = Counters.allocatedBytes();
      long t0 = System.nanoTime();
      unit.runOnce();
      t += System.nanoTime() - t0;
      allocated += Counters.allocatedBytes() - a0;
      unit.tearDown(Level.INVOCATION);
    }
    bytes[i] = allocated;
    return t;
  }

  private static void untimedCalls(BenchmarkInstance unit, long n) throws Throwable {
    for (long k = 0; k < n; k++) {
      unit.setup(Level.INVOCATION);
      unit.runOnce();
      unit.tearDown(Level.INVOCATION);
    }
  }
}

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
  private final boolean invocationLevel;
  private final int size;
  private final Thread[] workers;
  private final long[] elapsed;
  private final long[] bytes;
  private final AtomicInteger arrived = new AtomicInteger();
  private final AtomicInteger timedDone = new AtomicInteger();
  private final AtomicInteger done = new AtomicInteger();
  private volatile long generation;
  private volatile long ops;
  private volatile boolean stopping;
  private volatile Throwable failure;
  private volatile Thread coordinator;

  Gang(BenchmarkInstance[] units) {
    this.units = units.clone();
    this.size = units.length;
    this.invocationLevel = units[0].hasInvocationLevel();
    this.workers = new Thread[size];
    this.elapsed = new long[size];
    this.bytes = new long[size];
  }

  int size() {
    return size;
  }

  /** Starts the workers; they wait for the first batch. */
  void start() {
    coordinator = Thread.currentThread();
    for (int i = 0; i < size; i++) {
      int index = i;
      workers[i] = new Thread(() -> work(index), "vernier-worker-" + i);
      workers[i].setDaemon(true); // a benchmark that never returns must not keep the fork alive
      workers[i].start();
    }
  }

  /** Ends the workers once they are idle; waits a little for them. */
  void stop() throws InterruptedException {
    stopping = true;
    generation = generation + 1;
    for (Thread w : workers) {
      LockSupport.unpark(w);
    }
    for (Thread w : workers) {
      w.join(1000);
    }
  }

  /**
   * One synchronized batch of {@code opsEach} calls on every worker; returns when all have
   * finished (their iteration's tear-down included), and rethrows what a worker threw.
   */
  void runBatch(long opsEach) throws Throwable {
    ops = opsEach;
    arrived.set(0);
    timedDone.set(0);
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

  /** A worker's whole life: one turn per batch. Not compiled (see the class comment). */
  private void work(int index) {
    long seen = 0;
    while (true) {
      seen = awaitBatch(seen);
      if (stopping) {
        return;
      }
      batchOn(index);
    }
  }

  private long awaitBatch(long seen) {
    long g;
    while ((g = generation) == seen) {
      LockSupport.park(this);
    }
    return g;
  }

  private void batchOn(int i) {
    BenchmarkInstance unit = units[i];
    long n = ops;
    try {
      unit.setup(Level.ITERATION);
      unit.beforeTimedBatch();
      startTogether();
      if (invocationLevel) {
        elapsed[i] = timedCalls(i, unit, n);
      } else {
        long a0 = Counters.allocatedBytes();
        long t = unit.runBatch(n);
        bytes[i] = Counters.allocatedBytes() - a0;
        elapsed[i] = t;
        unit.afterTimedBatch(t);
      }
      if (timedDone.incrementAndGet() == size) {
        unit.timedCallsDone(); // the last to finish: the others' waits may end (JMH's Control)
      }
      // at least one call, without a branch: one whose side changes as warm-up grows the
      // batch (seen: a tail of 1 while batches were short) made C2 drop this method's code
      // and compile it again, during measurement
      keepContending(unit, n / TAIL_DIVISOR + 1);
      unit.tearDown(Level.ITERATION);
    } catch (Throwable t) {
      failure = t;
    }
    if (done.incrementAndGet() == size) {
      LockSupport.unpark(coordinator);
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

package dev.vernier.jmhbench;

import java.util.concurrent.atomic.AtomicBoolean;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Group;
import org.openjdk.jmh.annotations.GroupThreads;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Control;
import org.openjdk.jmh.infra.ThreadParams;

/**
 * A ping and a pong that wait for each other, as JCTools' {@code BaselinePingPong} does: each
 * call spins until the other thread has flipped the flag, or until JMH's {@code Control} says
 * the measurement is stopping. Whichever thread finishes its calls first leaves the other
 * inside a call that only the stop can end: without it the batch never finishes.
 *
 * <p>Each thread's state checks, at set-up, the {@code ThreadParams} it was given against what
 * JMH gives a group of one ping and two pongs, and that it was made and is set up on the thread
 * that runs it; the fork fails with the difference if not.
 */
@State(Scope.Group)
public class JmhControlBench {
  final AtomicBoolean flag = new AtomicBoolean();

  /** Per thread: where the thread stands, checked against the method it runs. */
  @State(Scope.Thread)
  public static class Place {
    /** JMH makes a thread's states on that thread: a ThreadLocal read here is the thread's. */
    final Thread madeOn = Thread.currentThread();

    @Setup(Level.Iteration)
    public void sameThread() {
      if (Thread.currentThread() != madeOn) {
        throw new IllegalStateException("a Scope.Thread state made on " + madeOn.getName()
            + " is used on " + Thread.currentThread().getName());
      }
    }

    @Setup(Level.Trial)
    public void check(ThreadParams p) {
      sameThread();
      String got = p.getThreadIndex() + "/" + p.getThreadCount() + " group " + p.getGroupIndex()
          + "/" + p.getGroupCount() + " subgroup " + p.getSubgroupIndex() + "/"
          + p.getSubgroupCount() + " in group " + p.getGroupThreadIndex() + "/"
          + p.getGroupThreadCount() + " in subgroup " + p.getSubgroupThreadIndex() + "/"
          + p.getSubgroupThreadCount();
      // thread 0 runs ping (subgroup 0, alone); threads 1 and 2 run pong (subgroup 1)
      int t = p.getThreadIndex();
      String want = t + "/3 group 0/1 subgroup " + (t == 0 ? 0 : 1) + "/2 in group " + t
          + "/3 in subgroup " + (t == 0 ? 0 : t - 1) + "/" + (t == 0 ? 1 : 2);
      if (!got.equals(want)) {
        throw new IllegalStateException("ThreadParams " + got + ", JMH gives " + want);
      }
    }
  }

  @Benchmark
  @Group("pingpong")
  @GroupThreads(1)
  public void ping(Control control, Place place) {
    while (!control.stopMeasurement && !flag.compareAndSet(false, true)) {
      Thread.onSpinWait();
    }
  }

  @Benchmark
  @Group("pingpong")
  @GroupThreads(2)
  public void pong(Control control, Place place) {
    while (!control.stopMeasurement && !flag.compareAndSet(true, false)) {
      Thread.onSpinWait();
    }
  }
}

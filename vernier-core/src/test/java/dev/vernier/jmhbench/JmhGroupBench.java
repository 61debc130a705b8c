package dev.vernier.jmhbench;

import java.util.concurrent.atomic.AtomicLong;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Group;
import org.openjdk.jmh.annotations.GroupThreads;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * An asymmetric JMH benchmark: a reader and a writer on one {@code Scope.Group} counter. Each
 * records which counter object it saw, so a test can tell whether the group's threads shared it.
 */
@State(Scope.Group)
public class JmhGroupBench {
  /** The counters the threads of groups have seen (one per group run of a fork). */
  public static final java.util.Set<AtomicLong> SEEN =
      java.util.Collections.newSetFromMap(new java.util.concurrent.ConcurrentHashMap<>());

  final AtomicLong counter = new AtomicLong();

  @Benchmark
  @Group("rw")
  @GroupThreads(1)
  public long read() {
    SEEN.add(counter);
    return counter.get();
  }

  @Benchmark
  @Group("rw")
  @GroupThreads(1)
  public long write() {
    SEEN.add(counter);
    return counter.incrementAndGet();
  }
}

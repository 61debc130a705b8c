package dev.vernier.jmhbench;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * JMH sample 23's counters made exact: every tenth call counts {@code rare}, the others
 * {@code common}, so the two rates stand 1 to 9 whatever the machine does; {@code total()} is
 * their sum, read through a method; {@code batches} counts events, not operations. The counters
 * are reset by the state's own iteration set-up, as in the sample.
 */
@BenchmarkMode(Mode.Throughput)
@State(Scope.Thread)
public class JmhAuxBench {
  long calls;

  @AuxCounters
  @State(Scope.Thread)
  public static class Split {
    public long rare;
    public long common;

    @Setup(Level.Iteration)
    public void clean() {
      rare = common = 0;
    }

    public long total() {
      return rare + common;
    }
  }

  @AuxCounters(AuxCounters.Type.EVENTS)
  @State(Scope.Thread)
  public static class Seen {
    public int tenths;
  }

  @Benchmark
  public long split(Split split, Seen seen) {
    if (++calls % 10 == 0) {
      split.rare++;
      seen.tenths++;
    } else {
      split.common++;
    }
    return calls;
  }
}

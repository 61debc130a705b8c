package dev.vernier.jmhbench;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.GroupThreads;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.BenchmarkParams;

/** One JMH benchmark per thing Vernier refuses, each with a neighbour that runs. */
public final class JmhWrong {
  private JmhWrong() {}

  @State(Scope.Thread)
  public static class NoConstructor {
    final int n;

    public NoConstructor(int n) {
      this.n = n;
    }
  }

  @State(Scope.Group)
  public static class GroupState {
    int n;
  }

  @State(Scope.Thread)
  public static class BadParam {
    @Param({"1", "two"})
    public int n;
  }

  @AuxCounters
  @State(Scope.Benchmark) // JMH counts per thread only
  public static class Counters {
    public long hits;
  }

  @State(Scope.Thread)
  public static class Benches {
    int n = 3;

    @Benchmark
    public int noConstructor(NoConstructor s) {
      return s.n;
    }

    @Benchmark
    public int groupOutsideGroup(GroupState s) {
      return s.n;
    }

    @Benchmark
    public int badParam(BadParam s) {
      return s.n;
    }

    @Benchmark
    public int benchmarkParams(BenchmarkParams p) {
      return p.getThreads();
    }

    @Benchmark
    public int aux(Counters c) {
      return (int) c.hits++;
    }

    @Benchmark
    @GroupThreads(2)
    public int grouped() {
      return n;
    }

    @Benchmark
    public int fine() {
      return n;
    }
  }
}

package dev.vernier.jmhbench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.CompilerControl;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/** States that depend on states, params on a shared state, every level, JMH's run settings. */
@State(Scope.Thread)
@BenchmarkMode({Mode.AverageTime, Mode.Throughput})
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(value = 2, jvmArgsAppend = "-Djmhbench.appended=yes", jvmArgsPrepend = "-Xss2m")
@Warmup(iterations = 3, time = 1)
public class JmhDagBench {
  int own;

  @State(Scope.Benchmark)
  public static class Shared {
    @Param({"3", "5"})
    public int size;
    int[] data;

    @Setup(Level.Trial)
    public void fill() {
      data = new int[size];
      Events.LOG.add("Shared.fill size=" + size);
    }

    @TearDown(Level.Trial)
    public void drop() {
      Events.LOG.add("Shared.drop");
    }
  }

  @State(Scope.Thread)
  public static class Local {
    @Param({"x"})
    public String tag;
    int[] copy;

    @Setup(Level.Trial)
    public void copy(Shared shared) {
      copy = shared.data.clone();
      Events.LOG.add("Local.copy of " + shared.data.length + " tag=" + tag);
    }

    @Setup(Level.Iteration)
    public void iteration() {
      Events.LOG.add("Local.iteration");
    }

    @TearDown(Level.Trial)
    public void drop() {
      Events.LOG.add("Local.drop");
    }

    @CompilerControl(CompilerControl.Mode.DONT_INLINE)
    public int sum() {
      int s = 0;
      for (int v : copy) {
        s += v + 1;
      }
      return s;
    }
  }

  @Setup
  public void own() {
    own = 1;
    Events.LOG.add("JmhDagBench.own");
  }

  @Benchmark
  @OperationsPerInvocation(2)
  @Measurement(iterations = 4)
  public int sum(Local local, Blackhole bh) {
    bh.consume(local.copy);
    return local.sum() + own;
  }

  @Benchmark
  @Threads(4)
  @BenchmarkMode(Mode.All)
  public void consume(Blackhole bh) {
    bh.consume(own);
  }
}

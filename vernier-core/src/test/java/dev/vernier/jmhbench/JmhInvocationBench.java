package dev.vernier.jmhbench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/** A benchmark class without @State (JMH makes one per thread) and an invocation-level state. */
public class JmhInvocationBench {
  @State(Scope.Thread)
  public static class PerCall {
    int calls;

    @Setup(Level.Invocation)
    public void before() {
      Events.LOG.add("before " + calls);
    }

    @TearDown(Level.Invocation)
    public void after() {
      Events.LOG.add("after " + calls);
    }
  }

  @Benchmark
  public int call(PerCall s) {
    return ++s.calls;
  }
}

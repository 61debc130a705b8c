package dev.vernier.jmhbench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/** JMH sample 24's shape: benchmarks in an abstract class, run for each plain subclass. */
public final class JmhInherited {
  private JmhInherited() {}

  @State(Scope.Thread)
  public abstract static class Base {
    double x = 42;

    @Benchmark
    public double work() {
      return twice();
    }

    protected abstract double twice();
  }

  public static class Log extends Base {
    @Override
    protected double twice() {
      return Math.log(x) * 2;
    }
  }
}

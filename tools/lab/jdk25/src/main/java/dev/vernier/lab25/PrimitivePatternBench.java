package dev.vernier.lab25;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * JDK 25's preview feature, primitive types in patterns (JEP 507): a class file the JVM loads
 * only with --enable-preview. The benchmark's own flag is in its @Fork, as such suites write it.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 2, jvmArgsAppend = {"--enable-preview"})
public class PrimitivePatternBench {
  long[] values;

  @Setup
  public void fill() {
    values = new long[1024];
    for (int i = 0; i < values.length; i++) {
      values[i] = (i % 3 == 0) ? i : (long) i << 40;
    }
  }

  /** How many values fit an int, by a primitive pattern. */
  @Benchmark
  public int fitsInt() {
    int n = 0;
    for (long v : values) {
      n += switch (v) {
        case int i -> 1;
        default -> 0;
      };
    }
    return n;
  }

  /** The same by a range check: the pattern's cost beside the code it stands for. */
  @Benchmark
  public int rangeCheck() {
    int n = 0;
    for (long v : values) {
      n += (v >= Integer.MIN_VALUE && v <= Integer.MAX_VALUE) ? 1 : 0;
    }
    return n;
  }
}

package dev.vernier.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The planted trap: a list filled by the benchmark and never reset, scanned on every call, so
 * every call costs more than the one before and there is no steady state. A harness must flag
 * it (Vernier: NOT_STATIONARY) every time, whatever the heap policy.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class GrowingTrapBench {
  List<Long> seen;
  long next;

  @Setup
  public void build() {
    seen = new ArrayList<>();
  }

  @Benchmark
  public long appendAndScan() {
    seen.add(next++);
    long max = 0;
    for (int i = 0; i < seen.size(); i += 64) { // every 64th: grows slowly, never settles
      max = Math.max(max, seen.get(i));
    }
    return max;
  }
}

package dev.vernier.jmhbench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A JMH plan written out: 2 forks, 3 warm-up iterations of 100 ms, 4 measured ones of JMH's
 * default 10 s, in two modes; JMH would iterate its throughput row 2 x (0.3 + 40) = 80.6 s and
 * its single-shot row a few calls.
 */
@Fork(2)
@Warmup(iterations = 3, time = 100, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 4)
@BenchmarkMode({Mode.Throughput, Mode.SingleShotTime})
public class JmhPlannedBench {
  @Benchmark
  public long stamp() {
    return System.nanoTime();
  }
}

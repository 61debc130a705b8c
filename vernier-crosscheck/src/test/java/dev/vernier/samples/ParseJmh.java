package dev.vernier.samples;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The bundled {@link ParseBench} under JMH: each method calls the sample's own method on a
 * sample instance set up as Vernier sets it up, and returns its result for JMH to sink. In the
 * samples' package because the sample's methods are package-private.
 */
@State(Scope.Thread)
public class ParseJmh {
  private final ParseBench bench = new ParseBench();

  @Setup
  public void build() {
    bench.build();
  }

  @Benchmark
  public long split() {
    return bench.split();
  }

  @Benchmark
  public long substring() {
    return bench.substring();
  }

  @Benchmark
  public long scan() {
    return bench.scan();
  }
}

package dev.vernier.samples;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/** The bundled {@link EscapeBench} under JMH, for the sink trap's second opinion. */
@State(Scope.Thread)
public class EscapeJmh {
  private final EscapeBench bench = new EscapeBench();

  @Benchmark
  public long notEscaping() {
    return bench.notEscaping();
  }

  @Benchmark
  public Object returned() {
    return bench.returned();
  }
}

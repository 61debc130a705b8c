package dev.vernier.samples;

import dev.vernier.Benchmark;

/**
 * The sink trap from the .NET article (seed 001), on the JVM: the same small object made twice.
 * In {@code notEscaping} it never leaves the method, so once C2 compiles it, escape analysis
 * replaces the object by its two fields in registers and the figure reads 0 B: a property of the
 * measurement, not of the code. {@code returned} gives the object back, Vernier sinks it, and the
 * figure is its real size: a 12-byte header and two ints, aligned to 24 B.
 */
public class EscapeBench {
  int x = 7;
  int y = 11;

  /** Two ints: 12 + 4 + 4 = 20 bytes, aligned to 8: 24. */
  public record Point(int x, int y) {}

  @Benchmark
  long notEscaping() {
    Point p = new Point(x, y); // scalar-replaced by C2: never allocated
    return p.x() + p.y();
  }

  @Benchmark(baseline = true)
  Point returned() {
    return new Point(x, y); // sunk: the allocation is real and counted
  }
}

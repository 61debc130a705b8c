package dev.vernier.lab25;

import java.util.concurrent.TimeUnit;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/** A float array's sum, scalar and with the incubating Vector API (a class of jdk.incubator.vector). */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 2, jvmArgsAppend = {"--add-modules=jdk.incubator.vector"})
public class VectorSumBench {
  private static final VectorSpecies<Float> SPECIES = FloatVector.SPECIES_PREFERRED;

  @Param({"1024", "65536"})
  int size;

  float[] values;

  @Setup
  public void fill() {
    values = new float[size];
    for (int i = 0; i < size; i++) {
      values[i] = (i % 97) * 0.5f;
    }
  }

  @Benchmark
  public float scalar() {
    float sum = 0;
    for (float v : values) {
      sum += v;
    }
    return sum;
  }

  @Benchmark
  public float vector() {
    FloatVector acc = FloatVector.zero(SPECIES);
    int i = 0;
    for (int upper = SPECIES.loopBound(values.length); i < upper; i += SPECIES.length()) {
      acc = acc.add(FloatVector.fromArray(SPECIES, values, i));
    }
    float sum = acc.reduceLanes(VectorOperators.ADD);
    for (; i < values.length; i++) {
      sum += values[i];
    }
    return sum;
  }
}

package dev.vernier.lab;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Joining n words: a hand-written StringBuilder loop against String.join. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class JoinBench {
  @Param({"10", "1000"})
  int n;

  String[] words;

  @Setup
  public void build() {
    words = new String[n];
    for (int i = 0; i < n; i++) {
      words[i] = "w" + Integer.toString(i * 7919, 36);
    }
  }

  @Benchmark
  public String stringBuilderJoin() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < words.length; i++) {
      if (i > 0) {
        sb.append(',');
      }
      sb.append(words[i]);
    }
    return sb.toString();
  }

  @Benchmark
  public String stringJoin() {
    return String.join(",", words);
  }
}

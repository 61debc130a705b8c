package dev.vernier.testbench;

import dev.vernier.Benchmark;
import dev.vernier.Setup;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Work that runs in the JDK, not in this class: a stream, a map, string formatting. */
public class LibraryBench {
  List<Integer> numbers = new ArrayList<>();
  String[] words = new String[500];

  @Setup
  void fill() {
    for (int i = 0; i < 500; i++) {
      numbers.add(i * 7919 % 1000);
      words[i] = "w" + (i * 31 % 97);
    }
  }

  @Benchmark
  long stream() {
    return numbers.stream().filter(x -> (x & 1) == 0).mapToLong(Integer::longValue).sum();
  }

  @Benchmark
  Map<String, Integer> count() {
    Map<String, Integer> m = new HashMap<>();
    for (String w : words) {
      m.merge(w, 1, Integer::sum);
    }
    return m;
  }

  @Benchmark
  String format() {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < 20; i++) {
      b.append(String.format("%.2f;", numbers.get(i) / 7.0));
    }
    return b.toString();
  }
}

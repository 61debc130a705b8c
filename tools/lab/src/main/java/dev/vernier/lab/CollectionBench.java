package dev.vernier.lab;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Collections: boxing, hashing, sorting and growth, on 100 to 1,000 elements. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class CollectionBench {
  static final int SIZE = 1000;

  int[] numbers;
  String[] keys;
  Map<String, Integer> table;
  String[] probes;
  Person[] people;
  int growTo;

  record Person(String name, int age) {}

  @Setup
  public void build() {
    numbers = new int[SIZE];
    keys = new String[SIZE];
    table = new HashMap<>();
    people = new Person[100];
    for (int i = 0; i < SIZE; i++) {
      numbers[i] = (i * 2654435761L) % 1000 > 0 ? (int) ((i * 2654435761L) % 1000) : i;
      keys[i] = "key-" + i;
      table.put(keys[i], i);
    }
    probes = new String[64];
    for (int i = 0; i < probes.length; i++) {
      probes[i] = "key-" + (i * 37 % (SIZE + 200)); // some miss
    }
    for (int i = 0; i < people.length; i++) {
      people[i] = new Person("p" + (i * 31 % 17), i * 7 % 90);
    }
    growTo = SIZE;
  }

  @Benchmark
  public long boxedStream() {
    return Arrays.stream(numbers).boxed().filter(x -> x % 3 != 0).mapToLong(Integer::longValue)
        .sum();
  }

  @Benchmark
  public Map<String, Integer> hashMapBuild() {
    Map<String, Integer> m = new HashMap<>();
    for (int i = 0; i < keys.length; i++) {
      m.put(keys[i], i);
    }
    return m;
  }

  @Benchmark
  public int hashMapLookup() {
    int sum = 0;
    for (String p : probes) {
      Integer v = table.get(p);
      if (v != null) {
        sum += v;
      }
    }
    return sum;
  }

  @Benchmark
  public Person[] comparatorSort() {
    Person[] copy = people.clone();
    Arrays.sort(copy, Comparator.comparing(Person::name).thenComparingInt(Person::age));
    return copy;
  }

  @Benchmark
  public List<Integer> arrayListGrowth() {
    List<Integer> list = new ArrayList<>();
    for (int i = 0; i < growTo; i++) {
      list.add(i);
    }
    return list;
  }

  @Benchmark
  public Map<Integer, Long> groupingBy() {
    return Arrays.stream(numbers).boxed()
        .collect(Collectors.groupingBy(x -> x % 10, Collectors.counting()));
  }
}

package dev.vernier.engine.discover;

import java.util.List;

/**
 * A JMH {@code @Group}: methods of one class run at once on their own threads
 * ({@code @GroupThreads} each), sharing {@code Scope.Group} states: readers against writers.
 * One run of the group gives one row; which threads' figures make it is {@code measured}.
 *
 * @param name the group's name ({@code @Group("g")})
 * @param methods its methods, in declaration order
 * @param descriptors their JVM descriptors, in the same order
 * @param threads each method's {@code @GroupThreads}, in the same order
 * @param measured the method whose threads make this row's figure; null for the group as a whole
 */
public record GroupPlan(String name, List<String> methods, List<String> descriptors,
    List<Integer> threads, String measured) {

  /** Every thread of the group. */
  public int totalThreads() {
    int n = 0;
    for (int t : threads) {
      n += t;
    }
    return n;
  }

  /** The method thread {@code thread} (0-based) runs: the first method's threads come first. */
  public String methodOfThread(int thread) {
    return methods.get(memberOf(thread));
  }

  /** The JVM descriptor of the method thread {@code thread} runs. */
  public String descriptorOfThread(int thread) {
    return descriptors.get(memberOf(thread));
  }

  /** The index, in {@code methods}, of the method thread {@code thread} runs. */
  public int memberOf(int thread) {
    int end = 0;
    for (int i = 0; i < methods.size(); i++) {
      end += threads.get(i);
      if (thread < end) {
        return i;
      }
    }
    throw new IllegalArgumentException("thread " + thread + " of a group of " + end);
  }

  /** The first thread of method {@code member}: the earlier methods' threads come first. */
  public int firstThreadOf(int member) {
    int start = 0;
    for (int i = 0; i < member; i++) {
      start += threads.get(i);
    }
    return start;
  }

  /** Which threads' figures make the row: those of {@code measured}, or all. */
  public boolean[] counted() {
    boolean[] out = new boolean[totalThreads()];
    for (int t = 0; t < out.length; t++) {
      out[t] = measured == null || measured.equals(methodOfThread(t));
    }
    return out;
  }

  /** The same group, its figure taken from {@code method}'s threads (null: all of them). */
  public GroupPlan measuring(String method) {
    return new GroupPlan(name, methods, descriptors, threads, method);
  }
}

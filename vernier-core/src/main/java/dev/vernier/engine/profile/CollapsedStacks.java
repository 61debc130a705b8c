package dev.vernier.engine.profile;

import dev.vernier.engine.result.Profile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Collapsed (folded) stacks, Brendan Gregg's format that async-profiler writes and flame graphs
 * are drawn from: one line per distinct stack, frames from the root to the leaf separated by
 * {@code ;}, then a space and the count. Counts of equal stacks add up, so profiles of several
 * forks merge by summing.
 */
public final class CollapsedStacks {
  private final Map<String, Long> counts = new LinkedHashMap<>();

  /** Parses collapsed text; blank lines and lines without a trailing count are skipped. */
  public static CollapsedStacks parse(String text) {
    CollapsedStacks s = new CollapsedStacks();
    for (String line : text.split("\n")) {
      String l = line.strip();
      int space = l.lastIndexOf(' ');
      if (space <= 0) {
        continue;
      }
      try {
        s.add(l.substring(0, space), Long.parseLong(l.substring(space + 1)));
      } catch (NumberFormatException e) {
        // not a collapsed line
      }
    }
    return s;
  }

  public static CollapsedStacks read(Path file) throws IOException {
    return parse(Files.readString(file));
  }

  public void add(String stack, long count) {
    if (count > 0 && !stack.isEmpty()) {
      counts.merge(stack, count, Long::sum);
    }
  }

  public void addAll(CollapsedStacks other) {
    other.counts.forEach(this::add);
  }

  public Map<String, Long> counts() {
    return Collections.unmodifiableMap(counts);
  }

  public long total() {
    long t = 0;
    for (long c : counts.values()) {
      t += c;
    }
    return t;
  }

  public boolean isEmpty() {
    return counts.isEmpty();
  }

  /** The text, heaviest stack first (ties by name, so the file is deterministic). */
  public String text() {
    List<Map.Entry<String, Long>> rows = new ArrayList<>(counts.entrySet());
    rows.sort(Map.Entry.<String, Long>comparingByValue().reversed()
        .thenComparing(Map.Entry.comparingByKey()));
    StringBuilder sb = new StringBuilder();
    for (Map.Entry<String, Long> e : rows) {
      sb.append(e.getKey()).append(' ').append(e.getValue()).append('\n');
    }
    return sb.toString();
  }

  public void write(Path file) throws IOException {
    Files.writeString(file, text());
  }

  /**
   * The same stacks with hidden classes' addresses dropped ({@code Bench$VernierLoop.0x7f..}
   * becomes {@code Bench$VernierLoop}), so the same frame merges across forks and runs.
   */
  public CollapsedStacks withoutAddresses() {
    CollapsedStacks out = new CollapsedStacks();
    counts.forEach((stack, n) -> out.add(stack.replaceAll("\\.0x[0-9a-f]+", ""), n));
    return out;
  }

  /**
   * For an allocation profile, whose leaf is the allocated type ({@code byte[]_[i]}): the same
   * stacks with the leaf named {@code "byte[] in java.lang.String.split"}, so the top list names
   * the allocation sites, not only the types. The flame graph keeps the plain stacks.
   */
  public CollapsedStacks allocationSites() {
    CollapsedStacks out = new CollapsedStacks();
    counts.forEach((stack, n) -> {
      int cut = stack.lastIndexOf(';');
      if (cut < 0) {
        out.add(stack, n);
        return;
      }
      String caller = leaf(stack.substring(0, cut));
      out.add(stack.substring(0, cut + 1) + displayName(leaf(stack)) + " in "
          + displayName(caller), n);
    });
    return out;
  }

  /** Self count per frame: the samples in which the frame was the leaf (its own code). */
  public Map<String, Long> selfCounts() {
    Map<String, Long> self = new HashMap<>();
    counts.forEach((stack, n) -> self.merge(leaf(stack), n, Long::sum));
    return self;
  }

  /** Total count per frame: samples in which it was anywhere on the stack (once per stack). */
  public Map<String, Long> totalCounts() {
    Map<String, Long> total = new HashMap<>();
    counts.forEach((stack, n) -> {
      Set<String> seen = new HashSet<>();
      for (String f : stack.split(";")) {
        if (seen.add(f)) {
          total.merge(f, n, Long::sum);
        }
      }
    });
    return total;
  }

  /**
   * The {@code n} frames with the most self time, with their shares of all samples and the
   * Amdahl limit of each; the leaves of stacks the predicate calls excluded (the harness's own)
   * are left out of the list but not out of the denominator. One method's frames merge whatever
   * async-profiler's mark on them ({@code _[j]} compiled, {@code _[i]} inlined...).
   */
  public List<Profile.Frame> top(int n, Predicate<String> excludedStack) {
    return new TopFrames(this, excludedStack).bySelf(n);
  }

  /** The share of samples in the stacks the predicate matches. */
  public double share(Predicate<String> stacks) {
    long all = total();
    if (all == 0) {
      return 0;
    }
    long hit = 0;
    for (Map.Entry<String, Long> e : counts.entrySet()) {
      if (stacks.test(e.getKey())) {
        hit += e.getValue();
      }
    }
    return round((double) hit / all);
  }

  static String leaf(String stack) {
    return stack.substring(stack.lastIndexOf(';') + 1);
  }

  /**
   * A frame as a Java programmer writes it: async-profiler's {@code pkg/Class.method} with dots,
   * and without its type suffix ({@code _[j]} JIT-compiled, {@code _[i]} inlined, {@code _[k]}
   * kernel, {@code _[0]} interpreted...).
   */
  public static String displayName(String frame) {
    String f = frame.replaceAll("_\\[[a-z0-9]+]$", "");
    if (!f.startsWith("[") && !f.contains(" ") && f.indexOf('/') > 0 && !f.startsWith("/")) {
      f = f.replace('/', '.');
    }
    return f;
  }

  private static double round(double v) {
    return TopFrames.round(v);
  }
}

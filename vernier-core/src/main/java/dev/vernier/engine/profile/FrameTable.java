package dev.vernier.engine.profile;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Per frame, what a sampled profile says of it, by display name (async-profiler's {@code _[j]},
 * {@code _[i]}, {@code _[0]} marks of one method merge): its self samples (on top of the stack),
 * its total samples (anywhere on it, once per stack), the samples in which the JIT had inlined
 * it (the {@code _[i]} mark) and into which compiled frame, the samples in which it was the
 * program's deepest frame (its own code and the library code it calls), and whether it stood
 * where the JVM enters a thread or the program.
 */
final class FrameTable {
  /** The counts of one frame. */
  static final class Counts {
    long self;
    long total;
    long inlined;
    long own;
    boolean entry;
    final Map<String, Long> inlinedInto = new HashMap<>();

    String mostlyInlinedInto() {
      String best = null;
      long most = 0;
      for (Map.Entry<String, Long> e : inlinedInto.entrySet()) {
        if (e.getValue() > most || e.getValue() == most && best != null
            && e.getKey().compareTo(best) < 0) {
          best = e.getKey();
          most = e.getValue();
        }
      }
      return best;
    }
  }

  final long all;
  final Map<String, Counts> frames = new HashMap<>();

  /**
   * @param excludedStack stacks whose leaf is not counted as self time (the harness's); they
   *     stay in {@link #all} and in the totals of the frames on them
   */
  FrameTable(CollapsedStacks stacks, Predicate<String> excludedStack) {
    this.all = stacks.total();
    stacks.counts().forEach((stack, n) -> {
      // the measurer between batches: the harness's time, in the denominator only
      if (!stack.startsWith(BenchmarkProfiler.OUTSIDE)) {
        add(stack, n, excludedStack.test(stack));
      }
    });
  }

  private Counts of(String frame) {
    return frames.computeIfAbsent(frame, f -> new Counts());
  }

  private void add(String stack, long n, boolean excluded) {
    String[] raw = stack.split(";");
    String[] name = new String[raw.length];
    for (int i = 0; i < raw.length; i++) {
      name[i] = CollapsedStacks.displayName(raw[i]);
    }
    Set<String> seen = new HashSet<>();
    boolean javaSeen = false;
    boolean entryChain = true;
    String compiled = null; // the frame the inlined ones below it were compiled into
    int deepestProgram = -1;
    for (int i = 0; i < raw.length; i++) {
      boolean java = EntryFrames.isJava(name[i]);
      boolean inlined = raw[i].endsWith("_[i]");
      entryChain = entryChain && EntryFrames.isEntry(name[i], java && !javaSeen);
      javaSeen |= java;
      Counts c = of(name[i]);
      c.entry |= entryChain;
      if (seen.add(name[i])) {
        c.total += n;
        if (inlined && compiled != null) {
          c.inlined += n;
          c.inlinedInto.merge(compiled, n, Long::sum);
        }
      }
      if (!inlined) {
        compiled = name[i];
      }
      if (EntryFrames.isProgram(name[i]) && !entryChain) {
        deepestProgram = i;
      }
    }
    if (!excluded) {
      of(name[raw.length - 1]).self += n;
    }
    if (deepestProgram >= 0) {
      of(name[deepestProgram]).own += n;
    }
  }
}

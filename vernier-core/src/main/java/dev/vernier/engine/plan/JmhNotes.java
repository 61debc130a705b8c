package dev.vernier.engine.plan;

import dev.vernier.engine.discover.BenchmarkDescriptor;
import dev.vernier.engine.discover.JmhFacts;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The plan's lines about JMH benchmarks, one per benchmark method (not one per mode of a
 * {@code @BenchmarkMode} with several; one per {@code @Group}, not per method of it): skipped
 * ones, and those run otherwise than written.
 */
final class JmhNotes {
  private final Consumer<PlanNote> notes;
  private final Set<String> said = new HashSet<>();
  private final Set<String> planned = new HashSet<>();

  JmhNotes(Consumer<PlanNote> notes) {
    this.notes = notes;
  }

  /** False, after saying why once, for a JMH benchmark that is skipped. */
  boolean runs(BenchmarkDescriptor b) {
    JmhFacts jmh = b.jmh();
    if (jmh == null) {
      return true;
    }
    if (jmh.skipReason() != null) {
      say(b, jmh.invalid() != null ? PlanNote.Kind.INVALID : PlanNote.Kind.UNSUPPORTED,
          jmh.skipReason());
      return false;
    }
    return true;
  }

  /** With {@code --mode}, each of a benchmark's {@code @BenchmarkMode} rows would be the same. */
  boolean firstInMode(BenchmarkDescriptor b, String forcedMode) {
    return forcedMode == null || planned.add(b.qualifiedName() + "/" + b.descriptor());
  }

  void invalid(BenchmarkDescriptor b, String message) {
    say(b, PlanNote.Kind.INVALID, message);
  }

  private void say(BenchmarkDescriptor b, PlanNote.Kind kind, String message) {
    if (said.add(b.qualifiedName() + "/" + b.descriptor()) & said.add(message)) {
      notes.accept(new PlanNote(b.qualifiedName(), kind, message));
    }
  }
}

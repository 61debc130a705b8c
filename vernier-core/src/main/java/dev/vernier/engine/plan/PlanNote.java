package dev.vernier.engine.plan;

/**
 * One line the plan has to say about a benchmark it found: why it is skipped, or how it will
 * run other than it asks. The rest of the run goes on.
 *
 * @param benchmark {@code pkg.Class.method}
 * @param message the whole line, naming the benchmark, and for {@link Kind#INVALID} the fix
 */
public record PlanNote(String benchmark, Kind kind, String message) {
  public enum Kind {
    /** Skipped: it uses what Vernier does not support yet. */
    UNSUPPORTED,
    /** Skipped: it is wrong (a missing constructor, a value that does not convert). */
    INVALID,
    /** It runs, but not as written (say, with one thread instead of {@code @Threads(4)}). */
    NOTE
  }

  public boolean skipped() {
    return kind != Kind.NOTE;
  }

  /** The line as printed: {@code skipped pkg.Class.method: ...}. */
  public String line() {
    return (skipped() ? "skipped " : "note: ") + message;
  }
}

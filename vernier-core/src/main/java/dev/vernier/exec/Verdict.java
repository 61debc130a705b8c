package dev.vernier.exec;

import java.util.Locale;

/** The outcome of comparing A with B. */
public enum Verdict {
  /** A is faster than B: the whole interval of A/B lies below 1 and not all within the margin. */
  FASTER,
  /** A is slower than B: the whole interval lies above 1 and not all within the margin. */
  SLOWER,
  /** The whole interval lies within 1 ± margin: any difference is too small to matter. */
  SAME,
  /** The interval straddles 1 and reaches beyond the margin: more runs are needed to tell. */
  INCONCLUSIVE;

  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }
}

package dev.vernier.engine.report;

import java.util.Map;

/**
 * What each warning code claims, in a few words: the compact notes under the table print this
 * once per code, with the rows it concerns; the full message and fix of each row come with
 * {@code --explain} and are always in the result file. Wording follows docs/contract's table.
 */
final class WarningCodes {
  private static final Map<String, String> SUMMARY = Map.ofEntries(
      Map.entry("RESULT_DISCARDED", "the result may be dead code the JIT removes"),
      Map.entry("CONSTANT_INPUT", "reads only constants, so the JIT may fold the work"),
      Map.entry("SUB_NANOSECOND", "at or below the empty-call floor: the work was probably removed"),
      Map.entry("JIT_DURING_MEASUREMENT", "the JIT was still compiling while it was measured"),
      Map.entry("MULTIMODAL", "the samples form more than one mode"),
      Map.entry("FORKS_DISAGREE", "the forks settled at different levels"),
      Map.entry("NOT_STATIONARY", "the figure was still moving (warm-up ran out, or it drifted)"),
      Map.entry("HIGH_NOISE", "the interval is too wide to rank these rows"),
      Map.entry("ALLOCATION_UNSTABLE", "bytes per op differ between forks or from warm-up"),
      Map.entry("NO_FORK", "measured inside the harness's own JVM"),
      Map.entry("THREADS_OVER_CORES", "more threads than the fork's cores: they took turns"));

  private WarningCodes() {}

  /** A few words on what the code claims, or null for a code without a summary. */
  static String summary(String code) {
    return SUMMARY.get(code);
  }
}

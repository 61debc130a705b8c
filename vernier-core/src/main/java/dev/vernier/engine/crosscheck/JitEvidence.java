package dev.vernier.engine.crosscheck;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Where two tools' JITs made different code of one benchmark, from the two compilations
 * {@link JitLog} found: a call below the benchmark that C2 inlined in one tool's fork and not in
 * the other's, shallowest first, and whether the benchmark itself was compiled on its own in one
 * and inlined into the harness's loop in the other. Calls present in only one log are left out:
 * they follow from a difference above them. Pure.
 */
public final class JitEvidence {
  /** Differences named in the row; the rest are counted. */
  static final int SHOWN = 3;

  private JitEvidence() {}

  /**
   * The evidence line, or none when the logs show the same decisions (or neither tool's fork
   * compiled the method with C2).
   *
   * @param method {@code fully.qualified.Class::name}
   */
  public static List<String> compare(String method, JitLog.Compiled jmh,
      JitLog.Compiled vernier) {
    String shortName = shortName(method);
    if (jmh == null && vernier == null) {
      return List.of();
    }
    if (jmh == null || vernier == null) {
      return List.of("the JIT: " + (jmh == null ? "Vernier's" : "JMH's") + " fork compiled "
          + shortName + " with C2, " + (jmh == null ? "JMH's" : "Vernier's")
          + " did not (their compilation logs)");
    }
    List<String> parts = new ArrayList<>();
    if (jmh.onItsOwn(method) != vernier.onItsOwn(method)) {
      parts.add((jmh.onItsOwn(method) ? "JMH" : "Vernier") + " compiled " + shortName
          + " on its own, " + (jmh.onItsOwn(method) ? "Vernier" : "JMH") + " inlined it into "
          + shortName(jmh.onItsOwn(method) ? vernier.root() : jmh.root()));
    }
    List<String> differing = new ArrayList<>();
    for (Map.Entry<String, String> e : jmh.calls().entrySet()) {
      String other = vernier.calls().get(e.getKey());
      if (other != null && JitLog.INLINED.equals(e.getValue()) != JitLog.INLINED.equals(other)) {
        differing.add(e.getKey());
      }
    }
    differing.sort(Comparator.comparingInt(k -> Math.min(jmh.depths().getOrDefault(k, 99),
        vernier.depths().getOrDefault(k, 99))));
    for (String call : differing.subList(0, Math.min(SHOWN, differing.size()))) {
      boolean jmhInlined = JitLog.INLINED.equals(jmh.calls().get(call));
      String reason = (jmhInlined ? vernier : jmh).calls().get(call);
      parts.add((jmhInlined ? "JMH" : "Vernier") + " inlined " + shortCall(call) + ", "
          + (jmhInlined ? "Vernier" : "JMH") + " did not (" + reason + ")");
    }
    if (differing.size() > SHOWN) {
      parts.add("and " + (differing.size() - SHOWN) + " more calls");
    }
    if (parts.isEmpty()) {
      return List.of();
    }
    return List.of("the JIT inlined differently below " + shortName + " (a fork of each with"
        + " -XX:+LogCompilation): " + String.join("; ", parts));
  }

  /** {@code Formatter::format} for {@code java.util.Formatter::format}. */
  static String shortName(String method) {
    int sep = method.indexOf("::");
    String holder = sep < 0 ? method : method.substring(0, sep);
    String simple = holder.substring(holder.lastIndexOf('.') + 1);
    return sep < 0 ? simple : simple + method.substring(sep);
  }

  private static String shortCall(String call) {
    int arrow = call.indexOf(" -> ");
    return shortName(call.substring(0, arrow)) + " -> " + shortName(call.substring(arrow + 4));
  }
}

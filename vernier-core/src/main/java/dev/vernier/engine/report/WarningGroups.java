package dev.vernier.engine.report;

import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Warning;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The benchmarks' warnings grouped by code, as BenchmarkDotNet prints its analysers' findings:
 * each code once, the benchmarks it concerns, each distinct message once (a lint that holds for
 * every parameter set of a method is said once), and the fix.
 */
public final class WarningGroups {
  /** One message and the rows that carry it. */
  public record Entry(String message, String fix, List<String> rows) {}

  /** One code: its severity, the benchmarks it concerns, its messages. */
  public record Group(String severity, String code, String benchmarks, List<Entry> entries) {
    /** The fix, when every message of the group has the same one; null otherwise. */
    public String commonFix() {
      String fix = entries.get(0).fix();
      for (Entry e : entries) {
        if (fix == null || !fix.equals(e.fix())) {
          return null;
        }
      }
      return fix;
    }
  }

  private static final List<String> SEVERITIES = List.of("error", "warn", "info");

  private WarningGroups() {}

  public static List<Group> of(List<BenchmarkResult> rows) {
    Map<String, Map<String, Entry>> byCode = new LinkedHashMap<>();
    Map<String, String> severity = new LinkedHashMap<>();
    for (BenchmarkResult r : rows) {
      if (r.evidence().warnings() == null) {
        continue;
      }
      for (Warning w : r.evidence().warnings()) {
        severity.merge(w.code(), w.severity(), WarningGroups::worse);
        Entry e = byCode.computeIfAbsent(w.code(), c -> new LinkedHashMap<>())
            .computeIfAbsent(w.message(), m -> new Entry(m, w.fix(), new ArrayList<>()));
        e.rows().add(label(r));
      }
    }
    List<Group> out = new ArrayList<>();
    for (Map.Entry<String, Map<String, Entry>> c : byCode.entrySet()) {
      List<Entry> entries = new ArrayList<>(c.getValue().values());
      out.add(new Group(severity.get(c.getKey()), c.getKey(), benchmarks(entries), entries));
    }
    out.sort((a, b) -> rank(a.severity()) - rank(b.severity())); // stable: first seen first
    return out;
  }

  private static String label(BenchmarkResult r) {
    String p = Figures.params(r);
    return "-".equals(p) ? Figures.name(r) : Figures.name(r) + " " + p;
  }

  /** {@code A.m, B.m (n=1000, n=2000)}: each benchmark once, its parameter sets beside it. */
  private static String benchmarks(List<Entry> entries) {
    Map<String, List<String>> params = new LinkedHashMap<>();
    for (Entry e : entries) {
      for (String row : e.rows()) {
        int space = row.indexOf(' ');
        String name = space < 0 ? row : row.substring(0, space);
        List<String> ps = params.computeIfAbsent(name, n -> new ArrayList<>());
        if (space >= 0 && !ps.contains(row.substring(space + 1))) {
          ps.add(row.substring(space + 1));
        }
      }
    }
    List<String> parts = new ArrayList<>();
    params.forEach((name, ps) ->
        parts.add(ps.isEmpty() ? name : name + " (" + String.join(", ", ps) + ")"));
    return String.join(", ", parts);
  }

  private static String worse(String a, String b) {
    return rank(a) <= rank(b) ? a : b;
  }

  private static int rank(String severity) {
    int i = SEVERITIES.indexOf(severity);
    return i < 0 ? SEVERITIES.size() : i;
  }
}

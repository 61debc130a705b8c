package dev.vernier.engine.result;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a row's figures come from.
 *
 * @param forks every fork, with every sample it measured
 * @param profile the profile of its measurement phase ({@code run --profile}); null without
 * @param warnings the traps found in it, each with its fix
 */
public record Evidence(List<ForkRecord> forks, Profile profile, List<Warning> warnings) {
  public static final Evidence NONE = new Evidence(List.of(), null, List.of());

  public Evidence withProfile(Profile p) {
    return new Evidence(forks, p, warnings);
  }

  /**
   * The row's {@code @AuxCounters}: each counter's median over the forks of the figure that
   * counted it, by name; null for a benchmark without any.
   */
  public Map<String, Counter> counters() {
    Map<String, List<Double>> values = new TreeMap<>();
    Map<String, String> units = new TreeMap<>();
    for (ForkRecord f : forks == null ? List.<ForkRecord>of() : forks) {
      if (f.counters() != null && f.inFigure()) {
        f.counters().forEach((k, c) -> {
          values.computeIfAbsent(k, x -> new ArrayList<>()).add(c.value());
          units.put(k, c.unit());
        });
      }
    }
    if (values.isEmpty()) {
      return null;
    }
    Map<String, Counter> out = new TreeMap<>();
    values.forEach((k, v) -> {
      Collections.sort(v);
      int n = v.size();
      out.put(k, new Counter(n % 2 == 1 ? v.get(n / 2) : (v.get(n / 2 - 1) + v.get(n / 2)) / 2,
          units.get(k)));
    });
    return out;
  }
}

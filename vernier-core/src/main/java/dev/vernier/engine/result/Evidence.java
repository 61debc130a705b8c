package dev.vernier.engine.result;

import dev.vernier.engine.stats.IntraclassShare;
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
   * With {@code --perturb}, how much of the spread between the figure's forks their draws
   * explain; null for a row whose forks ran without draws.
   */
  public PerturbationShare perturbation() {
    Map<Integer, List<Double>> byDraw = new TreeMap<>();
    boolean drawn = false;
    for (ForkRecord f : forks == null ? List.<ForkRecord>of() : forks) {
      drawn |= f.perturbation() != null;
      if (f.perturbation() != null && f.inFigure() && f.error() == null && f.samples() != null
          && !f.samples().isEmpty()) {
        double m = median(f.samples());
        if (m > 0) {
          byDraw.computeIfAbsent(f.perturbation().draw(), k -> new ArrayList<>())
              .add(Math.log(m));
        }
      }
    }
    if (!drawn) {
      return null;
    }
    List<double[]> groups = byDraw.values().stream()
        .map(v -> v.stream().mapToDouble(Double::doubleValue).toArray()).toList();
    int counted = groups.stream().mapToInt(g -> g.length).sum();
    return new PerturbationShare(IntraclassShare.of(groups), groups.size(), counted);
  }

  private static double median(List<Double> samples) {
    List<Double> s = new ArrayList<>(samples);
    Collections.sort(s);
    int n = s.size();
    return n % 2 == 1 ? s.get(n / 2) : (s.get(n / 2 - 1) + s.get(n / 2)) / 2;
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

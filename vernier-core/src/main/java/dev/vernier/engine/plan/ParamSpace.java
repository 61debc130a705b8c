package dev.vernier.engine.plan;

import dev.vernier.engine.discover.ParamSpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** Every combination of a benchmark's parameter values, in declaration order. */
public final class ParamSpace {
  private ParamSpace() {}

  /**
   * @param specs the class's {@code @Param} fields
   * @param overrides values given on the command line, replacing the annotation's
   * @param defaults values for a field whose annotation lists none (an enum's constants)
   */
  public static List<Map<String, String>> combinations(List<ParamSpec> specs,
      Map<String, List<String>> overrides, Function<ParamSpec, List<String>> defaults) {
    List<Map<String, String>> out = new ArrayList<>();
    out.add(new LinkedHashMap<>());
    for (ParamSpec spec : specs) {
      List<String> values = overrides.getOrDefault(spec.name(), spec.values());
      if (values.isEmpty()) {
        values = defaults.apply(spec);
      }
      if (values.isEmpty()) {
        throw new IllegalArgumentException("@Param " + spec.name() + " has no values: list them"
            + " in the annotation or with --param " + spec.name() + "=v1,v2");
      }
      List<Map<String, String>> next = new ArrayList<>();
      for (Map<String, String> partial : out) {
        for (String v : values) {
          Map<String, String> m = new LinkedHashMap<>(partial);
          m.put(spec.name(), v);
          next.add(m);
        }
      }
      out = next;
    }
    return out;
  }
}

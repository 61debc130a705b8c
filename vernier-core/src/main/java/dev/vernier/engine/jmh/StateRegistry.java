package dev.vernier.engine.jmh;

import java.util.ArrayList;
import java.util.List;

/**
 * The {@code @State} objects shared between the threads of one benchmark in one fork: one per
 * {@code Scope.Benchmark} class, one per group and class for {@code Scope.Group}. Each thread's
 * {@link StateGraph} asks it for shared states and makes its own {@code Scope.Thread} ones; the
 * graph that made a shared object is the one that runs its set-up and tear-down.
 */
public final class StateRegistry {
  /**
   * A list searched in full, not a HashMap keyed by (class, group): this runs in the measured JVM
   * before the benchmark, and those keys in HashMap's code would enter the profiles the
   * benchmark's own maps are compiled with. A benchmark has a handful of states.
   */
  private final List<Entry> shared = new ArrayList<>();

  private record Entry(Class<?> type, int group, Object object) {}

  /** A state object and whether this call made it. */
  record Obtained(Object object, boolean made) {}

  interface Maker {
    Object make() throws Exception;
  }

  /** The shared object for this class (and group, for {@code Scope.Group}), made on first use. */
  synchronized Obtained obtain(Class<?> type, int group, boolean perGroup, Maker maker)
      throws Exception {
    int g = perGroup ? group : -1;
    for (Entry e : shared) {
      if (e.type() == type && e.group() == g) {
        return new Obtained(e.object(), false);
      }
    }
    Object o = maker.make();
    shared.add(new Entry(type, g, o));
    return new Obtained(o, true);
  }
}

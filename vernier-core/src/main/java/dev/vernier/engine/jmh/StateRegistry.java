package dev.vernier.engine.jmh;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code @State} objects shared between the threads of one benchmark in one fork: one per
 * {@code Scope.Benchmark} class, one per group and class for {@code Scope.Group}. Each thread's
 * {@link StateGraph} asks it for shared states and makes its own {@code Scope.Thread} ones; the
 * graph that made a shared object is the one that runs its set-up and tear-down.
 */
public final class StateRegistry {
  private final Map<List<Object>, Object> shared = new HashMap<>();

  /** A state object and whether this call made it. */
  record Obtained(Object object, boolean made) {}

  interface Maker {
    Object make() throws ReflectiveOperationException;
  }

  /** The shared object for this class (and group, for {@code Scope.Group}), made on first use. */
  synchronized Obtained obtain(Class<?> type, int group, boolean perGroup, Maker maker)
      throws ReflectiveOperationException {
    List<Object> key = perGroup ? List.of(type, group) : List.of(type);
    Object o = shared.get(key);
    if (o != null) {
      return new Obtained(o, false);
    }
    o = maker.make();
    shared.put(key, o);
    return new Obtained(o, true);
  }
}

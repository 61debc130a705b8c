package dev.vernier.engine.jmh;

import dev.vernier.Level;
import dev.vernier.engine.measure.ParamConverter;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code @State} objects of one thread of one benchmark, as JMH makes them: the benchmark
 * class's own state (or, without {@code @State}, one instance of it per thread), the states the
 * benchmark method takes, and the states their {@code @Setup}/{@code @TearDown} methods take
 * (JMH sample 29, "states DAG"). {@code Scope.Thread} states are this graph's own; {@code
 * Scope.Benchmark} and {@code Scope.Group} ones come from the {@link StateRegistry} shared by all
 * threads. {@code @Param} fields are set on every state this graph makes. JMH's {@code Control} is
 * a {@code Scope.Benchmark} state of jmh-core's, made as any other; its {@code ThreadParams}
 * is the thread's own, made from its {@link ThreadPlace}.
 *
 * <p>Helpers run in JMH's order: set-ups of a state's dependencies before its own (and a
 * superclass's before a subclass's), tear-downs in the reverse order. A graph runs the helpers
 * of the states it made only, so a shared state's are run once, by the thread that made it.
 */
final class StateGraph {
  private final JmhAnnotations jmh;
  private final StateRegistry registry;
  private final int group;
  private final Map<String, String> params;
  private final Object blackhole;
  private final ThreadPlace place;
  private Object threadParams;
  // Identity maps, not HashMap/HashSet: this runs in the measured JVM before the benchmark, and
  // Class keys in HashMap's code would enter the profiles the benchmark's own maps compile with
  private final Map<Class<?>, Object> objects = new IdentityHashMap<>();
  private final Set<Class<?>> visiting = Collections.newSetFromMap(new IdentityHashMap<>());
  private final Map<Level, List<Helper>> setups = new EnumMap<>(Level.class);
  private final Map<Level, List<Helper>> tearDowns = new EnumMap<>(Level.class);

  StateGraph(JmhAnnotations jmh, StateRegistry registry, ThreadPlace place,
      Map<String, String> params, Object blackhole) {
    this.jmh = jmh;
    this.registry = registry;
    this.group = place.group();
    this.place = place;
    this.params = params;
    this.blackhole = blackhole;
  }

  /** The {@code @AuxCounters} states of this thread, each with whether it counts events. */
  Map<Object, Boolean> counterStates() {
    Map<Object, Boolean> out = new IdentityHashMap<>();
    for (Map.Entry<Class<?>, Object> e : objects.entrySet()) {
      Boolean events = jmh.countsEvents(e.getKey());
      if (events != null) {
        out.put(e.getValue(), events);
      }
    }
    return out;
  }

  /** JMH's {@code Control} if the benchmark or a helper takes it; null otherwise. */
  Object control() {
    for (Map.Entry<Class<?>, Object> e : objects.entrySet()) {
      if (JmhInfra.CONTROL.equals(e.getKey().getName())) {
        return e.getValue();
      }
    }
    return null;
  }

  /** {@code {target, arg0, arg1, ...}} for the benchmark method: the loop's operands. */
  Object[] operands(Class<?> benchmarkClass, Method benchmark) throws Exception {
    Object[] out = new Object[benchmark.getParameterCount() + 1];
    if (!Modifier.isStatic(benchmark.getModifiers()) || jmh.scope(benchmarkClass) != null) {
      out[0] = state(benchmarkClass);
    }
    Object[] args = arguments(benchmark);
    System.arraycopy(args, 0, out, 1, args.length);
    return out;
  }

  /** The set-ups of one level in the order they run (none of TRIAL: those ran as made). */
  Helper[] setups(Level level) {
    return setups.getOrDefault(level, List.of()).toArray(Helper[]::new);
  }

  /** The tear-downs of one level in the order they run: dependents before their dependencies. */
  Helper[] tearDowns(Level level) {
    List<Helper> l = new ArrayList<>(tearDowns.getOrDefault(level, List.of()));
    java.util.Collections.reverse(l);
    return l.toArray(Helper[]::new);
  }

  private Object state(Class<?> type) throws Exception {
    Object o = objects.get(type);
    if (o != null) {
      return o;
    }
    if (!visiting.add(type)) {
      throw new IllegalArgumentException("@State " + type.getName()
          + " depends on itself through its helpers' parameters: break the cycle");
    }
    // JMH's Control is one per benchmark; jmh-core 1.37's class file keeps no @State to say so
    String scope = JmhInfra.CONTROL.equals(type.getName()) ? "Benchmark" : jmh.scope(type);
    boolean made = true;
    if ("Benchmark".equals(scope) || "Group".equals(scope)) {
      StateRegistry.Obtained shared =
          registry.obtain(type, group, "Group".equals(scope), () -> make(type));
      o = shared.object();
      made = shared.made();
    } else {
      o = make(type);
    }
    for (Method m : helpers(type)) {
      Object[] args = arguments(m); // dependencies first: their helpers are added before these
      if (made && jmh.setupLevel(m) == Level.TRIAL) {
        trialSetUp(new Helper(m, o, args));
      } else if (made) {
        add(setups, jmh.setupLevel(m), new Helper(m, o, args));
      }
      if (made) {
        add(tearDowns, jmh.tearDownLevel(m), new Helper(m, o, args));
      }
    }
    visiting.remove(type);
    objects.put(type, o);
    return o;
  }

  /**
   * A state's trial set-up runs as soon as the state is made, before any state made after it,
   * as JMH's generated code runs it: JCTools' ring benchmarks fill a static array in the
   * benchmark class's {@code @Setup(Level.Trial)} that its thread states' constructors read.
   */
  private static void trialSetUp(Helper h) throws Exception {
    try {
      h.invoke();
    } catch (Exception | Error e) {
      throw e;
    } catch (Throwable t) {
      throw new IllegalStateException(t);
    }
  }

  private static void add(Map<Level, List<Helper>> by, Level level, Helper h) {
    if (level != null) {
      by.computeIfAbsent(level, k -> new ArrayList<>()).add(h);
    }
  }

  private Object[] arguments(Method m) throws Exception {
    Class<?>[] types = m.getParameterTypes();
    Object[] out = new Object[types.length];
    for (int i = 0; i < types.length; i++) {
      String name = types[i].getName();
      out[i] = JmhBlackhole.CLASS.equals(name) ? blackhole
          : JmhInfra.THREAD_PARAMS.equals(name) ? threadParams(types[i].getClassLoader())
          : state(types[i]);
    }
    return out;
  }

  private Object threadParams(ClassLoader loader) throws ReflectiveOperationException {
    if (threadParams == null) {
      threadParams = place.toJmh(loader);
    }
    return threadParams;
  }

  private Object make(Class<?> type) throws ReflectiveOperationException {
    Constructor<?> ctor = type.getDeclaredConstructor();
    ctor.setAccessible(true);
    Object o = ctor.newInstance();
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      for (Field f : c.getDeclaredFields()) {
        String value = params.get(f.getName());
        if (value != null && jmh.isParam(f)) {
          f.setAccessible(true);
          f.set(o, ParamConverter.convert(f.getType(), value));
        }
      }
    }
    return o;
  }

  /** A state's {@code @Setup} and {@code @TearDown} methods, a superclass's first. */
  private List<Method> helpers(Class<?> type) {
    List<Method> out = new ArrayList<>();
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      List<Method> own = new ArrayList<>();
      for (Method m : c.getDeclaredMethods()) {
        if (jmh.setupLevel(m) != null || jmh.tearDownLevel(m) != null) {
          m.setAccessible(true);
          own.add(m);
        }
      }
      own.sort(java.util.Comparator.comparing(Method::getName)); // a stable order within a class
      out.addAll(0, own);
    }
    return out;
  }
}

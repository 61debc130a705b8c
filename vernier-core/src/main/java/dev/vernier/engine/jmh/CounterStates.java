package dev.vernier.engine.jmh;

import dev.vernier.engine.measure.CounterSeries;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One thread's JMH {@code @AuxCounters} states: their public numeric fields and no-argument
 * methods, read before and after every batch's calls ({@code BenchmarkInstance.countersBefore}).
 * The difference is what the batch counted, so a counter the benchmark resets in its own {@code
 * @Setup(Level.Iteration)} (JMH sample 23) and one it never resets count alike. With several
 * threads every thread's count is over the batch's common time: a producer and a consumer of one
 * queue each counted over its own timed time read 67 and 202 million a second where JMH read 25
 * and 25 (JCTools' MpqThroughputBackoffNone). Reads go through method handles typed {@code (Object)double}, which box nothing:
 * they run around every batch, inside the window whose allocation is the benchmark's.
 */
final class CounterStates {
  private static final Set<Class<?>> NUMERIC =
      Set.of(int.class, long.class, float.class, double.class);
  private static final MethodType READ = MethodType.methodType(double.class, Object.class);

  private final String[] names;
  private final boolean[] events;
  private final Object[] targets;
  private final MethodHandle[] readers;
  private final double[] before;
  private final double[] sums;
  /** Per counter, its rate in each measured batch; grown between batches. */
  private double[][] rates;
  private int batches;
  private boolean counting;

  private CounterStates(List<String> names, List<Boolean> events, List<Object> targets,
      List<MethodHandle> readers) {
    this.names = names.toArray(String[]::new);
    this.events = new boolean[names.size()];
    for (int i = 0; i < this.events.length; i++) {
      this.events[i] = events.get(i);
    }
    this.targets = targets.toArray();
    this.readers = readers.toArray(MethodHandle[]::new);
    this.before = new double[this.names.length];
    this.sums = new double[this.names.length];
    this.rates = new double[this.names.length][64];
  }

  /** The counters of these states (each with its type, true for EVENTS); null for none. */
  static CounterStates of(Map<Object, Boolean> states, JmhAnnotations jmh)
      throws IllegalAccessException {
    List<String> names = new ArrayList<>();
    List<Boolean> events = new ArrayList<>();
    List<Object> targets = new ArrayList<>();
    List<MethodHandle> readers = new ArrayList<>();
    MethodHandles.Lookup lookup = MethodHandles.lookup();
    for (Map.Entry<Object, Boolean> e : states.entrySet()) {
      Object state = e.getKey();
      for (Class<?> c = state.getClass(); c != Object.class; c = c.getSuperclass()) {
        for (Field f : c.getDeclaredFields()) {
          if (counter(f.getModifiers(), f.getType()) && !jmh.isParam(f)) {
            f.setAccessible(true);
            names.add(f.getName());
            readers.add(lookup.unreflectGetter(f).asType(READ));
            events.add(e.getValue());
            targets.add(state);
          }
        }
        for (Method m : c.getDeclaredMethods()) {
          if (counter(m.getModifiers(), m.getReturnType()) && m.getParameterCount() == 0
              && jmh.setupLevel(m) == null && jmh.tearDownLevel(m) == null) {
            m.setAccessible(true);
            names.add(m.getName());
            readers.add(lookup.unreflect(m).asType(READ));
            events.add(e.getValue());
            targets.add(state);
          }
        }
      }
    }
    return names.isEmpty() ? null : new CounterStates(names, events, targets, readers);
  }

  private static boolean counter(int modifiers, Class<?> type) {
    return Modifier.isPublic(modifiers) && !Modifier.isStatic(modifiers) && NUMERIC.contains(type);
  }

  void startCounting() {
    java.util.Arrays.fill(sums, 0);
    batches = 0;
    counting = true;
  }

  /** Before a timed batch. */
  void before() throws Throwable {
    for (int i = 0; i < readers.length; i++) {
      before[i] = (double) readers[i].invokeExact(targets[i]);
    }
  }

  /** After a timed batch of {@code nanos}. */
  void after(long nanos) throws Throwable {
    if (!counting) {
      return;
    }
    if (batches == rates[0].length) {
      for (int i = 0; i < rates.length; i++) {
        rates[i] = java.util.Arrays.copyOf(rates[i], 2 * batches);
      }
    }
    for (int i = 0; i < readers.length; i++) {
      double d = (double) readers[i].invokeExact(targets[i]) - before[i];
      sums[i] += d;
      rates[i][batches] = nanos > 0 ? d * 1e9 / nanos : 0;
    }
    batches++;
  }

  /** Null when no timed batch was counted (sample mode times single calls, not batches). */
  CounterSeries counted() {
    if (batches == 0) {
      return null;
    }
    double[][] perBatch = new double[names.length][];
    for (int i = 0; i < names.length; i++) {
      perBatch[i] = events[i] ? new double[0] : java.util.Arrays.copyOf(rates[i], batches);
    }
    return new CounterSeries(List.of(names), events.clone(), perBatch, sums.clone());
  }
}

package dev.vernier.engine.jmh;

import dev.vernier.Blackhole;
import dev.vernier.Level;
import dev.vernier.engine.measure.CounterSeries;
import dev.vernier.engine.measure.BenchmarkInstance;
import dev.vernier.engine.measure.BenchmarkLoop;
import dev.vernier.engine.measure.LoopGenerator;
import java.lang.reflect.Method;
import java.util.Map;

/**
 * A JMH-annotated benchmark inside a fork, for one thread: its {@link StateGraph}, its generated
 * loop (arguments loaded before the clock starts), JMH's {@code Blackhole} for the method to
 * use, and Vernier's for the values it returns.
 *
 * <p>JMH's {@code Level.Iteration}: the Measurer calls set-up and tear-down of {@code ITERATION}
 * around every batch, and warm-up's first batches hold one call, ten, a hundred. A JMH iteration
 * is here a stretch of consecutive batches of at least {@link #ITERATION_NANOS} (a measurement
 * batch's length, so in measurement each batch is one): its set-ups run before the first batch of
 * the stretch, its tear-downs after the last, and the trial's tear-down closes an open one. So a
 * helper that checks the work of its iteration (JMH sample 06) sees at least 10 ms of calls, as
 * under JMH it sees a whole iteration's; helpers still only ever run between batches, untimed.
 */
public final class JmhInstance implements BenchmarkInstance {
  /** The shortest JMH iteration: Vernier's measurement batch (its default sample target). */
  static final long ITERATION_NANOS = 10_000_000L;

  private final Object[] operands;
  private final BenchmarkLoop loop;
  private final Blackhole sink = new Blackhole();
  /** JMH's {@code Control}, driven per batch; null when the benchmark takes none. */
  private final JmhInfra control;
  /** Its {@code @AuxCounters}, read around every timed batch; null when it has none. */
  private final CounterStates counters;
  /** By level ordinal, as arrays: looked up between batches, where a map would be JIT work. */
  private final Helper[][] setups = new Helper[Level.values().length][];
  private final Helper[][] tearDowns = new Helper[Level.values().length][];
  private boolean iterationOpen;
  private long iterationNanos;
  private long batchStart;

  private JmhInstance(Object[] operands, BenchmarkLoop loop, StateGraph graph,
      JmhAnnotations jmh) throws ReflectiveOperationException {
    this.operands = operands;
    this.loop = loop;
    this.control = JmhInfra.of(graph.control());
    this.counters = CounterStates.of(graph.counterStates(), jmh);
    for (Level l : Level.values()) {
      setups[l.ordinal()] = graph.setups(l);
      tearDowns[l.ordinal()] = graph.tearDowns(l);
    }
  }

  /** One thread's instance, alone in its fork. */
  public static JmhInstance create(ClassLoader loader, String className, String methodName,
      Map<String, String> params) throws Exception {
    return create(loader, className, methodName, null, params, new StateRegistry(),
        ThreadPlace.symmetric(0, 1));
  }

  /**
   * One thread's instance: its own {@code Scope.Thread} states, the shared ones from
   * {@code registry} (the same registry for every thread of the benchmark).
   *
   * @param descriptor the method's JVM descriptor; null when its name is enough (a {@code
   *     @Group}'s methods may share a name with another group's: JMH sample 22 has five {@code
   *     reader(...)}s, one per state class)
   * @param place the thread's place in the run: its group for {@code Scope.Group} states, and
   *     what JMH's {@code ThreadParams} tells
   */
  public static JmhInstance create(ClassLoader loader, String className, String methodName,
      String descriptor, Map<String, String> params, StateRegistry registry, ThreadPlace place)
      throws Exception {
    Class<?> type = Class.forName(className, true, loader);
    JmhAnnotations jmh = new JmhAnnotations(loader);
    Method method = find(jmh, type, methodName, descriptor);
    StateGraph graph =
        new StateGraph(jmh, registry, place, params, JmhBlackhole.create(loader));
    Object[] operands = graph.operands(type, method);
    return new JmhInstance(operands, LoopGenerator.generateWithArguments(method), graph, jmh);
  }

  private static Method find(JmhAnnotations jmh, Class<?> type, String name, String descriptor)
      throws NoSuchMethodException {
    for (Class<?> c = type; c != null; c = c.getSuperclass()) {
      for (Method m : c.getDeclaredMethods()) {
        if (m.getName().equals(name) && jmh.isBenchmark(m) && (descriptor == null
            || descriptor.equals(org.objectweb.asm.Type.getMethodDescriptor(m)))) {
          return m;
        }
      }
    }
    throw new NoSuchMethodException("no JMH @Benchmark method " + type.getName() + "." + name);
  }

  @Override
  public void setup(Level level) throws Throwable {
    if (level == Level.ITERATION) {
      if (!iterationOpen) {
        Helper.invokeAll(setups[level.ordinal()]);
        iterationOpen = true;
        iterationNanos = 0;
      }
      batchStart = System.nanoTime(); // between batches: never inside a timed region
      if (control != null) {
        control.begin();
      }
      return;
    }
    Helper.invokeAll(setups[level.ordinal()]);
  }

  @Override
  public void tearDown(Level level) throws Throwable {
    if (level == Level.ITERATION) {
      iterationNanos += System.nanoTime() - batchStart;
      if (iterationNanos >= ITERATION_NANOS) {
        closeIteration();
      }
      return;
    }
    if (level == Level.TRIAL) {
      closeIteration();
    }
    Helper.invokeAll(tearDowns[level.ordinal()]);
  }

  private void closeIteration() throws Throwable {
    if (iterationOpen) {
      iterationOpen = false;
      Helper.invokeAll(tearDowns[Level.ITERATION.ordinal()]);
    }
  }

  @Override
  public void timedCallsDone() {
    if (control != null) {
      control.stopping();
    }
  }

  @Override
  public boolean hasInvocationLevel() {
    int i = Level.INVOCATION.ordinal();
    return setups[i].length > 0 || tearDowns[i].length > 0;
  }

  @Override
  public long runBatch(long ops) {
    return loop.run(operands, sink, ops);
  }

  @Override
  public void countersBefore() throws Throwable {
    if (counters != null) {
      counters.before();
    }
  }

  @Override
  public void countersAfter(long nanos) throws Throwable {
    if (counters != null) {
      counters.after(nanos);
    }
  }

  @Override
  public void startCounting() {
    if (counters != null) {
      counters.startCounting();
    }
  }

  @Override
  public CounterSeries counted() {
    return counters == null ? null : counters.counted();
  }

  @Override
  public void runOnce() {
    loop.once(operands, sink);
  }
}

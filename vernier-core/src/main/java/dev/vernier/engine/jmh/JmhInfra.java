package dev.vernier.engine.jmh;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * JMH's {@code Control}, driven as JMH's runner drives it: {@code startMeasurement} set as
 * each batch begins, {@code stopMeasurement} once every thread has finished its timed calls.
 * A {@code @Group} whose methods wait on each other (a ping and a pong, a consumer polling an
 * empty queue) spin {@code while (!control.stopMeasurement && ...)}: without the stop, the
 * thread still inside a call after its partners finished would wait forever.
 *
 * <p>The flags are the object's public volatile fields, written through VarHandles found once:
 * these writes run every batch, where reflection's accessors would be more code to compile.
 */
final class JmhInfra {
  static final String CONTROL = "org.openjdk.jmh.infra.Control";
  static final String THREAD_PARAMS = "org.openjdk.jmh.infra.ThreadParams";

  private final Object control;
  private final VarHandle start;
  private final VarHandle stop;

  private JmhInfra(Object control) throws ReflectiveOperationException {
    this.control = control;
    Class<?> type = control.getClass();
    MethodHandles.Lookup lookup = MethodHandles.publicLookup();
    this.start = lookup.findVarHandle(type, "startMeasurement", boolean.class);
    this.stop = lookup.findVarHandle(type, "stopMeasurement", boolean.class);
  }

  /** The driver of this Control object; null for none (the benchmark takes no Control). */
  static JmhInfra of(Object control) throws ReflectiveOperationException {
    return control == null ? null : new JmhInfra(control);
  }

  /** A batch begins: measurement started, not stopping. */
  void begin() {
    stop.setVolatile(control, false);
    start.setVolatile(control, true);
  }

  /** Every thread's timed calls are done: a call still waiting on another thread may return. */
  void stopping() {
    stop.setVolatile(control, true);
  }
}

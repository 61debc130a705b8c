package dev.vernier.engine.jmh;

import dev.vernier.Level;
import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Method;

/**
 * JMH's annotations as the user's class loader has them, read by reflection (the engine does not
 * compile against jmh-core).
 */
final class JmhAnnotations {
  private static final String PKG = "org.openjdk.jmh.annotations.";

  private final Class<? extends Annotation> benchmark;
  private final Class<? extends Annotation> state;
  private final Class<? extends Annotation> param;
  private final Class<? extends Annotation> setup;
  private final Class<? extends Annotation> tearDown;
  private final Class<? extends Annotation> auxCounters;

  JmhAnnotations(ClassLoader loader) throws ClassNotFoundException {
    benchmark = load(loader, "Benchmark");
    state = load(loader, "State");
    param = load(loader, "Param");
    setup = load(loader, "Setup");
    tearDown = load(loader, "TearDown");
    auxCounters = load(loader, "AuxCounters");
  }

  @SuppressWarnings("unchecked")
  private static Class<? extends Annotation> load(ClassLoader loader, String name)
      throws ClassNotFoundException {
    return (Class<? extends Annotation>) Class.forName(PKG + name, false, loader);
  }

  boolean isBenchmark(Method m) {
    return m.isAnnotationPresent(benchmark);
  }

  boolean isParam(AnnotatedElement e) {
    return e.isAnnotationPresent(param);
  }

  /** {@code Thread}, {@code Benchmark} or {@code Group}; null for a class without {@code @State}. */
  String scope(Class<?> type) {
    for (Class<?> c = type; c != null; c = c.getSuperclass()) { // a subclass of a state is one
      Annotation a = c.getDeclaredAnnotation(state);
      if (a != null) {
        return enumValue(a);
      }
    }
    return null;
  }

  /**
   * For an {@code @AuxCounters} class: true when its counters count {@code EVENTS}, false for
   * {@code OPERATIONS} (JMH's default); null for a class without the annotation.
   */
  Boolean countsEvents(Class<?> type) {
    Annotation a = type.getDeclaredAnnotation(auxCounters);
    return a == null ? null : "EVENTS".equals(enumValue(a));
  }

  /** The level of a {@code @Setup} method, or null when it is not one. */
  Level setupLevel(Method m) {
    return level(m.getAnnotation(setup));
  }

  /** The level of a {@code @TearDown} method, or null when it is not one. */
  Level tearDownLevel(Method m) {
    return level(m.getAnnotation(tearDown));
  }

  /** JMH's {@code Level.Iteration} is Vernier's {@code ITERATION}: around every sample batch. */
  private static Level level(Annotation a) {
    return a == null ? null : Level.valueOf(enumValue(a).toUpperCase(java.util.Locale.ROOT));
  }

  private static String enumValue(Annotation a) {
    try {
      Method value = a.annotationType().getMethod("value");
      return ((Enum<?>) value.invoke(a)).name();
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot read " + a, e);
    }
  }
}

package dev.vernier.engine.measure;

import dev.vernier.Blackhole;
import dev.vernier.Level;
import dev.vernier.Param;
import dev.vernier.Setup;
import dev.vernier.TearDown;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * A benchmark declared with Vernier's annotations, inside a fork: one instance of the user's
 * class with its parameters set, its generated loop, its blackhole and its setup and tear-down
 * methods by level.
 */
public final class VernierInstance implements BenchmarkInstance {
  private final Object target;
  private final BenchmarkLoop loop;
  private final Blackhole blackhole = new Blackhole();
  private final Map<Level, List<Method>> setups = new EnumMap<>(Level.class);
  private final Map<Level, List<Method>> tearDowns = new EnumMap<>(Level.class);
  /**
   * The same methods by level ordinal, as arrays: the fork calls these between batches, and a
   * map lookup there would be JDK code the JIT compiles while the benchmark is measured.
   */
  private Method[][] setupsByLevel;
  private Method[][] tearDownsByLevel;

  private VernierInstance(Object target, BenchmarkLoop loop) {
    this.target = target;
    this.loop = loop;
  }

  /** Loads the class, makes the instance, sets the parameters and generates the loop. */
  public static VernierInstance create(ClassLoader loader, String className, String methodName,
      Map<String, String> params) throws Exception {
    Class<?> type = Class.forName(className, true, loader);
    Method method = findBenchmark(type, methodName);
    Object target = null;
    if (!java.lang.reflect.Modifier.isStatic(method.getModifiers())
        || !lifecycle(type, Setup.class).isEmpty() || !lifecycle(type, TearDown.class).isEmpty()
        || !params.isEmpty()) {
      Constructor<?> ctor = type.getDeclaredConstructor();
      ctor.setAccessible(true);
      target = ctor.newInstance();
    }
    VernierInstance inst = new VernierInstance(target, LoopGenerator.generate(method));
    inst.setParams(type, params);
    for (Method m : lifecycle(type, Setup.class)) {
      inst.setups.computeIfAbsent(m.getAnnotation(Setup.class).value(), k -> new ArrayList<>())
          .add(m);
    }
    for (Method m : lifecycle(type, TearDown.class)) {
      inst.tearDowns
          .computeIfAbsent(m.getAnnotation(TearDown.class).value(), k -> new ArrayList<>())
          .add(m);
    }
    inst.setupsByLevel = byLevel(inst.setups);
    inst.tearDownsByLevel = byLevel(inst.tearDowns);
    return inst;
  }

  private static Method findBenchmark(Class<?> type, String name) throws NoSuchMethodException {
    for (Method m : type.getDeclaredMethods()) {
      if (m.getName().equals(name) && m.isAnnotationPresent(dev.vernier.Benchmark.class)) {
        return m;
      }
    }
    throw new NoSuchMethodException("no @Benchmark method " + type.getName() + "." + name);
  }

  private static List<Method> lifecycle(Class<?> type, Class<? extends java.lang.annotation.Annotation> a) {
    List<Method> out = new ArrayList<>();
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      for (Method m : c.getDeclaredMethods()) {
        if (m.isAnnotationPresent(a)) {
          if (m.getParameterCount() != 0) {
            throw new IllegalArgumentException("@" + a.getSimpleName() + " method "
                + type.getName() + "." + m.getName() + " must take no parameters");
          }
          m.setAccessible(true);
          out.add(0, m); // superclass methods first
        }
      }
    }
    return out;
  }

  private void setParams(Class<?> type, Map<String, String> params) throws IllegalAccessException {
    for (Map.Entry<String, String> p : params.entrySet()) {
      Field f = findField(type, p.getKey());
      f.setAccessible(true);
      f.set(target, ParamConverter.convert(f.getType(), p.getValue()));
    }
  }

  private static Field findField(Class<?> type, String name) {
    for (Class<?> c = type; c != null; c = c.getSuperclass()) {
      for (Field f : c.getDeclaredFields()) {
        if (f.getName().equals(name) && f.isAnnotationPresent(Param.class)) {
          return f;
        }
      }
    }
    throw new IllegalArgumentException("no @Param field '" + name + "' in " + type.getName());
  }

  private static Method[][] byLevel(Map<Level, List<Method>> methods) {
    Method[][] out = new Method[Level.values().length][];
    for (Level l : Level.values()) {
      out[l.ordinal()] = methods.getOrDefault(l, List.of()).toArray(Method[]::new);
    }
    return out;
  }

  @Override
  public void setup(Level level) throws Throwable {
    invokeAll(setupsByLevel[level.ordinal()]);
  }

  @Override
  public void tearDown(Level level) throws Throwable {
    invokeAll(tearDownsByLevel[level.ordinal()]);
  }

  @Override
  public boolean hasInvocationLevel() {
    return setups.containsKey(Level.INVOCATION) || tearDowns.containsKey(Level.INVOCATION);
  }

  private void invokeAll(Method[] methods) throws Throwable {
    for (Method m : methods) {
      try {
        m.invoke(target);
      } catch (InvocationTargetException e) {
        throw e.getCause();
      }
    }
  }

  @Override
  public long runBatch(long ops) {
    return loop.run(target, blackhole, ops);
  }

  @Override
  public void runOnce() {
    loop.once(target, blackhole);
  }
}

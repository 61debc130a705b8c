package dev.vernier.engine.plan;

import dev.vernier.Mode;
import dev.vernier.engine.discover.BenchmarkDescriptor;
import dev.vernier.engine.discover.BenchmarkFilter;
import dev.vernier.engine.discover.ClasspathScanner;
import dev.vernier.engine.discover.DiscoveryException;
import dev.vernier.engine.discover.ParamSpec;
import dev.vernier.engine.lint.BytecodeLint;
import dev.vernier.engine.lint.ClassFiles;
import dev.vernier.engine.measure.ParamConverter;
import dev.vernier.engine.result.Warning;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Turns a classpath and patterns into the list of tasks to measure, and checks in this JVM
 * everything that can be checked before a fork is started: that each class loads, has a
 * no-argument constructor, and that every parameter value converts to its field's type. Each
 * benchmark's bytecode is linted here too, so its traps are known before it runs.
 */
public final class Planner {
  private Planner() {}

  public static List<BenchmarkTask> plan(List<Path> classpath, String packagePrefix,
      List<String> patterns, RunOptions options) throws DiscoveryException {
    return plan(classpath, classpath, packagePrefix, patterns, options);
  }

  /**
   * As {@link #plan(List, String, List, RunOptions)}, but looks for benchmarks only in
   * {@code scan} (a project's own classes, say) while loading them with the whole
   * {@code classpath} (its dependencies too).
   */
  public static List<BenchmarkTask> plan(List<Path> scan, List<Path> classpath,
      String packagePrefix, List<String> patterns, RunOptions options)
      throws DiscoveryException {
    BenchmarkFilter filter = new BenchmarkFilter(patterns);
    List<BenchmarkDescriptor> selected = new ArrayList<>();
    for (BenchmarkDescriptor b : new ClasspathScanner(packagePrefix).scan(scan)) {
      if (filter.matches(b)) {
        selected.add(b);
      }
    }
    if (selected.isEmpty()) {
      throw new DiscoveryException(patterns.isEmpty()
          ? "no @Benchmark method found " + (scan.equals(classpath) ? "on the classpath"
              : "in " + scan.stream().map(Path::toString).collect(Collectors.joining(", ")))
          : "no benchmark matches " + String.join(" ", patterns));
    }
    checkOverrides(selected, options.paramOverrides());
    List<BenchmarkTask> tasks = new ArrayList<>();
    try (URLClassLoader loader = loaderFor(classpath)) {
      BytecodeLint lint = new BytecodeLint(ClassFiles.of(loader));
      for (BenchmarkDescriptor b : selected) {
        Class<?> type = load(loader, b);
        String mode = modeOf(b, options);
        List<Map<String, String>> combos;
        try {
          combos = ParamSpace.combinations(b.params(), options.paramOverrides(),
              spec -> enumConstants(type, spec));
          for (Map<String, String> combo : combos) {
            for (Map.Entry<String, String> e : combo.entrySet()) {
              ParamConverter.convert(field(type, e.getKey()).getType(), e.getValue());
            }
          }
        } catch (IllegalArgumentException e) {
          throw new DiscoveryException(b.qualifiedName() + ": " + e.getMessage());
        }
        List<Warning> traps = lint.check(b);
        for (Map<String, String> combo : combos) {
          tasks.add(new BenchmarkTask(b, combo, mode, traps,
              options.threads() > 0 ? options.threads() : b.threads()));
        }
      }
    } catch (IOException e) {
      throw new DiscoveryException("cannot read the classpath: " + e.getMessage());
    }
    return tasks;
  }

  private static String modeOf(BenchmarkDescriptor b, RunOptions options)
      throws DiscoveryException {
    String m = options.mode() != null ? options.mode() : b.mode();
    try {
      return m == null ? Mode.Kind.AVGT.id() : Mode.Kind.of(m).id();
    } catch (IllegalArgumentException e) {
      throw new DiscoveryException(e.getMessage());
    }
  }

  private static void checkOverrides(List<BenchmarkDescriptor> selected,
      Map<String, List<String>> overrides) throws DiscoveryException {
    Set<String> known = new HashSet<>();
    for (BenchmarkDescriptor b : selected) {
      for (ParamSpec p : b.params()) {
        known.add(p.name());
      }
    }
    for (String name : overrides.keySet()) {
      if (!known.contains(name)) {
        throw new DiscoveryException("--param " + name + ": no selected benchmark has a @Param '"
            + name + "'" + (known.isEmpty() ? "" : " (known: " + String.join(", ", known) + ")"));
      }
    }
  }

  private static URLClassLoader loaderFor(List<Path> classpath) throws DiscoveryException {
    URL[] urls = new URL[classpath.size()];
    try {
      for (int i = 0; i < urls.length; i++) {
        urls[i] = classpath.get(i).toUri().toURL();
      }
    } catch (MalformedURLException e) {
      throw new DiscoveryException("bad classpath entry: " + e.getMessage());
    }
    return new URLClassLoader(urls, Planner.class.getClassLoader());
  }

  /** Loads without initialising, then resolves the class's members to surface linkage errors. */
  private static Class<?> load(ClassLoader loader, BenchmarkDescriptor b)
      throws DiscoveryException {
    try {
      Class<?> type = Class.forName(b.className(), false, loader);
      type.getDeclaredMethods();
      type.getDeclaredFields();
      // Before the constructor lookup: an inner class never has a no-argument constructor.
      if (type.isMemberClass() && !Modifier.isStatic(type.getModifiers())) {
        throw new DiscoveryException("benchmark class " + b.className()
            + " is an inner class: make it static so Vernier can construct it");
      }
      if (!b.isStatic() || !b.params().isEmpty()) {
        type.getDeclaredConstructor();
      }
      return type;
    } catch (NoSuchMethodException e) {
      throw new DiscoveryException("benchmark class " + b.className()
          + " has no constructor without arguments: add one");
    } catch (ClassNotFoundException | LinkageError e) {
      throw new DiscoveryException("cannot load benchmark class " + b.className() + ": "
          + e.getClass().getSimpleName() + ": " + e.getMessage());
    }
  }

  private static Field field(Class<?> type, String name) {
    for (Class<?> c = type; c != null; c = c.getSuperclass()) {
      for (Field f : c.getDeclaredFields()) {
        if (f.getName().equals(name)) {
          return f;
        }
      }
    }
    throw new IllegalArgumentException("no field " + name);
  }

  private static List<String> enumConstants(Class<?> type, ParamSpec spec) {
    Class<?> t = field(type, spec.name()).getType();
    if (!t.isEnum()) {
      return List.of();
    }
    return Arrays.stream(t.getEnumConstants()).map(e -> ((Enum<?>) e).name()).toList();
  }
}

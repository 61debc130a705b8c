package dev.vernier.engine.plan;

import dev.vernier.Mode;
import dev.vernier.engine.discover.BenchmarkDescriptor;
import dev.vernier.engine.discover.BenchmarkFilter;
import dev.vernier.engine.discover.ClasspathScanner;
import dev.vernier.engine.discover.DiscoveryException;
import dev.vernier.engine.discover.GroupPlan;
import dev.vernier.engine.discover.ParamSpec;
import dev.vernier.engine.lint.BytecodeLint;
import dev.vernier.engine.lint.ClassFiles;
import dev.vernier.engine.result.Warning;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * Turns a classpath and patterns into the list of tasks to measure, and checks everything that
 * can be checked before a fork is started, from class files (no user class is loaded here): that
 * each class would load, has a no-argument constructor, and that every parameter value converts
 * to its field's type. Each benchmark's bytecode is linted here too, so its traps are known
 * before it runs.
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
    return plan(scan, classpath, packagePrefix, patterns, options,
        note -> System.err.println("vernier: " + note.line()));
  }

  /**
   * As {@link #plan(List, List, String, List, RunOptions)}, telling {@code notes} of every JMH
   * benchmark skipped (unsupported or wrong, one line each) or run other than written. Vernier's
   * own benchmarks stop the plan with a {@link DiscoveryException} when they are wrong, as before.
   */
  public static List<BenchmarkTask> plan(List<Path> scan, List<Path> classpath,
      String packagePrefix, List<String> patterns, RunOptions options,
      Consumer<PlanNote> notes) throws DiscoveryException {
    List<BenchmarkTask> tasks = select(scan, classpath, packagePrefix, patterns, options, notes);
    if (tasks.isEmpty()) {
      throw new DiscoveryException("no benchmark left to run: each selected one was skipped");
    }
    return tasks;
  }

  /**
   * As {@link #plan(List, List, String, List, RunOptions, Consumer)}, but none left after the
   * skipped ones is an answer, not an error ({@code vernier list}).
   */
  public static List<BenchmarkTask> select(List<Path> scan, List<Path> classpath,
      String packagePrefix, List<String> patterns, RunOptions options,
      Consumer<PlanNote> notes) throws DiscoveryException {
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
    JmhNotes jmh = new JmhNotes(notes);
    try (URLClassLoader loader = loaderFor(classpath)) { // for its class files: nothing loaded
      ClassFiles files = ClassFiles.of(loader);
      BytecodeLint lint = new BytecodeLint(files);
      ClassFileView classes = new ClassFileView(files);
      for (BenchmarkDescriptor b : selected) {
        if (!jmh.runs(b) || !jmh.firstInMode(b, options.mode())) {
          continue;
        }
        try {
          tasks.addAll(tasks(classes, lint, b, options));
        } catch (DiscoveryException e) {
          if (b.jmh() == null) {
            throw e;
          }
          jmh.invalid(b, e.getMessage()); // a JMH class's mistake skips it, not the run
        }
      }
    } catch (IOException e) {
      throw new DiscoveryException("cannot read the classpath: " + e.getMessage());
    }
    return tasks;
  }

  private static List<BenchmarkTask> tasks(ClassFileView classes, BytecodeLint lint,
      BenchmarkDescriptor b, RunOptions options) throws DiscoveryException {
    check(classes, b);
    String mode = modeOf(b, options);
    List<Map<String, String>> combos;
    try {
      combos = ParamSpace.combinations(b.params(), options.paramOverrides(),
          spec -> ParamTypes.enumConstants(classes, fieldDescriptor(classes, b, spec)));
      for (Map<String, String> combo : combos) {
        for (Map.Entry<String, String> e : combo.entrySet()) {
          ParamSpec spec = spec(b, e.getKey());
          try {
            ParamTypes.check(classes, fieldDescriptor(classes, b, spec), e.getValue());
          } catch (IllegalArgumentException bad) {
            throw new IllegalArgumentException("@Param " + owner(b, spec) + "." + spec.name()
                + ": " + bad.getMessage() + "; fix the value in the annotation or --param");
          }
        }
      }
    } catch (IllegalArgumentException e) {
      throw new DiscoveryException(b.qualifiedName() + ": " + e.getMessage());
    }
    List<Warning> traps = traps(lint, b);
    List<BenchmarkTask> out = new ArrayList<>();
    for (Map<String, String> combo : combos) {
      // a group runs its own threads: --threads would change what it measures
      boolean group = b.jmh() != null && b.jmh().group() != null;
      out.add(new BenchmarkTask(b, combo, mode, traps,
          options.threads() > 0 && !group ? options.threads() : b.threads()));
    }
    return out;
  }

  /** The bytecode lint of the method, or of each method of a group whose figure the row is. */
  private static List<Warning> traps(BytecodeLint lint, BenchmarkDescriptor b) {
    GroupPlan g = b.jmh() == null ? null : b.jmh().group();
    if (g == null) {
      return lint.check(b);
    }
    List<Warning> out = new ArrayList<>();
    for (int i = 0; i < g.methods().size(); i++) {
      if (g.measured() == null || g.measured().equals(g.methods().get(i))) {
        out.addAll(lint.check(new BenchmarkDescriptor(b.className(), g.methods().get(i),
            g.descriptors().get(i), b.isStatic(), false, b.mode(), b.operationsPerInvocation(),
            b.params(), b.jmh(), b.threads())));
      }
    }
    return out;
  }

  private static ParamSpec spec(BenchmarkDescriptor b, String name) {
    return b.params().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
  }

  private static String owner(BenchmarkDescriptor b, ParamSpec spec) {
    String owner = spec.owner() != null ? spec.owner() : b.className();
    return owner.substring(owner.lastIndexOf('.') + 1);
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

  /**
   * What loading the class would surface before any fork starts, read from its class files (see
   * {@link ClassFileView}): a class it needs that is missing, an inner class, no constructor.
   */
  private static void check(ClassFileView classes, BenchmarkDescriptor b)
      throws DiscoveryException {
    String name = b.className().replace('.', '/');
    String missing = classes.missingDependency(name);
    if (missing != null) {
      throw new DiscoveryException("cannot load benchmark class " + b.className()
          + ": it needs " + missing + ", which is not on the classpath");
    }
    ClassFileView.Shape shape = classes.shape(name);
    // Before the constructor: an inner class never has a no-argument constructor.
    if (shape.innerNonStatic()) {
      throw new DiscoveryException("benchmark class " + b.className()
          + " is an inner class: make it static so Vernier can construct it");
    }
    if ((!b.isStatic() || !b.params().isEmpty()) && !shape.methods().contains("<init>()V")) {
      throw new DiscoveryException("benchmark class " + b.className()
          + " has no constructor without arguments: add one");
    }
  }

  /**
   * The {@code @Param} field's type: in the benchmark's class (or a superclass), or in the JMH
   * state that declares it.
   */
  private static String fieldDescriptor(ClassFileView classes, BenchmarkDescriptor b,
      ParamSpec spec) {
    String owner = (spec.owner() != null ? spec.owner() : b.className()).replace('.', '/');
    String d = classes.fieldDescriptor(owner, spec.name());
    if (d == null) {
      throw new IllegalArgumentException("no field " + spec.name() + " in " + owner);
    }
    return d;
  }
}

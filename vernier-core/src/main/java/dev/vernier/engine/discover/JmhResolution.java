package dev.vernier.engine.discover;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.Type;

/**
 * One JMH benchmark method of one concrete class, resolved against the whole classpath: the
 * {@code @State} classes it reaches (method parameters, the class's own state, and states that
 * {@code @Setup} and {@code @TearDown} methods take), their {@code @Param} fields, and JMH's run
 * settings; what it uses that Vernier does not support, or that is wrong, as a reason.
 */
final class JmhResolution {
  /** JMH's objects a benchmark or helper may take that the fork makes itself (not states). */
  private static final Set<String> PROVIDED = Set.of("org/openjdk/jmh/infra/Blackhole",
      "org/openjdk/jmh/infra/Control", "org/openjdk/jmh/infra/ThreadParams");
  private static final Map<String, String> INFRA = Map.of(
      "org/openjdk/jmh/infra/BenchmarkParams", "BenchmarkParams",
      "org/openjdk/jmh/infra/IterationParams", "IterationParams");
  private static final Map<String, String> MODES = Map.of("Throughput", "thrpt",
      "AverageTime", "avgt", "SampleTime", "sample", "SingleShotTime", "ss");
  private static final List<String> ALL_MODES = List.of("thrpt", "avgt", "sample", "ss");
  private static final Map<String, String> COMPILE_COMMANDS = Map.of("BREAK", "break",
      "PRINT", "print", "EXCLUDE", "exclude", "INLINE", "inline", "DONT_INLINE", "dontinline",
      "COMPILE_ONLY", "compileonly");

  private final JmhClasspath classpath;
  private final JmhClassFacts owner;
  private final JmhClassFacts.Method method;
  private final Set<String> states = new LinkedHashSet<>(); // internal names, reached order
  private String unsupported;
  private String invalid;

  JmhResolution(JmhClasspath classpath, JmhClassFacts owner, JmhClassFacts.Method method) {
    this.classpath = classpath;
    this.owner = owner;
    this.method = method;
  }

  /** As JMH names it: a {@code @Group}'s methods together by the group's name. */
  private String benchmarkName() {
    AnnotationValues group = method.annotations.get("Group");
    return owner.dottedName() + "." + (group != null && group.one("value") != null
        ? group.one("value") + " (@Group)" : method.name);
  }

  List<BenchmarkDescriptor> descriptors() {
    if (method.has("GroupThreads") && !method.has("Group")) {
      invalid("@GroupThreads without @Group: name its group with @Group(\"name\"),"
          + " or use @Threads");
    }
    List<String> arguments = new ArrayList<>();
    for (Type t : Type.getArgumentTypes(method.descriptor)) {
      arguments.add(t.getClassName());
      argument(t, "it");
    }
    if (classpath.scope(owner.name) != null || !method.isStatic) {
      reach(owner.name); // the class's own state (JMH sample 04), or an implicit one
    }
    AnnotationValues fork = find("Fork");
    int threads = threads();
    JmhFacts facts = new JmhFacts(List.copyOf(arguments),
        AnnotationValues.all(fork, "jvmArgsPrepend"), AnnotationValues.all(fork, "jvmArgs"),
        AnnotationValues.all(fork, "jvmArgsAppend"), compileCommands(), hints(fork), threads,
        AnnotationValues.value(find("OutputTimeUnit")), unsupported, invalid, jmhSeconds(fork));
    AnnotationValues ops = find("OperationsPerInvocation");
    int perInvocation = ops == null || ops.one("value") == null
        ? 1 : Integer.parseInt(ops.one("value"));
    List<ParamSpec> params = params();
    List<BenchmarkDescriptor> out = new ArrayList<>();
    for (String mode : modes()) {
      out.add(new BenchmarkDescriptor(owner.dottedName(), method.name, method.descriptor,
          method.isStatic, false, mode, perInvocation, params, facts,
          threads < 0 ? Runtime.getRuntime().availableProcessors() : threads));
    }
    return out;
  }

  /** A parameter of the benchmark method ("it") or of a helper of a state. */
  private void argument(Type t, String whose) {
    String internal = t.getSort() == Type.OBJECT ? t.getInternalName() : null;
    if (PROVIDED.contains(internal)) {
      return; // helpers may take them too (JMH sample 28's Blackhole)
    }
    if (internal != null && INFRA.containsKey(internal)) {
      unsupported("JMH's " + INFRA.get(internal) + " as a parameter (" + whose + ")");
    } else if (internal == null || classpath.scope(internal) == null) {
      invalid(whose + " takes a " + t.getClassName() + ", which is not a @State class:"
          + " annotate that class with @State(Scope.Thread) or Scope.Benchmark");
    } else {
      reach(internal);
    }
  }

  /** Adds a state and, first, the states its helpers take (dependencies before dependents). */
  private void reach(String name) {
    if (states.contains(name)) {
      return;
    }
    JmhClassFacts state = classpath.facts(name);
    states.add(name);
    String dotted = state.dottedName();
    if ("Group".equals(classpath.scope(name)) && !method.has("Group")) {
      invalid("@State(Scope.Group) class " + dotted + " is used outside a @Group: use"
          + " Scope.Benchmark or Scope.Thread");
    }
    if (state.annotations.containsKey("AuxCounters")
        && !"Thread".equals(classpath.scope(name))) {
      invalid("@AuxCounters class " + dotted + " is not @State(Scope.Thread): JMH counts"
          + " per thread only; make it Scope.Thread");
    }
    if (!state.concrete || !state.noArgConstructor) {
      invalid((classpath.scope(name) != null ? "@State class " : "benchmark class ") + dotted
          + " has no constructor without arguments: add a public one (and make a nested"
          + " class static)");
    }
    for (JmhClassFacts k = state; k != null; k = classpath.facts(k.superName)) {
      for (JmhClassFacts.Method m : k.methods) {
        if (m.has("Setup") || m.has("TearDown")) {
          for (Type t : Type.getArgumentTypes(m.descriptor)) {
            argument(t, "@" + (m.has("Setup") ? "Setup" : "TearDown") + " method "
                + k.dottedName() + "." + m.name);
          }
        }
      }
    }
  }

  private List<ParamSpec> params() {
    Map<String, ParamSpec> byName = new LinkedHashMap<>();
    for (String s : states) {
      for (JmhClassFacts k = classpath.facts(s); k != null; k = classpath.facts(k.superName)) {
        for (ParamSpec p : k.params) {
          byName.putIfAbsent(p.name(), p); // JMH: one value per name, shared by every state
        }
      }
    }
    return List.copyOf(byName.values());
  }

  private List<String> modes() {
    AnnotationValues mode = find("BenchmarkMode");
    if (mode == null || mode.all("value").isEmpty()) {
      return List.of("thrpt"); // JMH's default
    }
    Set<String> out = new LinkedHashSet<>();
    for (String m : mode.all("value")) {
      if ("All".equals(m)) {
        out.addAll(ALL_MODES);
      } else if (MODES.containsKey(m)) {
        out.add(MODES.get(m));
      } else {
        unsupported("@BenchmarkMode(" + m + ")");
      }
    }
    return out.isEmpty() ? List.of("thrpt") : List.copyOf(out);
  }

  private int threads() {
    String v = AnnotationValues.value(find("Threads"));
    return v == null ? 1 : Integer.parseInt(v); // -1: Threads.MAX, as many as cores
  }

  /** {@code @CompilerControl} on the benchmark's classes and its states', as HotSpot commands. */
  private List<String> compileCommands() {
    Set<String> classesReached = new LinkedHashSet<>();
    for (JmhClassFacts k = owner; k != null; k = classpath.facts(k.superName)) {
      classesReached.add(k.name);
    }
    for (String s : states) {
      for (JmhClassFacts k = classpath.facts(s); k != null; k = classpath.facts(k.superName)) {
        classesReached.add(k.name);
      }
    }
    List<String> out = new ArrayList<>();
    for (String name : classesReached) {
      JmhClassFacts k = classpath.facts(name);
      String whole = AnnotationValues.value(k.annotations.get("CompilerControl"));
      if (whole != null && COMPILE_COMMANDS.containsKey(whole)) {
        out.add(COMPILE_COMMANDS.get(whole) + "," + name + ".*");
      }
      for (JmhClassFacts.Method m : k.methods) {
        String mode = AnnotationValues.value(m.annotations.get("CompilerControl"));
        if (mode != null && COMPILE_COMMANDS.containsKey(mode)) {
          out.add(COMPILE_COMMANDS.get(mode) + "," + name + "." + m.name);
        }
      }
    }
    return List.copyOf(out);
  }

  /** What {@code @Fork(value)}, {@code @Warmup} and {@code @Measurement} ask, as written. */
  private String hints(AnnotationValues fork) {
    List<String> out = new ArrayList<>();
    if (fork != null && fork.one("value") != null) {
      out.add("@Fork(" + fork.one("value") + ")");
    }
    for (String a : List.of("Warmup", "Measurement")) {
      AnnotationValues v = find(a);
      if (v != null) {
        List<String> parts = new ArrayList<>();
        for (String key : List.of("iterations", "time", "timeUnit", "batchSize")) {
          if (v.one(key) != null) {
            parts.add(key + "=" + v.one(key));
          }
        }
        out.add("@" + a + "(" + String.join(", ", parts) + ")");
      }
    }
    return String.join(" ", out);
  }

  /** JMH's own time for one timed row: see {@link JmhFacts#jmhSeconds()}. */
  private double jmhSeconds(AnnotationValues fork) {
    int forks = Math.max(1, positiveOr(fork, "value", 5)) + positiveOr(fork, "warmups", 0);
    return forks * (iterationSeconds(find("Warmup")) + iterationSeconds(find("Measurement")));
  }

  private static double iterationSeconds(AnnotationValues a) {
    int iterations = positiveOr(a, "iterations", 5);
    int time = positiveOr(a, "time", 10);
    String unit = a == null || a.one("timeUnit") == null ? "SECONDS" : a.one("timeUnit");
    return iterations * java.util.concurrent.TimeUnit.valueOf(unit).toNanos(time) / 1e9;
  }

  /** A value as written, or JMH's default where unwritten or left blank (-1). */
  private static int positiveOr(AnnotationValues a, String key, int dflt) {
    String v = a == null ? null : a.one(key);
    return v == null || Integer.parseInt(v) < 0 ? dflt : Integer.parseInt(v);
  }

  /** The annotation on the method, else on its class or the nearest superclass. */
  private AnnotationValues find(String annotation) {
    AnnotationValues v = method.annotations.get(annotation);
    for (JmhClassFacts k = owner; v == null && k != null; k = classpath.facts(k.superName)) {
      v = k.annotations.get(annotation);
    }
    return v;
  }

  private void unsupported(String what) {
    if (unsupported == null) {
      unsupported = benchmarkName() + ": " + what + " is not supported yet";
    }
  }

  private void invalid(String what) {
    if (invalid == null) {
      invalid = benchmarkName() + ": " + what;
    }
  }
}

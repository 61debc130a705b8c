package dev.vernier.engine.discover;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Type;

/**
 * Turns the JMH facts of every class on the classpath into benchmarks: a concrete class's
 * {@code @Benchmark} methods (its own and its superclasses'), each with the {@code @State}
 * classes it reaches (method parameters, the class's own state, and states that {@code @Setup}
 * and {@code @TearDown} methods take), their {@code @Param} fields, and JMH's run settings. One
 * descriptor per {@code @BenchmarkMode} mode. A benchmark that uses what Vernier does not support,
 * or that is wrong, still gives descriptors: with the reason, so the plan can name it and skip it.
 */
final class JmhBenchmarks {
  private static final String BLACKHOLE = "org/openjdk/jmh/infra/Blackhole";
  private static final Map<String, String> INFRA = Map.of(
      "org/openjdk/jmh/infra/Control", "Control",
      "org/openjdk/jmh/infra/BenchmarkParams", "BenchmarkParams",
      "org/openjdk/jmh/infra/IterationParams", "IterationParams",
      "org/openjdk/jmh/infra/ThreadParams", "ThreadParams");
  private static final Map<String, String> MODES = Map.of("Throughput", "thrpt",
      "AverageTime", "avgt", "SampleTime", "sample", "SingleShotTime", "ss");
  private static final List<String> ALL_MODES = List.of("thrpt", "avgt", "sample", "ss");
  private static final Map<String, String> COMPILE_COMMANDS = Map.of("BREAK", "break",
      "PRINT", "print", "EXCLUDE", "exclude", "INLINE", "inline", "DONT_INLINE", "dontinline",
      "COMPILE_ONLY", "compileonly");

  private final Map<String, JmhClassFacts> classes = new LinkedHashMap<>();
  /** Classes without JMH annotations: read only if they inherit benchmarks (JMH sample 24). */
  private final Map<String, Plain> plain = new LinkedHashMap<>();

  private record Plain(String superName, boolean concrete, Supplier<byte[]> bytes) {}

  void add(JmhClassFacts facts) {
    classes.put(facts.name, facts);
  }

  void addPlain(String name, String superName, boolean concrete, Supplier<byte[]> bytes) {
    plain.put(name, new Plain(superName, concrete, bytes));
  }

  List<BenchmarkDescriptor> benchmarks() {
    readInheritors();
    List<BenchmarkDescriptor> out = new ArrayList<>();
    for (JmhClassFacts c : List.copyOf(classes.values())) { // resolving reads plain states
      if (!c.concrete) {
        continue;
      }
      Map<String, JmhClassFacts.Method> methods = new LinkedHashMap<>();
      for (JmhClassFacts k = c; k != null; k = facts(k.superName)) {
        for (JmhClassFacts.Method m : k.methods) {
          if (m.has("Benchmark")) {
            methods.putIfAbsent(m.name + m.descriptor, m);
          }
        }
      }
      Map<String, List<JmhClassFacts.Method>> groups = new LinkedHashMap<>();
      for (JmhClassFacts.Method m : methods.values()) {
        String group = value(m.annotations.get("Group"));
        if (group == null) {
          out.addAll(new Resolution(c, m).descriptors());
        } else {
          groups.computeIfAbsent(group, g -> new ArrayList<>()).add(m);
        }
      }
      groups.forEach((name, members) -> out.addAll(group(c, name, members)));
    }
    return out;
  }

  /**
   * A {@code @Group}'s rows, per mode: one for the group as a whole (method name {@code g}) and
   * one per method ({@code g:method}), as JMH names them. Each runs every thread of the group;
   * they differ in whose figures they keep. The group's states, parameters and settings are
   * its methods' together; one method that cannot run keeps the whole group from running.
   */
  private List<BenchmarkDescriptor> group(JmhClassFacts c, String name,
      List<JmhClassFacts.Method> members) {
    List<List<BenchmarkDescriptor>> perMember = new ArrayList<>();
    List<String> methods = new ArrayList<>();
    List<String> descriptors = new ArrayList<>();
    List<Integer> threads = new ArrayList<>();
    Map<String, ParamSpec> params = new LinkedHashMap<>();
    String unsupported = null;
    String invalid = null;
    for (JmhClassFacts.Method m : members) {
      List<BenchmarkDescriptor> rows = new Resolution(c, m).descriptors();
      perMember.add(rows);
      methods.add(m.name);
      descriptors.add(m.descriptor);
      String n = value(m.annotations.get("GroupThreads"));
      threads.add(n == null ? 1 : Integer.parseInt(n));
      JmhFacts f = rows.get(0).jmh();
      unsupported = unsupported != null ? unsupported : f.unsupported();
      invalid = invalid != null ? invalid : f.invalid();
      rows.get(0).params().forEach(p -> params.putIfAbsent(p.name(), p));
    }
    GroupPlan plan = new GroupPlan(name, List.copyOf(methods), List.copyOf(descriptors),
        List.copyOf(threads), null);
    List<BenchmarkDescriptor> out = new ArrayList<>();
    for (BenchmarkDescriptor first : perMember.get(0)) { // the first method's modes
      out.add(row(first, name, first.descriptor(), List.copyOf(params.values()), plan,
          unsupported, invalid));
      for (int i = 0; i < members.size(); i++) {
        BenchmarkDescriptor own = perMember.get(i).get(0);
        out.add(row(first, name + ":" + methods.get(i), own.descriptor(),
            List.copyOf(params.values()), plan.measuring(methods.get(i)), unsupported, invalid));
      }
    }
    return out;
  }

  private static BenchmarkDescriptor row(BenchmarkDescriptor first, String method,
      String descriptor, List<ParamSpec> params, GroupPlan plan, String unsupported,
      String invalid) {
    return new BenchmarkDescriptor(first.className(), method, descriptor, first.isStatic(), false,
        first.mode(), first.operationsPerInvocation(), params,
        first.jmh().inGroup(plan, unsupported, invalid), plan.totalThreads());
  }

  /** Reads the plain concrete classes whose superclass chain reaches a JMH benchmark class. */
  private void readInheritors() {
    for (Map.Entry<String, Plain> e : List.copyOf(plain.entrySet())) {
      if (e.getValue().concrete() && inheritsBenchmarks(e.getValue().superName())) {
        facts(e.getKey());
      }
    }
  }

  /** A class's facts, reading a plain class in full on first need; null when not on the path. */
  private JmhClassFacts facts(String name) {
    JmhClassFacts facts = classes.get(name);
    Plain p = facts == null && name != null ? plain.remove(name) : null;
    if (p != null) {
      JmhClassVisitor v = new JmhClassVisitor();
      new ClassReader(p.bytes().get()).accept(v, ClassReader.SKIP_CODE | ClassReader.SKIP_FRAMES);
      facts = v.facts();
      classes.put(name, facts);
    }
    return facts;
  }

  /** {@code @State}'s scope on the class or a superclass ({@code @State} is inherited). */
  private String scope(String name) {
    for (JmhClassFacts k = facts(name); k != null; k = facts(k.superName)) {
      if (k.scope() != null) {
        return k.scope();
      }
    }
    return null;
  }

  private boolean inheritsBenchmarks(String name) {
    for (int depth = 0; name != null && depth < 64; depth++) {
      JmhClassFacts facts = classes.get(name);
      if (facts != null && facts.methods.stream().anyMatch(m -> m.has("Benchmark"))) {
        return true;
      }
      Plain p = plain.get(name);
      name = facts != null ? facts.superName : p != null ? p.superName() : null;
    }
    return false;
  }

  /** One benchmark method of one concrete class, resolved against the whole classpath. */
  private final class Resolution {
    private final JmhClassFacts owner;
    private final JmhClassFacts.Method method;
    private final Set<String> states = new LinkedHashSet<>(); // internal names, reached order
    private String unsupported;
    private String invalid;

    Resolution(JmhClassFacts owner, JmhClassFacts.Method method) {
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
      if (scope(owner.name) != null || !method.isStatic) {
        reach(owner.name); // the class's own state (JMH sample 04), or an implicit one
      }
      AnnotationValues fork = find("Fork");
      int threads = threads();
      JmhFacts facts = new JmhFacts(List.copyOf(arguments), all(fork, "jvmArgsPrepend"),
          all(fork, "jvmArgs"), all(fork, "jvmArgsAppend"), compileCommands(), hints(fork),
          threads, value(find("OutputTimeUnit")), unsupported, invalid);
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
      if (BLACKHOLE.equals(internal)) {
        return; // helpers may take one too (JMH sample 28)
      }
      if (internal != null && INFRA.containsKey(internal)) {
        unsupported("JMH's " + INFRA.get(internal) + " as a parameter (" + whose + ")");
      } else if (internal == null || scope(internal) == null) {
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
      JmhClassFacts state = facts(name);
      states.add(name);
      String dotted = state.dottedName();
      if ("Group".equals(scope(name)) && !method.has("Group")) {
        invalid("@State(Scope.Group) class " + dotted + " is used outside a @Group: use"
            + " Scope.Benchmark or Scope.Thread");
      }
      if (state.annotations.containsKey("AuxCounters")) {
        unsupported("@AuxCounters on " + dotted);
      }
      if (!state.concrete || !state.noArgConstructor) {
        invalid((scope(name) != null ? "@State class " : "benchmark class ") + dotted
            + " has no constructor without arguments: add a public one (and make a nested"
            + " class static)");
      }
      for (JmhClassFacts k = state; k != null; k = facts(k.superName)) {
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
        for (JmhClassFacts k = facts(s); k != null; k = facts(k.superName)) {
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
      String v = value(find("Threads"));
      return v == null ? 1 : Integer.parseInt(v); // -1: Threads.MAX, as many as cores
    }

    /** {@code @CompilerControl} on the benchmark's classes and its states', as HotSpot commands. */
    private List<String> compileCommands() {
      Set<String> classesReached = new LinkedHashSet<>();
      for (JmhClassFacts k = owner; k != null; k = facts(k.superName)) {
        classesReached.add(k.name);
      }
      for (String s : states) {
        for (JmhClassFacts k = facts(s); k != null; k = facts(k.superName)) {
          classesReached.add(k.name);
        }
      }
      List<String> out = new ArrayList<>();
      for (String name : classesReached) {
        JmhClassFacts k = facts(name);
        String whole = value(k.annotations.get("CompilerControl"));
        if (whole != null && COMPILE_COMMANDS.containsKey(whole)) {
          out.add(COMPILE_COMMANDS.get(whole) + "," + name + ".*");
        }
        for (JmhClassFacts.Method m : k.methods) {
          String mode = value(m.annotations.get("CompilerControl"));
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

    /** The annotation on the method, else on its class or the nearest superclass. */
    private AnnotationValues find(String annotation) {
      AnnotationValues v = method.annotations.get(annotation);
      for (JmhClassFacts k = owner; v == null && k != null; k = facts(k.superName)) {
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

  private static String value(AnnotationValues a) {
    return a == null ? null : a.one("value");
  }

  private static List<String> all(AnnotationValues a, String element) {
    return a == null ? List.of() : List.copyOf(a.all(element));
  }
}

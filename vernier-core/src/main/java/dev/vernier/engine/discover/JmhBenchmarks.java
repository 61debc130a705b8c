package dev.vernier.engine.discover;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Turns the JMH facts of every class on the classpath into benchmarks: a concrete class's
 * {@code @Benchmark} methods (its own and its superclasses'), each resolved by
 * {@link JmhResolution}, and each {@code @Group}'s rows. One descriptor per {@code @BenchmarkMode}
 * mode. A benchmark that uses what Vernier does not support, or that is wrong, still gives
 * descriptors: with the reason, so the plan can name it and skip it.
 */
final class JmhBenchmarks {
  private final JmhClasspath classpath = new JmhClasspath();

  void add(JmhClassFacts facts) {
    classpath.add(facts);
  }

  void addPlain(String name, String superName, boolean concrete, Supplier<byte[]> bytes) {
    classpath.addPlain(name, superName, concrete, bytes);
  }

  List<BenchmarkDescriptor> benchmarks() {
    List<BenchmarkDescriptor> out = new ArrayList<>();
    for (JmhClassFacts c : classpath.all()) {
      if (!c.concrete) {
        continue;
      }
      Map<String, JmhClassFacts.Method> methods = new LinkedHashMap<>();
      for (JmhClassFacts k = c; k != null; k = classpath.facts(k.superName)) {
        for (JmhClassFacts.Method m : k.methods) {
          if (m.has("Benchmark")) {
            methods.putIfAbsent(m.name + m.descriptor, m);
          }
        }
      }
      Map<String, List<JmhClassFacts.Method>> groups = new LinkedHashMap<>();
      for (JmhClassFacts.Method m : methods.values()) {
        String group = AnnotationValues.value(m.annotations.get("Group"));
        if (group == null) {
          out.addAll(new JmhResolution(classpath, c, m).descriptors());
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
      List<BenchmarkDescriptor> rows = new JmhResolution(classpath, c, m).descriptors();
      perMember.add(rows);
      methods.add(m.name);
      descriptors.add(m.descriptor);
      String n = AnnotationValues.value(m.annotations.get("GroupThreads"));
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
}

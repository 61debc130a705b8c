package dev.vernier.engine.discover;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.objectweb.asm.ClassReader;

/**
 * The JMH facts of the classes on the classpath, by internal name: those with JMH annotations as
 * scanned, and the plain ones read in full only when a benchmark needs them (a superclass, a
 * state, a class that inherits benchmarks: JMH sample 24).
 */
final class JmhClasspath {
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

  /** The classes with JMH facts, the plain ones that inherit benchmarks read first. */
  List<JmhClassFacts> all() {
    readInheritors();
    return List.copyOf(classes.values()); // resolving reads plain states
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
  JmhClassFacts facts(String name) {
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
  String scope(String name) {
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
}

package dev.vernier.engine.discover;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one class file says in JMH's terms, read with ASM: its JMH annotations on the class, its
 * {@code @Param} fields, its {@code @Setup}/{@code @TearDown} methods and every method that
 * carries a JMH annotation. {@link JmhBenchmarks} joins these facts across classes (states,
 * superclasses) into benchmarks.
 */
final class JmhClassFacts {
  static final String PKG = "Lorg/openjdk/jmh/annotations/";

  final String name; // internal name, slashes
  final String superName;
  final boolean concrete;
  final boolean noArgConstructor;
  /** Class-level JMH annotations by simple name ({@code State}, {@code BenchmarkMode}...). */
  final Map<String, AnnotationValues> annotations;
  final List<ParamSpec> params;
  final List<Method> methods;

  JmhClassFacts(String name, String superName, boolean concrete, boolean noArgConstructor,
      Map<String, AnnotationValues> annotations, List<ParamSpec> params, List<Method> methods) {
    this.name = name;
    this.superName = superName;
    this.concrete = concrete;
    this.noArgConstructor = noArgConstructor;
    this.annotations = annotations;
    this.params = params;
    this.methods = methods;
  }

  String dottedName() {
    return name.replace('/', '.');
  }

  /** {@code @State}'s scope ({@code Thread}, {@code Benchmark}, {@code Group}), or null. */
  String scope() {
    AnnotationValues state = annotations.get("State");
    return state == null ? null : state.one("value");
  }

  /** A method with at least one JMH annotation, keyed by the annotation's simple name. */
  static final class Method {
    final String name;
    final String descriptor;
    final boolean isStatic;
    final Map<String, AnnotationValues> annotations = new LinkedHashMap<>();

    Method(String name, String descriptor, boolean isStatic) {
      this.name = name;
      this.descriptor = descriptor;
      this.isStatic = isStatic;
    }

    boolean has(String annotation) {
      return annotations.containsKey(annotation);
    }
  }
}

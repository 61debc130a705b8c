package dev.vernier.engine.discover;

import java.util.List;

/**
 * One {@code @Benchmark} method as read from its class file, without loading the class.
 *
 * @param className fully qualified, dots
 * @param method the method's name
 * @param descriptor the method's JVM descriptor, e.g. {@code (Ldev/vernier/Blackhole;)V}
 * @param isStatic true for a static benchmark method
 * @param baseline {@code @Benchmark(baseline = true)}
 * @param mode the {@code @Mode} on the method or its class, or null for the default
 * @param operationsPerInvocation from {@code @OperationsPerInvocation}, 1 when absent
 * @param params the class's {@code @Param} fields, in declaration order
 * @param threads threads that run it at once, from {@code @Threads} on the method or its class
 *     (1 when absent)
 */
public record BenchmarkDescriptor(
    String className,
    String method,
    String descriptor,
    boolean isStatic,
    boolean baseline,
    String mode,
    int operationsPerInvocation,
    List<ParamSpec> params,
    int threads) {

  /** On one thread. */
  public BenchmarkDescriptor(String className, String method, String descriptor, boolean isStatic,
      boolean baseline, String mode, int operationsPerInvocation, List<ParamSpec> params) {
    this(className, method, descriptor, isStatic, baseline, mode, operationsPerInvocation, params,
        1);
  }

  /** {@code pkg.Class.method}. */
  public String qualifiedName() {
    return className + "." + method;
  }

  /** {@code Class.method} with the package left out (nested classes keep their outer name). */
  public String simpleName() {
    return simpleClassName() + "." + method;
  }

  public String simpleClassName() {
    int dot = className.lastIndexOf('.');
    return className.substring(dot + 1);
  }

  public boolean returnsVoid() {
    return descriptor.endsWith(")V");
  }

  public boolean takesBlackhole() {
    return descriptor.startsWith("(Ldev/vernier/Blackhole;)");
  }
}

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
 * @param params the class's {@code @Param} fields, in declaration order (for a JMH benchmark: those
 *     of every {@code @State} it reaches)
 * @param jmh what JMH's annotations say, for a benchmark declared with them; null for Vernier's
 * @param threads threads that run it at once, from {@code @Threads} on the method or its class
 *     (JMH's or Vernier's; 1 when absent)
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
    JmhFacts jmh,
    int threads) {

  public static final String VERNIER = "vernier";
  public static final String JMH = "jmh";

  /** A benchmark declared with Vernier's own annotations. */
  public BenchmarkDescriptor(String className, String method, String descriptor, boolean isStatic,
      boolean baseline, String mode, int operationsPerInvocation, List<ParamSpec> params) {
    this(className, method, descriptor, isStatic, baseline, mode, operationsPerInvocation, params,
        null, 1);
  }

  /** A benchmark declared with JMH's annotations (jmh non-null), or Vernier's, on one thread. */
  public BenchmarkDescriptor(String className, String method, String descriptor, boolean isStatic,
      boolean baseline, String mode, int operationsPerInvocation, List<ParamSpec> params,
      JmhFacts jmh) {
    this(className, method, descriptor, isStatic, baseline, mode, operationsPerInvocation, params,
        jmh, 1);
  }

  /** A benchmark declared with Vernier's own annotations, on {@code threads} threads. */
  public BenchmarkDescriptor(String className, String method, String descriptor, boolean isStatic,
      boolean baseline, String mode, int operationsPerInvocation, List<ParamSpec> params,
      int threads) {
    this(className, method, descriptor, isStatic, baseline, mode, operationsPerInvocation, params,
        null, threads);
  }

  /** Which annotations declared it: {@code vernier} or {@code jmh} (the result's {@code source}). */
  public String source() {
    return jmh == null ? VERNIER : JMH;
  }

  /** A copy measured in another mode (JMH's {@code @BenchmarkMode} with several modes). */
  public BenchmarkDescriptor withMode(String otherMode) {
    return new BenchmarkDescriptor(className, method, descriptor, isStatic, baseline, otherMode,
        operationsPerInvocation, params, jmh, threads);
  }

  /** The JMH {@code @Group} this row is of, or null. */
  public GroupPlan group() {
    return jmh == null ? null : jmh.group();
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

  /** Takes Vernier's Blackhole, or (a JMH benchmark) JMH's. */
  public boolean takesBlackhole() {
    return descriptor.startsWith("(Ldev/vernier/Blackhole;)")
        || (jmh != null && jmh.arguments().contains(JmhFacts.BLACKHOLE));
  }
}

/**
 * JMH-annotated benchmarks inside a fork, without JMH's annotation processor or runner: the
 * {@code @State} objects a benchmark reaches ({@link StateGraph}, shared across threads through a
 * {@link StateRegistry}), their {@code @Setup}/{@code @TearDown} helpers by level, JMH's own
 * {@code Blackhole} ({@link JmhBlackhole}), and {@link JmhInstance}, which the Measurer drives
 * like any other benchmark. JMH's classes are reached by reflection through the user's class
 * loader: the engine does not depend on jmh-core. Discovery (reading the annotations from class
 * files) is in {@code discover}; fork flags (JMH's blackhole, {@code @Fork}, {@code
 * @CompilerControl}) in {@link JmhForkArgs}.
 */
package dev.vernier.engine.jmh;

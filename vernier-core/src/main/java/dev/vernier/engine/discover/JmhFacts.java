package dev.vernier.engine.discover;

import java.util.List;

/**
 * What JMH's annotations say about one benchmark beyond what every benchmark has.
 *
 * @param arguments the benchmark method's parameters in order, as class names (dots): its
 *     {@code @State} classes and {@code org.openjdk.jmh.infra.Blackhole}
 * @param jvmArgsPrepend {@code @Fork(jvmArgsPrepend)}; empty when not written
 * @param jvmArgs {@code @Fork(jvmArgs)}; empty when not written
 * @param jvmArgsAppend {@code @Fork(jvmArgsAppend)}; empty when not written
 * @param compileCommands {@code @CompilerControl} as HotSpot's {@code -XX:CompileCommand} values
 * @param hints {@code @Fork(value)}, {@code @Warmup}, {@code @Measurement} as written, for the
 *     result's stop reason (the adaptive plan decides; these say what JMH would have done); empty
 *     when none is written
 * @param threads {@code @Threads}, 1 when absent
 * @param outputTimeUnit {@code @OutputTimeUnit}'s {@code TimeUnit} name, or null: Vernier scales
 *     its figures itself and keeps the result's unit per mode
 * @param unsupported what keeps it from running yet (one line), or null
 * @param invalid what is wrong with it (one line, with the fix), or null
 * @param group the {@code @Group} it is a row of, or null for a method on its own
 * @param jmhSeconds what JMH itself would spend iterating one row of it (one mode, one parameter
 *     combination) in a timed mode: its {@code @Fork} forks (warm-up forks too) times its
 *     {@code @Warmup} and {@code @Measurement} iterations' time, JMH's defaults (5 forks, 5 + 5
 *     iterations of 10 s) where unwritten; JVM start-ups not counted
 */
public record JmhFacts(
    List<String> arguments,
    List<String> jvmArgsPrepend,
    List<String> jvmArgs,
    List<String> jvmArgsAppend,
    List<String> compileCommands,
    String hints,
    int threads,
    String outputTimeUnit,
    String unsupported,
    String invalid,
    GroupPlan group,
    double jmhSeconds) {

  /** Not in a group. */
  public JmhFacts(List<String> arguments, List<String> jvmArgsPrepend, List<String> jvmArgs,
      List<String> jvmArgsAppend, List<String> compileCommands, String hints, int threads,
      String outputTimeUnit, String unsupported, String invalid, double jmhSeconds) {
    this(arguments, jvmArgsPrepend, jvmArgs, jvmArgsAppend, compileCommands, hints, threads,
        outputTimeUnit, unsupported, invalid, null, jmhSeconds);
  }

  /**
   * The same facts as a row of {@code g}, on all its threads; skipped when any of its methods
   * would be ({@code unsupported} and {@code invalid} are the first reasons among them).
   */
  JmhFacts inGroup(GroupPlan g, String unsupported, String invalid) {
    return new JmhFacts(arguments, jvmArgsPrepend, jvmArgs, jvmArgsAppend, compileCommands, hints,
        g.totalThreads(), outputTimeUnit, unsupported, invalid, g, jmhSeconds);
  }

  public static final String BLACKHOLE = "org.openjdk.jmh.infra.Blackhole";

  /** Why it is skipped, or null when it runs. */
  public String skipReason() {
    return invalid != null ? invalid : unsupported;
  }
}

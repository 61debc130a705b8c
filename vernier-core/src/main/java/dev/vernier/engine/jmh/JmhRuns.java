package dev.vernier.engine.jmh;

import dev.vernier.engine.discover.BenchmarkDescriptor;
import dev.vernier.engine.discover.JmhFacts;
import dev.vernier.engine.fork.ForkRunner;
import dev.vernier.engine.fork.JvmProbe;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Identity;
import java.util.ArrayList;
import java.util.List;

/**
 * What the run does differently for a JMH benchmark, outside the fork: its forks' flags (JMH's
 * blackhole as JMH's own runner sets it, {@code @CompilerControl}, {@code @Fork}'s JVM
 * arguments), and its row's {@code source} and the note of JMH's plan it did not follow.
 */
public final class JmhRuns {
  private static final String BLACKHOLE = "org/openjdk/jmh/infra/Blackhole";

  private JmhRuns() {}

  /**
   * The forks for this task: {@code base} for a Vernier benchmark; for a JMH one, with JMH's
   * blackhole flags, then {@code @Fork(jvmArgsPrepend)}, {@code @Fork(jvmArgs)} (unless
   * {@code --jvm-args} replaced them, as JMH's own {@code -jvmArgs} does), the user's flags,
   * {@code @Fork(jvmArgsAppend)}.
   */
  public static ForkRunner forks(ForkRunner base, BenchmarkTask task) {
    JmhFacts jmh = task.benchmark().jmh();
    if (jmh == null) {
      return base;
    }
    List<String> before = new ArrayList<>(blackholeFlags(JvmProbe.compilerBlackholes(base.java())));
    for (String command : jmh.compileCommands()) {
      before.add("-XX:CompileCommand=" + command);
    }
    before.addAll(jmh.jvmArgsPrepend());
    if (base.jvmArgs().isEmpty()) {
      before.addAll(jmh.jvmArgs());
    }
    return base.withJvmArgs(before, jmh.jvmArgsAppend());
  }

  /**
   * The flags JMH 1.37's runner gives a fork for its {@code Blackhole} (its {@code
   * CompilerHints}): with compiler blackholes, {@code consumeCompiler} is a HotSpot blackhole and
   * the class is told so by {@code compilerBlackholesEnabled}; without them, its full
   * {@code consumeFull} path is kept out of line. Either way {@code consume} is inlined and
   * {@code consumeCPU} is not.
   */
  static List<String> blackholeFlags(boolean compiler) {
    List<String> flags = new ArrayList<>(List.of(
        "-XX:CompileCommand=inline," + BLACKHOLE + ".consume",
        "-XX:CompileCommand=dontinline," + BLACKHOLE + ".consumeCPU"));
    if (compiler) {
      flags.addAll(0, List.of("-XX:+UnlockDiagnosticVMOptions",
          "-XX:+UnlockExperimentalVMOptions"));
      flags.add("-XX:CompileCommand=blackhole," + BLACKHOLE + ".consumeCompiler");
      flags.add("-DcompilerBlackholesEnabled=true");
    } else {
      flags.add("-XX:CompileCommand=dontinline," + BLACKHOLE + ".consumeFull");
    }
    return flags;
  }

  /** The row with its {@code source}, and what JMH's annotations asked that the plan overrode. */
  public static BenchmarkResult row(BenchmarkTask task, BenchmarkResult r) {
    BenchmarkDescriptor b = task.benchmark();
    if (b.jmh() == null) {
      return r;
    }
    String reason = r.run().stopReason() == null ? "" : r.run().stopReason();
    if (!b.jmh().hints().isEmpty()) {
      reason += (reason.isEmpty() ? "" : "; ") + "JMH's " + b.jmh().hints()
          + " read as hints: Vernier's plan decided forks and times";
    }
    Identity declared = r.identity().withSource(b.source());
    return r.withIdentity(b.group() == null ? declared : declared.withGroup(b.group().name()))
        .withRun(r.run().withStopReason(reason.isEmpty() ? null : reason));
  }
}

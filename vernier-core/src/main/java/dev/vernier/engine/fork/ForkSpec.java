package dev.vernier.engine.fork;

import dev.vernier.engine.discover.GroupPlan;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import dev.vernier.engine.measure.FixedPlan;
import dev.vernier.engine.measure.MeasurementPlan;
import dev.vernier.engine.measure.SteadyPlan;
import dev.vernier.engine.measure.TurnGate;
import dev.vernier.engine.profile.ProfileRequest;
import java.util.Map;

/**
 * What the harness tells a fork to do: sent as the first message on the channel.
 *
 * @param warmupNanos the fixed warm-up, or with {@code steadyWarmup} the most it may take
 * @param minWarmupNanos with {@code steadyWarmup}: the least warm-up, even if steady earlier
 * @param steadyWarmup warm up until steady state rather than for a fixed time
 * @param source which annotations declare the benchmark: {@code vernier} (also when null) or
 *     {@code jmh}
 * @param threads threads that run the benchmark at once (1: the single-thread path)
 * @param group for a row of a JMH {@code @Group}: the group's methods and threads, and whose
 *     figures the row keeps ({@code method} is then the row's name, not a method); else null
 * @param turns for one fork of an interleaved pair: where it takes turns with the other side
 *     batch by batch, and for how many rounds; else null
 */
public record ForkSpec(String className, String method, Map<String, String> params, String mode,
    int opsPerInvocation, long warmupNanos, long measureNanos, long sampleTargetNanos,
    int minSamples, boolean steadyWarmup, long minWarmupNanos, ProfileRequest profile,
    long warmupDeadlineNanos, String source, int threads, GroupPlan group,
    TurnGate.Turns turns) {

  /** Not one of an interleaved pair. */
  public ForkSpec(String className, String method, Map<String, String> params, String mode,
      int opsPerInvocation, long warmupNanos, long measureNanos, long sampleTargetNanos,
      int minSamples, boolean steadyWarmup, long minWarmupNanos, ProfileRequest profile,
      long warmupDeadlineNanos, String source, int threads, GroupPlan group) {
    this(className, method, params, mode, opsPerInvocation, warmupNanos, measureNanos,
        sampleTargetNanos, minSamples, steadyWarmup, minWarmupNanos, profile,
        warmupDeadlineNanos, source, threads, group, null);
  }

  /** The same fork as one side of an interleaved pair. */
  public ForkSpec withTurns(TurnGate.Turns t) {
    return new ForkSpec(className, method, params, mode, opsPerInvocation, warmupNanos,
        measureNanos, sampleTargetNanos, minSamples, steadyWarmup, minWarmupNanos, profile,
        warmupDeadlineNanos, source, threads, group, t);
  }

  /** Not a group's row. */
  public ForkSpec(String className, String method, Map<String, String> params, String mode,
      int opsPerInvocation, long warmupNanos, long measureNanos, long sampleTargetNanos,
      int minSamples, boolean steadyWarmup, long minWarmupNanos, ProfileRequest profile,
      long warmupDeadlineNanos, String source, int threads) {
    this(className, method, params, mode, opsPerInvocation, warmupNanos, measureNanos,
        sampleTargetNanos, minSamples, steadyWarmup, minWarmupNanos, profile,
        warmupDeadlineNanos, source, threads, null);
  }

  public ForkSpec(String className, String method, Map<String, String> params, String mode,
      int opsPerInvocation, long warmupNanos, long measureNanos, long sampleTargetNanos,
      int minSamples, boolean steadyWarmup, long minWarmupNanos, ProfileRequest profile,
      long warmupDeadlineNanos) {
    this(className, method, params, mode, opsPerInvocation, warmupNanos, measureNanos,
        sampleTargetNanos, minSamples, steadyWarmup, minWarmupNanos, profile,
        warmupDeadlineNanos, null, 1);
  }

  /** True for a benchmark declared with JMH's annotations. */
  public boolean jmh() {
    return "jmh".equals(source);
  }

  public ForkSpec(String className, String method, Map<String, String> params, String mode,
      int opsPerInvocation, long warmupNanos, long measureNanos, long sampleTargetNanos,
      int minSamples, boolean steadyWarmup, long minWarmupNanos, ProfileRequest profile) {
    this(className, method, params, mode, opsPerInvocation, warmupNanos, measureNanos,
        sampleTargetNanos, minSamples, steadyWarmup, minWarmupNanos, profile, 0);
  }

  /** The fork's plan for warm-up and measurement. */
  public MeasurementPlan plan() {
    return steadyWarmup
        ? new SteadyPlan(minWarmupNanos, warmupNanos, measureNanos, sampleTargetNanos, minSamples,
            warmupDeadlineNanos)
        : new FixedPlan(warmupNanos, measureNanos, sampleTargetNanos, minSamples);
  }

  void write(DataOutputStream out) throws IOException {
    RecordCodec.write(out, this); // not Jackson: see RecordCodec
    out.flush();
  }

  static ForkSpec read(DataInputStream in) throws IOException {
    return RecordCodec.read(in, ForkSpec.class);
  }
}

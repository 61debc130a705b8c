package dev.vernier.engine.result;

import java.util.List;

/**
 * A sampled profile: of one benchmark's measurement phase ({@code run --profile}), or of a whole
 * program ({@code vernier profile}). Shares are fractions of {@code samples} (for an allocation
 * profile, of sampled bytes).
 *
 * @param engine {@code async-profiler} or {@code jfr}
 * @param event {@code cpu}, {@code alloc} or {@code wall}
 * @param mode how the engine sampled that event here, e.g. {@code perf_events cpu-clock},
 *     {@code ctimer}, {@code itimer}, {@code jdk.ExecutionSample}
 * @param samples the samples (or, for alloc, the sampled bytes) the shares are fractions of
 * @param top the frames with the most self time, largest first
 * @param collapsed collapsed stacks, one {@code frame;frame;frame count} a line
 * @param flamegraph the HTML flame graph drawn from them
 * @param intervalNanos the sampling interval (bytes for alloc); 0 where the engine chose it
 * @param harnessShare the share spent in Vernier's own frames (the timed loop, the blackhole,
 *     the measurer between batches); 0 for a whole program
 * @param note what the reader should know about how this was taken (a fallback, a limit)
 */
public record Profile(
    String engine,
    String event,
    String mode,
    long samples,
    List<Frame> top,
    String collapsed,
    String flamegraph,
    long intervalNanos,
    double harnessShare,
    String note) {

  /**
   * A frame and the most the whole could gain by making it free.
   *
   * @param frame the method, {@code pkg.Class.method}
   * @param selfShare samples where this frame was on top of the stack (its own code)
   * @param totalShare samples where it was anywhere on the stack (itself and its callees)
   * @param amdahlLimit 1/(1−selfShare): the whole's speed-up if this frame's own time became
   *     zero; null when the share is the whole
   */
  public record Frame(String frame, double selfShare, double totalShare, Double amdahlLimit) {}
}

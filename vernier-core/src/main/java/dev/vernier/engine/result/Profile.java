package dev.vernier.engine.result;

import com.fasterxml.jackson.annotation.JsonInclude;
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
 * @param top the frames with the most self time, largest first (pprof's flat list)
 * @param collapsed collapsed stacks, one {@code frame;frame;frame count} a line
 * @param flamegraph the HTML flame graph drawn from them
 * @param intervalNanos the sampling interval (bytes for alloc); 0 where the engine chose it
 * @param harnessShare the share spent in Vernier's own frames (the timed loop, the blackhole,
 *     the measurer between batches); 0 for a whole program
 * @param note what the reader should know about how this was taken (a fallback, a limit)
 * @param topTotal the frames with the most total time (the frame and all it calls), largest
 *     first, without the JVM's and the harness's entry frames nor the program's frames that only
 *     pass their time on to other frames of the program (pprof's cumulative list); null in
 *     files written before it existed
 * @param leftOut the program's frames left out of {@code topTotal} because they pass their time
 *     on (a {@code main}, a dispatcher), so that the reader knows they were not forgotten
 * @param samplesNote when the samples are too few to order the first two frames of a list: which,
 *     and the samples, interval or duration that would; null when they suffice
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
    String note,
    List<Frame> topTotal,
    List<String> leftOut,
    String samplesNote) {

  /** A profile without the cumulative list (as written before it existed). */
  public Profile(String engine, String event, String mode, long samples, List<Frame> top,
      String collapsed, String flamegraph, long intervalNanos, double harnessShare, String note) {
    this(engine, event, mode, samples, top, collapsed, flamegraph, intervalNanos, harnessShare,
        note, null, null, null);
  }

  /**
   * A frame and the most the whole could gain by making it free.
   *
   * @param frame the method, {@code pkg.Class.method}
   * @param selfShare samples where this frame was on top of the stack (its own code)
   * @param totalShare samples where it was anywhere on the stack (itself and its callees)
   * @param amdahlLimit 1/(1−share): the whole's speed-up if the share {@code amdahlFrom} names
   *     took no time; null when the share is the whole
   * @param amdahlFrom which share the limit is from: {@code self} (the frame's own code, in the
   *     flat list) or {@code total} (the frame and all it calls, in the cumulative list)
   * @param inlined true when the JIT inlined this frame into its caller in most of its samples
   * @param inlinedInto the compiled frame it was inlined into most often; null when not inlined
   * @param selfShareCi the 95% binomial (Wilson) interval of the self share, {low, high}; null
   *     for an allocation profile, whose shares are of bytes, not of counted samples
   * @param totalShareCi the same for the total share
   */
  public record Frame(String frame, double selfShare, double totalShare, Double amdahlLimit,
      @JsonInclude(JsonInclude.Include.NON_NULL) String amdahlFrom,
      @JsonInclude(JsonInclude.Include.NON_NULL) Boolean inlined,
      @JsonInclude(JsonInclude.Include.NON_NULL) String inlinedInto,
      @JsonInclude(JsonInclude.Include.NON_NULL) List<Double> selfShareCi,
      @JsonInclude(JsonInclude.Include.NON_NULL) List<Double> totalShareCi) {

    /** A frame of the flat list as written before the marks existed. */
    public Frame(String frame, double selfShare, double totalShare, Double amdahlLimit) {
      this(frame, selfShare, totalShare, amdahlLimit, null, null, null, null, null);
    }
  }
}

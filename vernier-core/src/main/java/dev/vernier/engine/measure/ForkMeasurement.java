package dev.vernier.engine.measure;

import java.util.List;

/**
 * What one fork measured besides its samples (which were streamed as they came).
 *
 * @param opsPerSample calls in each measured batch (1 for sample and single-shot modes)
 * @param measuredOps calls made while measuring, over which the counters below were taken
 * @param allocatedBytes bytes this thread allocated during the measured batches only
 * @param gcCount collections (all collectors) during measurement
 * @param gcTimeMillis collectors' pause time during measurement (see {@link GcCounts#pauseMillis})
 * @param warmupNanos how long warm-up took
 * @param warmupSamples batches run while warming up
 * @param steadyState whether warm-up ended with the JIT quiet and the figure flat
 * @param warmupStopReason why warm-up ended, in words
 * @param jitCompilationsDuringMeasurement compilations of the benchmark's code seen while
 *     measuring (at most one per sample is seen); -1 where HotSpot's counters cannot be read
 * @param compiledDuringMeasurement methods of the benchmark (not the harness) compiled while
 *     measuring, as {@code pkg.Cls::method at 120 ms}; the last compiled one per sample
 * @param histogram sample mode: every call's latency in ns, as a compressed, base64 HdrHistogram
 * @param measurementNanos how long measurement took
 * @param emptyFloorNanos time per call of {@link EmptyBenchmark} through the same generated loop,
 *     measured in this fork after the benchmark; null when not measured (sample and ss modes)
 * @param calibratedGHzBefore the core clock measured before the benchmark ({@link
 *     FrequencyCalibrator}); null when not taken
 * @param calibratedGHzAfter the core clock measured after the benchmark
 * @param allocation the harness's bytes and how steady the batches' bytes were
 * @param gc collections and their time per collector during measurement
 * @param samplesLeftOut samples taken before a compilation early in measurement and left out
 * @param measuredAgain times the fork measured again because the JIT compiled during measurement
 * @param compiledBeforeKeptSamples compilations during measurement that the kept samples all
 *     came after
 * @param gcOps calls over which the GC counters were taken (the whole measurement period, left
 *     out samples included); 0 when it equals {@code measuredOps}
 * @param beforeNanos from the JVM's start to the benchmark's warm-up (start-up, class loading,
 *     the clock's calibration, set-up); 0 when not taken
 * @param afterNanos from the end of measurement to the result's sending (the empty-method
 *     floor, the harness's bytes, the second calibration)
 * @param counters a JMH benchmark's {@code @AuxCounters} over measurement; null without any
 * @param harnessCompiledDuringMeasurement the harness's own methods the JIT compiled while the
 *     kept samples were taken: none, unless something is wrong with the harness
 */
public record ForkMeasurement(long opsPerSample, long measuredOps, long allocatedBytes,
    long gcCount, long gcTimeMillis, long warmupNanos, int warmupSamples, boolean steadyState,
    String warmupStopReason, long jitCompilationsDuringMeasurement,
    List<String> compiledDuringMeasurement, String histogram, long measurementNanos,
    Double emptyFloorNanos, Double calibratedGHzBefore, Double calibratedGHzAfter,
    AllocationFigures allocation, GcCounts gc, int samplesLeftOut, int measuredAgain,
    List<String> compiledBeforeKeptSamples, long gcOps, long beforeNanos, long afterNanos,
    List<String> harnessCompiledDuringMeasurement, AuxCounts counters) {

  public ForkMeasurement {
    compiledDuringMeasurement =
        compiledDuringMeasurement == null ? List.of() : List.copyOf(compiledDuringMeasurement);
    compiledBeforeKeptSamples =
        compiledBeforeKeptSamples == null ? List.of() : List.copyOf(compiledBeforeKeptSamples);
    harnessCompiledDuringMeasurement = harnessCompiledDuringMeasurement == null ? List.of()
        : List.copyOf(harnessCompiledDuringMeasurement);
  }

  public ForkMeasurement(long opsPerSample, long measuredOps, long allocatedBytes, long gcCount,
      long gcTimeMillis, long warmupNanos, int warmupSamples, boolean steadyState,
      String warmupStopReason, long jitCompilationsDuringMeasurement,
      List<String> compiledDuringMeasurement, String histogram, long measurementNanos,
      Double emptyFloorNanos, Double calibratedGHzBefore, Double calibratedGHzAfter,
      AllocationFigures allocation, GcCounts gc, int samplesLeftOut, int measuredAgain,
      List<String> compiledBeforeKeptSamples, long gcOps) {
    this(opsPerSample, measuredOps, allocatedBytes, gcCount, gcTimeMillis, warmupNanos,
        warmupSamples, steadyState, warmupStopReason, jitCompilationsDuringMeasurement,
        compiledDuringMeasurement, histogram, measurementNanos, emptyFloorNanos,
        calibratedGHzBefore, calibratedGHzAfter, allocation, gc, samplesLeftOut, measuredAgain,
        compiledBeforeKeptSamples, gcOps, 0, 0, List.of(), null);
  }

  /** Calls the GC counters cover. */
  public long gcOpsOrMeasured() {
    return gcOps > 0 ? gcOps : measuredOps;
  }

  /** Counters only, as a test or a plain measurement gives them: no JIT observation, no floor. */
  public ForkMeasurement(long opsPerSample, long measuredOps, long allocatedBytes, long gcCount,
      long gcTimeMillis, long warmupNanos, int warmupSamples) {
    this(opsPerSample, measuredOps, allocatedBytes, gcCount, gcTimeMillis, warmupNanos,
        warmupSamples, true, "", 0, List.of(), null, 0, null, null, null,
        AllocationFigures.UNCALIBRATED, GcCounts.NONE, 0, 0, List.of(), 0);
  }

  /** Counters and the benchmark's compilations during measurement. */
  public ForkMeasurement(long opsPerSample, long measuredOps, long allocatedBytes, long gcCount,
      long gcTimeMillis, long warmupNanos, int warmupSamples,
      List<String> compiledDuringMeasurement) {
    this(opsPerSample, measuredOps, allocatedBytes, gcCount, gcTimeMillis, warmupNanos,
        warmupSamples, true, "", compiledDuringMeasurement.size(), compiledDuringMeasurement,
        null, 0, null, null, null, AllocationFigures.UNCALIBRATED, GcCounts.NONE, 0, 0,
        List.of(), 0);
  }

  public ForkMeasurement withEmptyFloor(Double nanos) {
    return new ForkMeasurement(opsPerSample, measuredOps, allocatedBytes, gcCount, gcTimeMillis,
        warmupNanos, warmupSamples, steadyState, warmupStopReason,
        jitCompilationsDuringMeasurement, compiledDuringMeasurement, histogram, measurementNanos,
        nanos, calibratedGHzBefore, calibratedGHzAfter, allocation, gc, samplesLeftOut,
        measuredAgain, compiledBeforeKeptSamples, gcOps, beforeNanos, afterNanos,
        harnessCompiledDuringMeasurement, counters);
  }

  public ForkMeasurement withCalibration(Double before, Double after) {
    return new ForkMeasurement(opsPerSample, measuredOps, allocatedBytes, gcCount, gcTimeMillis,
        warmupNanos, warmupSamples, steadyState, warmupStopReason,
        jitCompilationsDuringMeasurement, compiledDuringMeasurement, histogram, measurementNanos,
        emptyFloorNanos, before, after, allocation, gc, samplesLeftOut, measuredAgain,
        compiledBeforeKeptSamples, gcOps, beforeNanos, afterNanos,
        harnessCompiledDuringMeasurement, counters);
  }

  /** The same with how long the fork spent before warm-up and after measurement. */
  public ForkMeasurement withOverhead(long before, long after) {
    return new ForkMeasurement(opsPerSample, measuredOps, allocatedBytes, gcCount, gcTimeMillis,
        warmupNanos, warmupSamples, steadyState, warmupStopReason,
        jitCompilationsDuringMeasurement, compiledDuringMeasurement, histogram, measurementNanos,
        emptyFloorNanos, calibratedGHzBefore, calibratedGHzAfter, allocation, gc, samplesLeftOut,
        measuredAgain, compiledBeforeKeptSamples, gcOps, before, after,
        harnessCompiledDuringMeasurement, counters);
  }

  /**
   * The counters of {@code threads} threads that each ran every batch of {@code opsPerSample}
   * calls, as the threads' together: calls per sample, measured calls and the calls the GC
   * counters cover are multiplied by the threads (the bytes already are the threads' sum), so
   * that bytes and collections per op divide by every thread's calls.
   */
  public ForkMeasurement acrossThreads(int threads) {
    return new ForkMeasurement(opsPerSample * threads, measuredOps * threads, allocatedBytes,
        gcCount, gcTimeMillis, warmupNanos, warmupSamples, steadyState, warmupStopReason,
        jitCompilationsDuringMeasurement, compiledDuringMeasurement, histogram, measurementNanos,
        emptyFloorNanos, calibratedGHzBefore, calibratedGHzAfter,
        allocation == null ? null : allocation.acrossThreads(threads), gc, samplesLeftOut,
        measuredAgain, compiledBeforeKeptSamples, gcOps * threads, beforeNanos, afterNanos,
        harnessCompiledDuringMeasurement, counters);
  }

  /** The same with the harness's own compilations during measurement. */
  public ForkMeasurement withHarnessCompiled(List<String> names) {
    return new ForkMeasurement(opsPerSample, measuredOps, allocatedBytes, gcCount, gcTimeMillis,
        warmupNanos, warmupSamples, steadyState, warmupStopReason,
        jitCompilationsDuringMeasurement, compiledDuringMeasurement, histogram, measurementNanos,
        emptyFloorNanos, calibratedGHzBefore, calibratedGHzAfter, allocation, gc, samplesLeftOut,
        measuredAgain, compiledBeforeKeptSamples, gcOps, beforeNanos, afterNanos, names,
        counters);
  }

  /** The same with the benchmark's {@code @AuxCounters} (null: none). */
  public ForkMeasurement withCounters(AuxCounts c) {
    return new ForkMeasurement(opsPerSample, measuredOps, allocatedBytes, gcCount, gcTimeMillis,
        warmupNanos, warmupSamples, steadyState, warmupStopReason,
        jitCompilationsDuringMeasurement, compiledDuringMeasurement, histogram, measurementNanos,
        emptyFloorNanos, calibratedGHzBefore, calibratedGHzAfter, allocation, gc, samplesLeftOut,
        measuredAgain, compiledBeforeKeptSamples, gcOps, beforeNanos, afterNanos,
        harnessCompiledDuringMeasurement, c);
  }
}

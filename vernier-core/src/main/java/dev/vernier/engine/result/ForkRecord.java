package dev.vernier.engine.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * One fork of one benchmark, with every sample it measured.
 *
 * @param steadyState whether warm-up ended at steady state (null for failed forks)
 * @param warmupStopReason why warm-up ended, in words
 * @param compiledDuringMeasurement the benchmark's methods the JIT compiled while measuring
 * @param measurementNanos how long measurement took
 * @param emptyFloorNanos the empty-method floor measured in this fork (ns per call), or null
 * @param calibratedGHz the fork's core clock: the higher of its two calibrations
 * @param calibratedGHzBefore the calibration before the benchmark ran
 * @param calibratedGHzAfter the calibration after it
 * @param allocatedBytesPerOp bytes per op during measurement, the harness's own bytes taken out
 * @param gcTimeMillis collectors' pause time during measurement
 * @param harnessBytesPerBatch the empty benchmark's bytes per batch, subtracted from each batch
 * @param warmupAllocatedBytesPerOp bytes per op over warm-up's last batches, corrected alike
 * @param batchBytesPerOpMin the fewest bytes per op of one measured batch, corrected alike
 * @param batchBytesPerOpMax the most; equal to the minimum when every batch allocated the same
 * @param gcCollections collections per collector during measurement
 * @param samplesLeftOut samples measured before a compilation early in measurement and left out
 *     (the samples above are the ones after it); null for failed forks
 * @param measuredAgain times the fork measured again because the JIT compiled during
 *     measurement (earlier measurements counted as warm-up)
 * @param compiledBeforeKeptSamples compilations during measurement that every kept sample
 *     came after
 * @param wallNanos the fork's wall time, JVM start-up and exit included
 * @param beforeNanos in the fork, from the JVM's start to warm-up (class loading, calibration,
 *     set-up)
 * @param afterNanos in the fork, from the end of measurement to the result (floor, calibration)
 * @param harnessCompiledDuringMeasurement the harness's own methods compiled while measuring:
 *     empty unless the harness disturbed the measurement
 * @param excludedFromFigure true when the row's figure leaves this fork out: its median was
 *     several times the others' and it had not reached steady state (FORKS_DISAGREE says
 *     why); null when the fork is part of the figure
 * @param counters a JMH benchmark's {@code @AuxCounters} over this fork's measurement, by name;
 *     absent from the file for a benchmark without any
 * @param perturbation the draw of layout perturbations the fork ran under ({@code --perturb});
 *     absent from the file without
 */
public record ForkRecord(long pid, List<Double> samples, long opsPerSample,
    Number allocatedBytesPerOp, long gcCount, long gcTimeMillis, long peakRssBytes,
    Long jitCompilationsDuringMeasurement, Double calibratedGHz, long warmupNanos,
    int warmupSamples, String error, Boolean steadyState, String warmupStopReason,
    List<String> compiledDuringMeasurement, long measurementNanos, Double emptyFloorNanos,
    Double calibratedGHzBefore, Double calibratedGHzAfter, Long harnessBytesPerBatch,
    Number warmupAllocatedBytesPerOp, Number batchBytesPerOpMin, Number batchBytesPerOpMax,
    Map<String, Long> gcCollections, Integer samplesLeftOut, Integer measuredAgain,
    List<String> compiledBeforeKeptSamples, Long wallNanos, Long beforeNanos, Long afterNanos,
    List<String> harnessCompiledDuringMeasurement, Boolean excludedFromFigure,
    @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, Counter> counters,
    @JsonInclude(JsonInclude.Include.NON_NULL) PerturbationDraw perturbation) {

  /** Without a draw: every fork of a run without {@code --perturb}. */
  public ForkRecord(long pid, List<Double> samples, long opsPerSample,
      Number allocatedBytesPerOp, long gcCount, long gcTimeMillis, long peakRssBytes,
      Long jitCompilationsDuringMeasurement, Double calibratedGHz, long warmupNanos,
      int warmupSamples, String error, Boolean steadyState, String warmupStopReason,
      List<String> compiledDuringMeasurement, long measurementNanos, Double emptyFloorNanos,
      Double calibratedGHzBefore, Double calibratedGHzAfter, Long harnessBytesPerBatch,
      Number warmupAllocatedBytesPerOp, Number batchBytesPerOpMin, Number batchBytesPerOpMax,
      Map<String, Long> gcCollections, Integer samplesLeftOut, Integer measuredAgain,
      List<String> compiledBeforeKeptSamples, Long wallNanos, Long beforeNanos, Long afterNanos,
      List<String> harnessCompiledDuringMeasurement, Boolean excludedFromFigure,
      Map<String, Counter> counters) {
    this(pid, samples, opsPerSample, allocatedBytesPerOp, gcCount, gcTimeMillis, peakRssBytes,
        jitCompilationsDuringMeasurement, calibratedGHz, warmupNanos, warmupSamples, error,
        steadyState, warmupStopReason, compiledDuringMeasurement, measurementNanos,
        emptyFloorNanos, calibratedGHzBefore, calibratedGHzAfter, harnessBytesPerBatch,
        warmupAllocatedBytesPerOp, batchBytesPerOpMin, batchBytesPerOpMax, gcCollections,
        samplesLeftOut, measuredAgain, compiledBeforeKeptSamples, wallNanos, beforeNanos,
        afterNanos, harnessCompiledDuringMeasurement, excludedFromFigure, counters, null);
  }

  /** Part of the figure, as every fork was before forks could be left out of it. */
  public ForkRecord(long pid, List<Double> samples, long opsPerSample,
      Number allocatedBytesPerOp, long gcCount, long gcTimeMillis, long peakRssBytes,
      Long jitCompilationsDuringMeasurement, Double calibratedGHz, long warmupNanos,
      int warmupSamples, String error, Boolean steadyState, String warmupStopReason,
      List<String> compiledDuringMeasurement, long measurementNanos, Double emptyFloorNanos,
      Double calibratedGHzBefore, Double calibratedGHzAfter, Long harnessBytesPerBatch,
      Number warmupAllocatedBytesPerOp, Number batchBytesPerOpMin, Number batchBytesPerOpMax,
      Map<String, Long> gcCollections, Integer samplesLeftOut, Integer measuredAgain,
      List<String> compiledBeforeKeptSamples, Long wallNanos, Long beforeNanos, Long afterNanos,
      List<String> harnessCompiledDuringMeasurement) {
    this(pid, samples, opsPerSample, allocatedBytesPerOp, gcCount, gcTimeMillis, peakRssBytes,
        jitCompilationsDuringMeasurement, calibratedGHz, warmupNanos, warmupSamples, error,
        steadyState, warmupStopReason, compiledDuringMeasurement, measurementNanos,
        emptyFloorNanos, calibratedGHzBefore, calibratedGHzAfter, harnessBytesPerBatch,
        warmupAllocatedBytesPerOp, batchBytesPerOpMin, batchBytesPerOpMax, gcCollections,
        samplesLeftOut, measuredAgain, compiledBeforeKeptSamples, wallNanos, beforeNanos,
        afterNanos, harnessCompiledDuringMeasurement, null, null);
  }

  /** Without the warm-up story and the floor (tests, failed forks). */
  public ForkRecord(long pid, List<Double> samples, long opsPerSample,
      Number allocatedBytesPerOp, long gcCount, long gcTimeMillis, long peakRssBytes,
      Long jitCompilationsDuringMeasurement, Double calibratedGHz, long warmupNanos,
      int warmupSamples, String error) {
    this(pid, samples, opsPerSample, allocatedBytesPerOp, gcCount, gcTimeMillis, peakRssBytes,
        jitCompilationsDuringMeasurement, calibratedGHz, warmupNanos, warmupSamples, error, null,
        null, List.of(), 0, null, null, null, null, null, null, null, null, null, null, null,
        null, null, null, null, null, null);
  }

  /** The same fork with the draw it ran under. */
  public ForkRecord withPerturbation(PerturbationDraw draw) {
    return new ForkRecord(pid, samples, opsPerSample, allocatedBytesPerOp, gcCount, gcTimeMillis,
        peakRssBytes, jitCompilationsDuringMeasurement, calibratedGHz, warmupNanos,
        warmupSamples, error, steadyState, warmupStopReason, compiledDuringMeasurement,
        measurementNanos, emptyFloorNanos, calibratedGHzBefore, calibratedGHzAfter,
        harnessBytesPerBatch, warmupAllocatedBytesPerOp, batchBytesPerOpMin, batchBytesPerOpMax,
        gcCollections, samplesLeftOut, measuredAgain, compiledBeforeKeptSamples, wallNanos,
        beforeNanos, afterNanos, harnessCompiledDuringMeasurement, excludedFromFigure, counters,
        draw);
  }

  /** Whether the row's figure counts this fork's samples (every fork, in files before the field). */
  public boolean inFigure() {
    return !Boolean.TRUE.equals(excludedFromFigure);
  }
}

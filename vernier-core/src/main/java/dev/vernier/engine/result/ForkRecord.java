package dev.vernier.engine.result;

import java.util.List;

/**
 * One fork of one benchmark, with every sample it measured.
 *
 * @param calibratedGHz the fork's core clock: the higher of its two calibrations
 * @param calibratedGHzBefore the calibration before the benchmark ran
 * @param calibratedGHzAfter the calibration after it
 */
public record ForkRecord(long pid, List<Double> samples, long opsPerSample,
    Number allocatedBytesPerOp, long gcCount, long gcTimeMillis, long peakRssBytes,
    Integer jitCompilationsDuringMeasurement, Double calibratedGHz, long warmupNanos,
    int warmupSamples, String error, Double calibratedGHzBefore, Double calibratedGHzAfter) {}

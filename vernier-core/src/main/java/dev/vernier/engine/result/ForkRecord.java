package dev.vernier.engine.result;

import java.util.List;

/** One fork of one benchmark, with every sample it measured. */
public record ForkRecord(long pid, List<Double> samples, long opsPerSample,
    Number allocatedBytesPerOp, long gcCount, long gcTimeMillis, long peakRssBytes,
    Integer jitCompilationsDuringMeasurement, Double calibratedGHz, long warmupNanos,
    int warmupSamples, String error) {}

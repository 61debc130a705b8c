package dev.vernier.engine.measure;

/** Where a sample was taken. Warm-up samples are reported for progress, never analysed. */
public enum Phase {
  WARMUP,
  MEASUREMENT
}

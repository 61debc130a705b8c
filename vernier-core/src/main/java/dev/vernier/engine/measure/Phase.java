package dev.vernier.engine.measure;

/**
 * A fork's stages, in order. Samples are taken only in warm-up and measurement, and warm-up
 * samples are reported for progress, never analysed; the others name where a fork that died was.
 */
public enum Phase {
  SETUP("set-up"),
  WARMUP("warm-up"),
  MEASUREMENT("measurement"),
  TEARDOWN("tear-down");

  private final String label;

  Phase(String label) {
    this.label = label;
  }

  /** As a user names it: "set-up", "warm-up", "measurement", "tear-down". */
  public String label() {
    return label;
  }
}

package dev.vernier.engine.measure;

/**
 * Called by {@link Measurer} around the measurement phase only (not warm-up): the profiler
 * starts in {@link #beforeMeasurement} and stops in {@link #afterMeasurement}, so a profile shows
 * the code as it was measured. Keep both calls in any rewrite of the Measurer.
 */
public interface PhaseHooks {
  PhaseHooks NONE = new PhaseHooks() {
    @Override
    public void beforeMeasurement() {}

    @Override
    public void afterMeasurement() {}
  };

  /** Just before the first measured sample is taken. */
  void beforeMeasurement();

  /** Just after the last measured sample. */
  void afterMeasurement();
}

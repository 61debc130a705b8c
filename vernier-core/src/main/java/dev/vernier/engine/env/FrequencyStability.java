package dev.vernier.engine.env;

import dev.vernier.engine.result.Warning;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * FREQUENCY_UNSTABLE: the forks did not run at the same clock. Each fork's figure is the higher
 * of its calibrations before and after its benchmark ({@link Calibration#ghz()}); when the
 * slowest and fastest forks of the run, its start and its end among them, are further apart
 * than {@link #THRESHOLD} of the median fork, cycle counts and comparisons between forks carry
 * that error.
 */
public final class FrequencyStability {
  /**
   * 5%. The project's machine (a VM on a Xeon) moves its clock in 100 MHz steps, 3.7% at
   * 2.7 GHz, with the host's load: forks one step apart are its normal state, two steps (7%)
   * are not. Measured figures are in docs/validation.md.
   */
  public static final double THRESHOLD = 0.05;

  private FrequencyStability() {}

  /** The warning, if the forks' figures (in run order) spread wider than the threshold. */
  public static Optional<Warning> check(List<Calibration> forks) {
    List<Double> figures = forks.stream().map(Calibration::ghz).filter(Objects::nonNull)
        .toList();
    if (figures.size() < 2) {
      return Optional.empty();
    }
    double min = figures.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
    double max = figures.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
    double spread = (max - min) / Calibration.median(figures);
    if (spread <= THRESHOLD) {
      return Optional.empty();
    }
    return Optional.of(new Warning("FREQUENCY_UNSTABLE", "warn", String.format(Locale.ROOT,
        "the forks' calibrated CPU frequency ranged from %.2f to %.2f GHz, %.1f%% apart (more"
            + " than %.0f%%; %d forks, the run's first at %.2f GHz and its last at %.2f GHz):"
            + " they ran at different clock speeds, so their times differ for a reason that is"
            + " not the code",
        min, max, spread * 100, THRESHOLD * 100, figures.size(), figures.get(0),
        figures.get(figures.size() - 1)),
        "pin the CPU frequency (performance governor, turbo off) and keep the machine quiet;"
            + " compare cycles per op rather than time, and re-run before trusting small"
            + " differences"));
  }
}

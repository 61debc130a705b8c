package dev.vernier.engine.profile;

import dev.vernier.engine.result.Profile;
import java.util.List;
import java.util.Map;

/**
 * The result of {@code vernier profile -- java ...}: the profile fields of {@link Profile} (the
 * contract's shape) first, then a {@code perf stat}-like summary of the run.
 *
 * @param topTotal the cumulative list, as {@link Profile#topTotal()}
 * @param leftOut as {@link Profile#leftOut()}
 * @param samplesNote as {@link Profile#samplesNote()}
 * @param allocatedBytes estimated from the GC log (see {@link GcLog}); null when it had no exit
 *     summary
 * @param counters hardware counters perf read, by event; empty when the machine has none
 * @param countersNote why {@code counters} is empty, when asked for and empty
 */
public record ProgramProfile(
    String engine,
    String event,
    String mode,
    long samples,
    List<Profile.Frame> top,
    List<Profile.Frame> topTotal,
    List<String> leftOut,
    String collapsed,
    String flamegraph,
    long intervalNanos,
    String note,
    String samplesNote,
    List<String> command,
    int exitCode,
    long wallNs,
    long userNs,
    long sysNs,
    long peakRssBytes,
    int gcPauses,
    double gcPauseMillis,
    Long allocatedBytes,
    Map<String, Long> counters,
    String countersNote) {

  /** The profile part, as a run's benchmarks carry it (no harness: a whole program). */
  public Profile asProfile() {
    return new Profile(engine, event, mode, samples, top, collapsed, flamegraph, intervalNanos, 0,
        note, topTotal, leftOut, samplesNote);
  }
}

package dev.vernier.engine.plan;

import dev.vernier.engine.profile.ProfileRequest;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * What the user asked of a run. Durations are per fork.
 *
 * @param forks fresh JVMs per benchmark and parameter set; 0 measures inside this JVM
 * @param warmup time spent warming before measuring (thrown away)
 * @param measurement time spent taking samples
 * @param sampleTarget how long one timed batch should last: far above the clock's granularity
 * @param mode mode for every benchmark, overriding {@code @Mode}; null keeps each one's own
 * @param java the java executable forks run
 * @param jvmArgs extra arguments for the forks' JVM
 * @param forkTimeout a fork still running after this long is killed and its benchmark failed
 * @param paramOverrides {@code --param name=v1,v2}
 * @param profile {@code --profile}: what to profile, {@code dir} being {@code --out}; null if not
 */
public record RunOptions(
    int forks,
    Duration warmup,
    Duration measurement,
    Duration sampleTarget,
    String mode,
    Path java,
    List<String> jvmArgs,
    Duration forkTimeout,
    Map<String, List<String>> paramOverrides,
    ProfileRequest profile) {

  /** Without profiling. */
  public RunOptions(int forks, Duration warmup, Duration measurement, Duration sampleTarget,
      String mode, Path java, List<String> jvmArgs, Duration forkTimeout,
      Map<String, List<String>> paramOverrides) {
    this(forks, warmup, measurement, sampleTarget, mode, java, jvmArgs, forkTimeout,
        paramOverrides, null);
  }

  public static final Duration DEFAULT_SAMPLE = Duration.ofMillis(10);

  /** The java running this process: forks use it unless told otherwise. */
  public static Path currentJava() {
    return Path.of(System.getProperty("java.home"), "bin", "java");
  }

  /** Long enough for any fork that is working, short enough that a hung one is noticed. */
  public static Duration defaultTimeout(Duration warmup, Duration measurement) {
    Duration work = warmup.plus(measurement).multipliedBy(10);
    Duration floor = Duration.ofSeconds(60);
    return work.compareTo(floor) > 0 ? work : floor;
  }
}

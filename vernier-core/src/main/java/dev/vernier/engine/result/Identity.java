package dev.vernier.engine.result;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Which benchmark a row is: the method, its parameters, and how it was run.
 *
 * @param id {@code pkg.Class.method}, with {@code [name=value,...]} when it has parameters
 * @param baseline whether it is the baseline the ratios of its class are against
 * @param source which annotations declared the benchmark: {@code vernier} or {@code jmh}
 * @param threads how many threads ran the benchmark at once (its figure is theirs: time per op
 *     averaged over them, or their summed throughput); null in files older than threads
 * @param group the JMH {@code @Group} the row belongs to (a row per method of the group, one
 *     for the group as a whole); null outside a group
 */
public record Identity(String id, String className, String method, Map<String, String> params,
    String mode, boolean baseline, String source, Integer threads, String group) {
  public static final String VERNIER = "vernier";

  public Identity {
    source = source == null ? VERNIER : source; // files written before the field was added
  }

  /** How many threads ran it at once: 1 for a file older than threads. */
  public int threadCount() {
    return threads == null ? 1 : threads;
  }

  /**
   * What the rows ranked together, and compared with one baseline, share: the class, the
   * parameters, the mode and the threads.
   */
  public List<Object> rivals() {
    return Arrays.asList(className, params, mode, threadCount()); // a null part is a part
  }

  /** The same benchmark declared by other annotations ({@code jmh}). */
  public Identity withSource(String s) {
    return new Identity(id, className, method, params, mode, baseline, s, threads, group);
  }

  /** The same benchmark as part of a JMH {@code @Group}. */
  public Identity withGroup(String g) {
    return new Identity(id, className, method, params, mode, baseline, source, threads, g);
  }
}

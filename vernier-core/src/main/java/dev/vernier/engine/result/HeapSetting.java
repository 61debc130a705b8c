package dev.vernier.engine.result;

import java.util.List;

/**
 * The forks' heap as the run's heap policy set it (environment.heapPolicy, and each row's).
 *
 * @param policy {@code fixed} (the policy's flags went to the forks), {@code off} (it added
 *     nothing: the page faults are cheap here, or {@code --fixed-heap off}) or {@code user}
 *     (the forks' own flags set the heap: {@code --jvm-args} or JMH's {@code @Fork})
 * @param flags the flags the policy added, in order; empty unless {@code fixed}
 * @param reason why, in words
 */
public record HeapSetting(String policy, List<String> flags, String reason) {
  public static final String FIXED = "fixed";
  public static final String OFF = "off";
  public static final String USER = "user";

  public HeapSetting {
    flags = flags == null ? List.of() : List.copyOf(flags);
  }
}

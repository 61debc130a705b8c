package dev.vernier.jmhbench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** What the JMH test benchmarks' helpers did, in order, for tests that run them in this JVM. */
public final class Events {
  public static final List<String> LOG = Collections.synchronizedList(new ArrayList<>());

  private Events() {}
}

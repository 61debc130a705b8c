package dev.vernier.engine.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.Level;
import dev.vernier.jmhbench.Events;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** JMH's state semantics, driven in this JVM as the Measurer drives a fork. */
class JmhInstanceTest {
  private static final String DAG = "dev.vernier.jmhbench.JmhDagBench";
  private static final Map<String, String> PARAMS = Map.of("size", "3", "tag", "x");

  @BeforeEach
  void clear() {
    Events.LOG.clear();
  }

  private static JmhInstance sum(StateRegistry registry) throws Exception {
    return JmhInstance.create(JmhInstanceTest.class.getClassLoader(), DAG, "sum", null, PARAMS,
        registry, ThreadPlace.symmetric(0, 1));
  }

  @Test
  void dependenciesAreSetUpFirstAndTornDownLast() throws Throwable {
    JmhInstance b = sum(new StateRegistry());
    b.setup(Level.TRIAL);
    b.setup(Level.ITERATION);
    assertThat(b.runBatch(1000)).isPositive();
    b.runOnce();
    b.tearDown(Level.ITERATION);
    b.tearDown(Level.TRIAL);
    assertThat(Events.LOG).containsExactly("JmhDagBench.own", "Shared.fill size=3",
        "Local.copy of 3 tag=x", "Local.iteration", "Local.drop", "Shared.drop");
    assertThat(b.hasInvocationLevel()).isFalse();
  }

  @Test
  void aJmhIterationSpansBatchesUntilTenMillisecondsOfThemAndTheTrialClosesIt() throws Throwable {
    JmhInstance b = sum(new StateRegistry());
    b.setup(Level.TRIAL);
    for (int i = 0; i < 3; i++) { // three short batches: one iteration, still open
      b.setup(Level.ITERATION);
      b.runBatch(1);
      b.tearDown(Level.ITERATION);
    }
    assertThat(Events.LOG).filteredOn(e -> e.equals("Local.iteration")).hasSize(1);
    b.setup(Level.ITERATION);
    Thread.sleep(JmhInstance.ITERATION_NANOS / 1_000_000 + 1); // as a long batch would
    b.tearDown(Level.ITERATION); // closes it
    b.setup(Level.ITERATION); // opens the next
    b.tearDown(Level.TRIAL);
    assertThat(Events.LOG).filteredOn(e -> e.equals("Local.iteration")).hasSize(2);
  }

  @Test
  void benchmarkScopedStatesAreSharedAndSetUpOnceThreadScopedOnesAreNot() throws Throwable {
    StateRegistry registry = new StateRegistry();
    JmhInstance first = sum(registry);
    JmhInstance second = sum(registry);
    first.setup(Level.TRIAL);
    second.setup(Level.TRIAL);
    assertThat(Events.LOG).filteredOn(e -> e.startsWith("Shared.fill")).hasSize(1);
    assertThat(Events.LOG).filteredOn(e -> e.startsWith("Local.copy")).hasSize(2);
  }

  @Test
  void invocationLevelRunsAroundEachCall() throws Throwable {
    JmhInstance b = JmhInstance.create(getClass().getClassLoader(),
        "dev.vernier.jmhbench.JmhInvocationBench", "call", Map.of());
    assertThat(b.hasInvocationLevel()).isTrue();
    for (int i = 0; i < 2; i++) {
      b.setup(Level.INVOCATION);
      b.runOnce();
      b.tearDown(Level.INVOCATION);
    }
    assertThat(Events.LOG).isEqualTo(List.of("before 0", "after 1", "before 1", "after 2"));
  }

  @Test
  void inheritedBenchmarkRunsOnTheSubclass() throws Throwable {
    JmhInstance b = JmhInstance.create(getClass().getClassLoader(),
        "dev.vernier.jmhbench.JmhInherited$Log", "work", Map.of());
    assertThat(b.runBatch(10)).isPositive();
  }

  @Test
  void jmhBlackholeIsJmhsOwnClass() throws Exception {
    Object bh = JmhBlackhole.create(getClass().getClassLoader());
    assertThat(bh).isInstanceOf(org.openjdk.jmh.infra.Blackhole.class);
  }

  @Test
  void aGroupsMethodsShareItsScopeGroupStateAndAnotherGroupHasItsOwn() throws Throwable {
    dev.vernier.jmhbench.JmhGroupBench.SEEN.clear();
    StateRegistry registry = new StateRegistry();
    ClassLoader loader = JmhInstanceTest.class.getClassLoader();
    String group = "dev.vernier.jmhbench.JmhGroupBench";
    JmhInstance reader = JmhInstance.create(loader, group, "read", null, Map.of(), registry, groupThread(0, 0));
    JmhInstance writer = JmhInstance.create(loader, group, "write", null, Map.of(), registry, groupThread(0, 0));
    reader.runOnce();
    writer.runOnce();
    assertThat(dev.vernier.jmhbench.JmhGroupBench.SEEN).hasSize(1);
    JmhInstance.create(loader, group, "read", null, Map.of(), registry, groupThread(1, 0)).runOnce();
    assertThat(dev.vernier.jmhbench.JmhGroupBench.SEEN).as("group 1's own state").hasSize(2);
  }

  /** Thread {@code thread} of group {@code group} of two, in a run of 1+1 threads per group. */
  private static ThreadPlace groupThread(int group, int thread) {
    return new ThreadPlace(2 * group + thread, 4, group, 2, thread, 2, thread, 2, 0, 1);
  }
}

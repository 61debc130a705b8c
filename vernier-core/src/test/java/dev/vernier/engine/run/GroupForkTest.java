package dev.vernier.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.TestSupport;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.RunResult;
import org.junit.jupiter.api.Test;

/** A JMH {@code @Group} in real forks: a row for the group and one per method, all in a group. */
class GroupForkTest {
  @Test
  void aReaderAndAWriterGiveThreeRowsOnTwoThreads() throws Exception {
    RunOptions o = TestSupport.quick(1);
    RunResult r = RunSupport.runJmh(o, "JmhGroupBench.*");

    assertThat(r.benchmarks()).extracting(b -> b.identity().method())
        .containsExactly("rw", "rw:read", "rw:write");
    for (BenchmarkResult b : r.benchmarks()) {
      assertThat(b.ok()).as(b.id() + ": " + b.error()).isTrue();
      assertThat(b.identity().group()).isEqualTo("rw");
      assertThat(b.identity().source()).isEqualTo("jmh");
      assertThat(b.identity().threads()).isEqualTo(2);
      assertThat(b.memory().allocatedBytesPerOp().doubleValue()).as(b.id()).isZero();
    }
    // the group's row counts both threads' calls (each ran opsPerSample / 2), a method's its own
    long group = r.benchmarks().get(0).evidence().forks().get(0).opsPerSample();
    long read = r.benchmarks().get(1).evidence().forks().get(0).opsPerSample();
    assertThat(group % 2).isZero();
    assertThat(read).isPositive();
  }

  /**
   * A ping and two pongs that wait on each other ({@link dev.vernier.jmhbench.JmhControlBench}):
   * the batch ends only if the thread left waiting is told by JMH's {@code Control} that
   * measurement stops (else the fork times out), and each thread's set-up fails the fork unless
   * its {@code ThreadParams} are JMH's for its place in the group.
   */
  @Test
  void threadsWaitingOnEachOtherAreReleasedByControlAndKnowTheirPlace() throws Exception {
    RunOptions o = TestSupport.quick(1);
    RunResult r = RunSupport.runJmh(o, "JmhControlBench.*");

    assertThat(r.benchmarks()).extracting(b -> b.identity().method())
        .containsExactly("pingpong", "pingpong:ping", "pingpong:pong");
    for (BenchmarkResult b : r.benchmarks()) {
      assertThat(b.ok()).as(b.id() + ": " + b.error()).isTrue();
      assertThat(b.identity().threads()).isEqualTo(3);
      assertThat(b.evidence().forks().get(0).opsPerSample()).as(b.id()).isPositive();
    }
  }
}
